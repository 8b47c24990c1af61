/// The page's errors among what headless Chromium writes on standard error: its console messages
/// come as `[…:INFO:CONSOLE:line] "message", source: file (line)`. An uncaught exception means
/// swipejs stopped (its picture is then not the page); other errors (an SVG path it could not
/// parse) mean parts of the page are missing.
struct ChromiumConsole {
    /// The errors' messages, in order.
    let errors: [String]

    /// Whether one of them was an exception nothing caught.
    var uncaught: Bool { errors.contains { $0.hasPrefix("Uncaught") } }

    init(log: String) {
        errors = log.split(separator: "\n").compactMap { line in
            guard let tag = line.range(of: ":CONSOLE:"),
                  let open = line[tag.upperBound...].range(of: "] \""),
                  let close = line.range(of: "\", source:", options: .backwards), open.upperBound <= close.lowerBound else { return nil }
            let message = line[open.upperBound..<close.lowerBound]
            return message.hasPrefix("Uncaught") || message.hasPrefix("Error") ? String(message) : nil
        }
    }
}
