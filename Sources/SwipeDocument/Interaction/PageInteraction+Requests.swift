import Foundation

/// get and post (behaviour reference 3.4, 3.5): a request node made with its URL resolved and
/// checked (`RequestLocation`), handed to the window to run (`takeRequests`), its answer delivered
/// to its completion or error handler, the response read by `{"params": …}` valueOfs.
extension PageInteraction {
    struct RunningRequest {
        var parent: InteractionNode
        var action: RequestAction
        var open: Bool
        /// The URL asked for, resolved against the document's, as its messages name it.
        var url = ""
        /// The response object (completion) or {"message"} (error), read by `{"params": …}`.
        var params: JSONNode?
    }

    /// The requests made since the last call, for the window to run.
    public mutating func takeRequests() -> [InteractionRequest] {
        defer { outgoing.removeAll() }
        return outgoing
    }

    /// The answer to request `id` arrived at `t`: a JSON object with status 200 runs its
    /// "completion" with the object as params, anything else its "error" with {"message"}.
    public mutating func deliver(_ id: Int, _ response: InteractionResponse, time t: Double) {
        advance(to: t)
        guard requests.indices.contains(id), requests[id].open else { return }
        requests[id].open = false
        let q = requests[id].action
        let name = q.method.rawValue
        let url = requests[id].url
        switch response {
        case .failure(let reason):
            finish(id, failure: reason)
        case .response(let status, _) where status != 200:
            finish(id, error: q.method == .get ? "get \(url): HTTP status \(status)" : "post error \(status)")
        case .response(_, let body):
            let parsed = LenientJSONParser().parse(body)
            if let root = parsed.root, root.object != nil {
                finish(id, params: root, handler: q.completion, name: "completion")
            } else if let root = parsed.root {
                finish(id, error: "\(name) \(url): not a dictionary. (\(root.kindDescription))")
            } else {
                finish(id, error: "\(name) \(url): invalid JSON file \(parsed.error?.message ?? "")")
            }
        }
    }

    /// A request node under `parent`; one without a URL fails at once, inside the action list (3.4).
    mutating func startRequest(_ q: RequestAction, parent: InteractionNode) {
        let id = requests.count
        requests.append(RunningRequest(parent: parent, action: q, open: true))
        let name = q.method.rawValue
        guard q.hasTarget else { return finish(id, error: "\(name) missing \(q.method == .get ? "source" : "target")") }
        guard let text = q.url, let location = RequestLocation.resolve(text, method: q.method, document: documentURL) else {
            return finish(id, error: "\(name) missing or invalid url")
        }
        let url = location.url.absoluteString
        requests[id].url = url
        if case .refused(_, let reason) = location { return finish(id, failure: reason) }
        guard q.method == .post else {
            outgoing.append(InteractionRequest(id: id, method: .get, url: url))
            return
        }
        let params: [(String, String)] = q.params.keys.sorted().compactMap { key in
            switch q.params[key] {
            case .value(let s)?: return (key, s)
            case .valueOf(let v)?: return evaluate(v, from: parent)?.string.map { (key, $0) }
            case nil: return nil
            }
        }
        var headers: [String: String] = [:]
        var body: [UInt8]?
        if let data = q.data {
            if let text = data.string {
                body = Array(text.utf8)
                headers["Content-Type"] = "text/plain; charset=UTF-8"
            } else if var object = data.object {
                // Top-level valueOfs are evaluated; one without a value becomes "".
                for m in object.members {
                    guard ValueOf.isExpression(m.value) else { continue }
                    let v = ValueOf.read(m.value, path: .root, log: DiagnosticLog(file: "", sourceMap: nil)).flatMap { evaluate($0, from: parent) }
                    object[m.key] = v.map(Self.node) ?? JSONNode(.string(""))
                }
                body = Array(InteractionRequest.json(JSONNode(.object(object))).utf8)
                headers["Content-Type"] = "application/json; charset=UTF-8"
            }
        }
        for (k, v) in q.headers { headers[k] = v }
        outgoing.append(InteractionRequest(id: id, method: .post, url: InteractionRequest.url(url, params: params), headers: headers, body: body))
    }

    /// A valueOf's value as JSON (a post's data, an append's items).
    static func node(_ v: InteractionValue) -> JSONNode {
        switch v {
        case .string(let s): return JSONNode(.string(s))
        case .number(let n): return JSONNode(.number(n))
        case .bool(let b): return JSONNode(.bool(b))
        case .json(let n): return n
        }
    }

    /// Request `id` failed for `reason`: "get <url>: reason", "post error reason" (3.4, 3.5).
    private mutating func finish(_ id: Int, failure reason: String) {
        finish(id, error: requests[id].action.method == .get ? "get \(requests[id].url): \(reason)" : "post error \(reason)")
    }

    private mutating func finish(_ id: Int, error message: String) {
        let params = JSONNode(.object(JSONObject(members: [JSONObject.Member(key: "message", keyOffset: 0, value: JSONNode(.string(message)))])))
        finish(id, params: params, handler: requests[id].action.error, name: "error")
    }

    private mutating func finish(_ id: Int, params: JSONNode, handler: EventHandler?, name: String) {
        requests[id].open = false
        requests[id].params = params
        guard let handler else { return }
        record(FiredEvent(name, .request(id), now))
        execute(handler.actions, handler: .request(id), originator: .request(id))
    }

    /// A path into a response (4.4): each step an object; a post's arrays give their first element.
    func responseValue(_ r: RunningRequest, at steps: ArraySlice<String>) -> InteractionValue? {
        guard var node = r.params else { return nil }
        for step in steps {
            guard let next = node.object?[step] else { return nil }
            node = next
        }
        if r.action.method == .post, let a = node.array { return a.first.map { .json($0) } }
        return .json(node)
    }
}
