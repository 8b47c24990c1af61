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
    /// More problems than this in one path tell nothing more: the rest are counted.
    static let maxPathProblems = 100

    /// Reads a path value: a path string, `"ellipse"`, or `{"ref": name}` into the document's `paths`.
    func pathSource(_ n: JSONNode, path: JSONPath) -> PathSource? {
        switch n.value {
        case .string(let s):
            if s == "ellipse" { return .ellipse }
            let (data, problems) = PathData.parse(s)
            // Problems give character offsets; walked once in order, they become byte offsets.
            var scalars = s.unicodeScalars.makeIterator()
            var scalar = 0, byte = 0
            for p in problems.sorted(by: { $0.offset < $1.offset }).prefix(Self.maxPathProblems) {
                while scalar < p.offset, let c = scalars.next() {
                    byte += UTF8.width(c)
                    scalar += 1
                }
                log.warning(at: n.offset + 1 + byte, path: path, "path: \(p.message)")
            }
            if problems.count > Self.maxPathProblems {
                log.warning(at: n.offset, path: path, "path: \(problems.count - Self.maxPathProblems) more problems in this path are not listed")
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
