/// The summary `swipe-player info` prints for a Boken story: title, music, each scene with its
/// navigation, branches, background and elements, and every media file, flagging missing ones.
public struct StorySummary {
    public let text: String

    public init(_ result: StoryLoadResult) {
        var lines: [String] = []
        func row(_ label: String, _ value: String) { lines.append(label.padding(19) + value) }
        row("file:", result.file)
        row("type:", "Boken story")
        if let story = result.story {
            row("title:", story.appTitle.map { $0.isEmpty ? "(empty)" : $0 } ?? "(none)")
            row("background music:", story.backgroundMusic?.name ?? "(none)")
            row("scenes:", "\(story.scenes.count)")
            let width = story.scenes.enumerated().map { StoryCheck.name($0.element, $0.offset).count }.max() ?? 0
            for (i, s) in story.scenes.enumerated() {
                var parts = ["navigation \(s.navigation.rawValue)"]
                if !s.branches.isEmpty {
                    parts.append("branches " + s.branches.map { "\"\($0.label)\" -> \($0.target ?? "?")" }.joined(separator: ", "))
                }
                if let b = s.background { parts.append("background \(b.rawValue)") }
                if let a = s.audio { parts.append("audio \(a.name)") }
                parts.append(Self.count(s.elements.count, "element"))
                lines.append("  " + StoryCheck.name(s, i).padding(width + 1) + parts.joined(separator: "; "))
            }
        } else {
            row("title:", "(unreadable)")
        }
        let missing = result.assets.filter { $0.foundAt == nil }.count
        var header = "assets:".padding(19) + "\(result.assets.count)"
        if missing > 0 { header += ", \(missing) missing" }
        lines.append(header)
        let width = result.assets.map(\.kind.count).max() ?? 0
        for a in result.assets {
            lines.append("  " + a.kind.padding(width + 2) + a.name + (a.foundAt.map { $0 == a.name ? "" : "  (found as \($0))" } ?? "  MISSING"))
        }
        if result.errorCount + result.warningCount > 0 {
            lines.append("problems:".padding(19) + "\(Self.count(result.errorCount, "error")), \(Self.count(result.warningCount, "warning")) (see `swipe-player lint`)")
        }
        text = lines.joined(separator: "\n") + "\n"
    }

    private static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
