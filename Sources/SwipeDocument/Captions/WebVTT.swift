import Foundation

/// WebVTT caption files read leniently (W3C WebVTT): the `WEBVTT` header, cues with their
/// timings (`00:01.000 --> 00:04.000`, hours optional, a comma taken for the dot) over one or
/// more lines of text; `NOTE`, `STYLE` and `REGION` blocks are skipped, cue settings after the
/// timings ignored, and markup (`<v Ann>`, `<b>`, `<00:02.000>`) taken out of the text with its
/// character references decoded. A block that cannot be read is reported at its line and skipped.
public enum WebVTT {
    /// The cues of `text` (the file `file`), and a warning for each problem.
    public static func parse(_ text: String, file: String) -> (track: CaptionTrack, problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        func warn(_ line: Int, _ message: String) {
            problems.append(Diagnostic(.warning, file: file, position: SourcePosition(line: line, column: 1), path: nil, message: message))
        }
        let lines = (text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text).replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        let first = lines.first ?? ""
        if first == "WEBVTT" || first.hasPrefix("WEBVTT ") || first.hasPrefix("WEBVTT\t") {
            // The header's own lines run to the first blank line.
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).isEmpty { index += 1 }
        } else {
            warn(1, "a WebVTT file starts with \"WEBVTT\"; read as one anyway")
        }
        var cues: [CaptionCue] = []
        while index < lines.count {
            guard !lines[index].trimmingCharacters(in: .whitespaces).isEmpty else {
                index += 1
                continue
            }
            // One block: up to the next blank line.
            let start = index
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).isEmpty { index += 1 }
            let block = Array(lines[start..<index])
            let head = block[0]
            if head == "NOTE" || head.hasPrefix("NOTE ") || head.hasPrefix("NOTE\t") || head == "STYLE" || head == "REGION" { continue }
            // An identifier may come before the timings.
            let timingsAt = head.contains("-->") ? 0 : 1
            guard timingsAt < block.count, block[timingsAt].contains("-->") else {
                warn(start + 1, "not a cue (no \"-->\" timings); skipped")
                continue
            }
            guard let (from, to) = timings(block[timingsAt]) else {
                warn(start + 1 + timingsAt, "cue timings are read as \"00:01.000 --> 00:04.000\", not \"\(block[timingsAt])\"; cue skipped")
                continue
            }
            guard to > from else {
                warn(start + 1 + timingsAt, "the cue ends (\(to) s) before it starts (\(from) s); cue skipped")
                continue
            }
            let body = block[(timingsAt + 1)...].map(cueText).joined(separator: "\n")
            if !body.isEmpty { cues.append(CaptionCue(start: from, end: to, text: body)) }
        }
        return (CaptionTrack(cues: cues), problems)
    }

    /// The start and end of a timings line (settings after the end ignored).
    static func timings(_ line: String) -> (Double, Double)? {
        let parts = line.components(separatedBy: "-->")
        guard parts.count == 2, let from = timestamp(parts[0].trimmingCharacters(in: .whitespaces)),
              let end = parts[1].split(whereSeparator: { $0 == " " || $0 == "\t" }).first, let to = timestamp(String(end)) else { return nil }
        return (from, to)
    }

    /// `[hh:]mm:ss.ttt` in seconds (a comma taken for the dot); nil when it is not one.
    static func timestamp(_ text: String) -> Double? {
        let fields = text.replacingOccurrences(of: ",", with: ".").split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(fields.count), fields[fields.count - 1].first?.isNumber == true,
              fields[fields.count - 1].allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let seconds = Double(fields[fields.count - 1]), seconds < 60,
              let minutes = Int(fields[fields.count - 2]), (0..<60).contains(minutes) else { return nil }
        let hours = fields.count == 3 ? Int(fields[0]) : 0
        guard let hours, hours >= 0 else { return nil }
        return Double(hours * 3600 + minutes * 60) + seconds
    }

    /// A cue's line as read: tags taken out, character references decoded.
    static func cueText(_ line: String) -> String {
        var out = "", inTag = false
        for c in line {
            if inTag {
                if c == ">" { inTag = false }
            } else if c == "<" {
                inTag = true
            } else {
                out.append(c)
            }
        }
        let references = [("&lt;", "<"), ("&gt;", ">"), ("&nbsp;", "\u{00A0}"), ("&lrm;", "\u{200E}"), ("&rlm;", "\u{200F}"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")]
        return references.reduce(out) { $0.replacingOccurrences(of: $1.0, with: $1.1) }.trimmingCharacters(in: .whitespaces)
    }
}
