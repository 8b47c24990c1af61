/// The page's console messages among what headless Chromium writes on standard error, which come
/// as `[…:INFO:CONSOLE:line] "message", source: file (line)`. An uncaught exception stops
/// what swipejs was doing (showing the page, or loading the next ones); other errors (an SVG path
/// it could not parse) mean parts of a page are missing.
struct ChromiumConsole {
    /// The page's console messages, in order.
    let messages: [String]

    /// The errors among them.
    var errors: [String] { messages.filter { $0.hasPrefix("Uncaught") || $0.hasPrefix("Error") } }

    /// The first exception nothing caught, if any.
    var uncaught: String? { messages.first { $0.hasPrefix("Uncaught") } }

    init(log: String) {
        messages = log.split(separator: "\n").compactMap { line in
            guard let tag = line.range(of: ":CONSOLE:"),
                  let open = line[tag.upperBound...].range(of: "] \""),
                  let close = line.range(of: "\", source:", options: .backwards), open.upperBound <= close.lowerBound else { return nil }
            return String(line[open.upperBound..<close.lowerBound])
        }
    }
}
