import SwipeDocument

extension ThemeReader {
    /// Checks every alias read against `scope` (this theme laid over its base, if any), once, when
    /// the theme is read (lookups never report): an alias whose target is missing is reported where
    /// it is written; a chain of entries that comes back to itself is reported once, at its first
    /// entry in this file. A chain broken further on is reported at the broken link only.
    func checkAliases(in scope: Theme) {
        var reportedCycles = Set<Set<String>>()
        for use in aliases {
            let table = scope.links(use.category)
            if table.link(use.name) == .missing {
                if unreadable[use.category]?.contains(use.name) == true {
                    log.error(at: use.offset, path: use.path, "\"\(use.text)\": \(use.category.rawValue)/\(use.name) could not be read (see its error)")
                } else {
                    let guess = ObjectReader.nearest(to: use.name, in: Set(table.names)).map { " (did you mean \"\($0)\"?)" } ?? ""
                    log.error(at: use.offset, path: use.path, "\"\(use.text)\" is unknown in \(use.category.rawValue)\(guess)")
                }
                continue
            }
            // An entry that is itself an alias: does its chain come back to it?
            guard use.path.components.count == 2, use.path.components[0] == .key(use.category.rawValue),
                  case .key(let entry) = use.path.components[1],
                  let cycle = cycle(from: entry, in: table), reportedCycles.insert(Set(cycle)).inserted
            else { continue }
            let names = (cycle + [entry]).map { "\(use.category.rawValue)/\($0)" }
            log.error(at: use.offset, path: use.path, "circular alias: \(names.joined(separator: " → "))")
        }
    }

    /// The entries from `name` round to it again, or nil when its chain ends (or loops elsewhere).
    private func cycle(from name: String, in table: any ThemeTableLinks) -> [String]? {
        var chain = [name]
        var current = name
        while case .alias(let next) = table.link(current) {
            if next == name { return chain }
            if chain.contains(next) { return nil }
            chain.append(next)
            current = next
        }
        return nil
    }
}
