import Foundation

/// A strict reader of Prometheus's text exposition format (0.0.4), for tests where `promtool check
/// metrics` is not installed: every sample's metric declared by a `# TYPE` line before it (once,
/// of a known type), names and label names valid, label values quoted with only `\\`, `\"` and
/// `\n` escapes, values numbers, counters ending in `_total`, the text ending in a newline.
public enum PrometheusTextParser {
    public struct Sample: Equatable {
        public var name: String
        public var labels: [String: String]
        public var value: Double
    }

    public struct Invalid: Error, CustomStringConvertible {
        public var description: String
    }

    /// The samples of `text`, or the first line that breaks the format.
    public static func parse(_ text: String) throws -> [Sample] {
        guard text.hasSuffix("\n") else { throw Invalid(description: "the text does not end in a newline") }
        var types: [String: String] = [:]
        var samples: [Sample] = []
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated() {
            func fail(_ why: String) -> Invalid { Invalid(description: "line \(n + 1): \(why): \(line)") }
            if line.hasPrefix("#") {
                let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
                guard parts.count >= 3, ["HELP", "TYPE"].contains(parts[1]), isName(parts[2]) else {
                    if parts.count > 1, ["HELP", "TYPE"].contains(parts[1]) { throw fail("a malformed \(parts[1]) line") }
                    continue
                }
                if parts[1] == "TYPE" {
                    guard parts.count == 4, ["counter", "gauge", "histogram", "summary", "untyped"].contains(parts[3]) else { throw fail("an unknown type") }
                    guard types[parts[2]] == nil else { throw fail("a second TYPE for the metric") }
                    guard parts[3] != "counter" || parts[2].hasSuffix("_total") else { throw fail("a counter not ending in _total") }
                    types[parts[2]] = parts[3]
                }
                continue
            }
            guard !line.isEmpty else { continue }
            var rest = Substring(line)
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" })
            guard isName(name) else { throw fail("no metric name") }
            rest = rest.dropFirst(name.count)
            var labels: [String: String] = [:]
            if rest.first == "{" {
                rest = rest.dropFirst()
                while rest.first != "}" {
                    let label = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    guard isName(label), !label.contains(":") else { throw fail("a bad label name") }
                    rest = rest.dropFirst(label.count)
                    guard rest.hasPrefix("=\"") else { throw fail("a label without a quoted value") }
                    rest = rest.dropFirst(2)
                    var value = ""
                    while let c = rest.first, c != "\"" {
                        rest = rest.dropFirst()
                        if c == "\\" {
                            guard let e = rest.first, "\\\"n".contains(e) else { throw fail("a bad escape") }
                            value.append(e == "n" ? "\n" : e)
                            rest = rest.dropFirst()
                        } else {
                            value.append(c)
                        }
                    }
                    guard rest.first == "\"" else { throw fail("an unterminated label value") }
                    rest = rest.dropFirst()
                    labels[label] = value
                    if rest.first == "," { rest = rest.dropFirst() } else if rest.first != "}" { throw fail("labels not separated by commas") }
                }
                rest = rest.dropFirst()
            }
            let fields = rest.split(separator: " ")
            guard rest.first == " ", (1...2).contains(fields.count), let value = number(String(fields[0])) else { throw fail("no value") }
            guard types[name] != nil else { throw fail("a sample before its TYPE line") }
            samples.append(Sample(name: name, labels: labels, value: value))
        }
        return samples
    }

    private static func isName(_ s: String) -> Bool {
        guard let first = s.first, first.isLetter || first == "_" || first == ":" else { return false }
        return s.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" || $0 == ":" }
    }

    private static func number(_ s: String) -> Double? {
        switch s {
        case "NaN": return .nan
        case "+Inf": return .infinity
        case "-Inf": return -.infinity
        default: return Double(s)
        }
    }
}
