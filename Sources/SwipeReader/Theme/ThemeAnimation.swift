import SwipeDocument

extension ThemeReader {
    /// An `animations` entry: `{"type": "lottie", "value": <plain base64 of the Lottie JSON>}` (not
    /// a data URI, though one is accepted with a warning) or `$animations/name`.
    func animation(_ node: JSONNode, _ path: JSONPath) -> ThemeToken<[UInt8]>? {
        token(node, path, .animations) { node, path in
            fields(node, path, "an animation") { f in
                let type = f.required("type") { node, path -> String? in
                    guard node.string == "lottie" else {
                        error(node, path, "the only animation type is \"lottie\", not \(node.string.map { "\"\($0)\"" } ?? node.kindDescription)")
                        return nil
                    }
                    return "lottie"
                }
                let bytes = f.required("value", lottie)
                guard type != nil, let bytes else { return nil }
                return bytes
            }
        }
    }

    private func lottie(_ node: JSONNode, _ path: JSONPath) -> [UInt8]? {
        guard let s = node.string else {
            error(node, path, "an animation's value should be the base64 of its Lottie JSON, not \(node.kindDescription)")
            return nil
        }
        let bytes: [UInt8]
        if s.hasPrefix("data:") {
            guard let uri = dataURI(s, node, path, "the animation") else { return nil }
            warning(node, path, "an animation's value is plain base64 in SnappTheming, not a data URI")
            bytes = uri.bytes
        } else {
            switch ThemeBase64.decode(Substring(s)) {
            case .failure(let e): error(node, path, "the animation: \(e)"); return nil
            case .success(let b): bytes = b
            }
        }
        if LenientJSONParser().parse(bytes).root?.object == nil {
            warning(node, path, "the animation's data is not a Lottie JSON object; it will not play")
        }
        return bytes
    }
}

extension Theme {
    /// The Lottie JSON bytes of the animation `name`, aliases followed.
    public func animation(_ name: String) -> [UInt8]? { animationTokens.value(named: name) }
}
