/// The shape of a path element: SVG-style path data, or the named shape `ellipse` (inscribed in the
/// element's box, so it has no geometry of its own until laid out).
public enum PathSource: Equatable, Sendable {
    case data(PathData)
    case ellipse

    /// The geometry inside a box of the given size.
    public func geometry(in size: Point) -> PathData {
        switch self {
        case .data(let d): return d
        case .ellipse: return PathData.ellipse(in: Rect(x: 0, y: 0, width: size.x, height: size.y))
        }
    }
}

extension DecodeContext {
    /// Reads a path value: a path string, `"ellipse"`, or `{"ref": name}` into the document's `paths`.
    func pathSource(_ n: JSONNode, path: JSONPath) -> PathSource? {
        switch n.value {
        case .string(let s):
            if s == "ellipse" { return .ellipse }
            let (data, problems) = PathData.parse(s)
            for p in problems {
                let byteOffset = s.unicodeScalars.prefix(p.offset).reduce(0) { $0 + String($1).utf8.count }
                log.warning(at: n.offset + 1 + byteOffset, path: path, "path: \(p.message)")
            }
            return .data(data)
        case .object(let o):
            guard let name = o["ref"]?.string else {
                log.warning(at: n.offset, path: path, "a path object should be {\"ref\": name} naming one of the document's \"paths\"; ignored")
                return nil
            }
            guard let d = namedPaths[name] else {
                log.warning(at: o["ref"]!.offset, path: path / "ref", "no path named \"\(name)\" in the document's \"paths\"; ignored")
                return nil
            }
            return .data(d)
        default:
            log.warning(at: n.offset, path: path, "a path should be a string such as \"M0,0 L100,100\", \"ellipse\" or {\"ref\": name}, not \(n.kindDescription); ignored")
            return nil
        }
    }
}
