import SwipeDocument

/// The one table of which key, mouse button or gesture does what: the player's defaults, then the
/// reader's keys.conf, then `--keys`. Dispatch asks it (in the scopes the screen's state calls
/// for, most specific first), and the help overlay, `swipe-player keys`, the manual and the kiosk
/// are all made from it, so nothing else lists keys.
public struct KeyBindings: Equatable, Sendable {
    /// A set of bindings that applies in one state of the screen. A key has at most one binding per
    /// scope; a screen asks its scopes in order, so a menu's Up moves in the menu while the
    /// reader's Up turns the page.
    public enum Scope: String, CaseIterable, Sendable {
        /// An open menu or panel: the overview, the annotation list, the settings panel, a document list, the highlight bar.
        case menu
        /// Buttons, fields and highlights the focus can move between.
        case focus
        /// While a slideshow plays (before `presenting`).
        case slideshow
        /// While presenting or playing a slideshow (before `reader`).
        case presenting
        /// A page of the player's own: a download, an error.
        case status
        /// A document, a story or a list.
        case reader
        /// The window's own keys, asked last.
        case window
    }

    /// One line of the table.
    public struct Binding: Equatable, Sendable {
        public var scope: Scope
        public var key: KeyChord
        public var command: Command

        public init(_ key: KeyChord, _ command: Command, scope: Scope? = nil) {
            self.key = key
            self.command = command
            self.scope = scope ?? command.scope
        }
    }

    /// The bindings, in the order they are listed (a later one for the same key and scope wins).
    public private(set) var bindings: [Binding]

    public init(_ bindings: [Binding] = []) {
        self.bindings = []
        for b in bindings { bind(b) }
    }

    /// Binds `binding.key` to `binding.command` in its scope, replacing what it did there. `ignore`
    /// (without a scope of its own) turns the key off in every scope.
    public mutating func bind(_ binding: Binding, everywhere: Bool = false) {
        let scopes = everywhere ? Scope.allCases : [binding.scope]
        for scope in scopes {
            var b = binding
            b.scope = scope
            if let i = bindings.firstIndex(where: { $0.scope == scope && $0.key == b.key }) { bindings[i] = b } else { bindings.append(b) }
        }
    }

    /// Adds a keys file's lines over these bindings.
    public mutating func apply(_ file: KeysFile) {
        for line in file.lines { bind(line.binding, everywhere: line.everywhere) }
    }

    /// What `chord` does when the screen asks `scopes` in that order: the first scope binding the
    /// chord exactly; failing that, the first binding the chord without Shift (Shift+G is G).
    public func command(for chord: KeyChord, in scopes: [Scope]) -> Command? {
        for candidate in [chord, chord.unshifted].compactMap({ $0 }) {
            for scope in scopes {
                if let b = bindings.first(where: { $0.scope == scope && $0.key == candidate }) { return b.command }
            }
        }
        return nil
    }

    /// The keys bound to `command` in `scope`, in the table's order.
    public func keys(for command: Command, in scope: Scope) -> [KeyChord] {
        bindings.filter { $0.scope == scope && $0.command == command }.map(\.key)
    }

    /// The table as `swipe-player keys` prints it: keys.conf lines, grouped by scope, each with
    /// what the command does.
    public var listing: String {
        var out: [String] = []
        for scope in Scope.allCases {
            let lines = bindings.filter { $0.scope == scope }
            guard !lines.isEmpty else { continue }
            out.append("# \(scope.rawValue)")
            for b in lines {
                let prefix = b.scope == b.command.scope ? "" : "{\(scope.rawValue)} "
                let line = "\(prefix)\(b.key.spelling) \(b.command)"
                out.append(line.padding(toLength: max(line.count + 2, 36), withPad: " ", startingAt: 0) + "# " + b.command.summary)
            }
        }
        return out.joined(separator: "\n")
    }

    /// One row of a help table: the keys of `commands` (each command's keys together, commands
    /// apart), and what the row says (the first command's summary without one); or a `fixed` row
    /// for input that is no binding.
    public struct HelpRow: Sendable {
        public var commands: [Command]
        public var summary: String?
        public var fixed: String?

        public init(_ commands: [Command], _ summary: String? = nil) {
            self.commands = commands
            self.summary = summary
        }

        public init(fixed keys: String, _ summary: String) {
            commands = []
            self.summary = summary
            fixed = keys
        }
    }

    /// The help table for `rows`, `scopes` in the order the screen asks them: each command's keys
    /// from the first scope that binds it, but for keys an earlier scope takes, shown as keycaps
    /// (the keypad's, mouse buttons and gestures only when nothing else is bound); a row whose
    /// commands are bound to no key is left out.
    public func rows(_ rows: [HelpRow], scopes: [Scope]) -> [(keys: String, action: String)] {
        rows.compactMap { row in
            row.fixed.map { ($0, row.summary ?? "") } ?? keyGroups(row, scopes: scopes).map { ($0.map { $0.joined(separator: "  ") }.joined(separator: "      "), $1) }
        }
    }

    /// `rows` as a Markdown table (`swipe-player keys --markdown`, which the README and
    /// docs/using.md show): a command's keys apart by spaces, the row's commands by slashes.
    public func markdown(_ rows: [HelpRow], scopes: [Scope]) -> String {
        let lines = rows.compactMap { row -> String? in
            if let fixed = row.fixed { return "| \(fixed.split(separator: " ").joined(separator: " ")) | \(row.summary ?? "") |" }
            return keyGroups(row, scopes: scopes).map { "| \($0.map { $0.joined(separator: " ") }.joined(separator: " / ")) | \($1) |" }
        }
        return (["| keys | what they do |", "| --- | --- |"] + lines).joined(separator: "\n")
    }

    /// A row's keys as keycaps, command by command (none bound: nil), and what it says.
    private func keyGroups(_ row: HelpRow, scopes: [Scope]) -> ([[String]], String)? {
        let groups = row.commands.map { command -> [String] in
            guard let scope = scopes.first(where: { !self.keys(for: command, in: $0).isEmpty }) else { return [] }
            let bound = self.keys(for: command, in: scope).filter { !isShadowed($0, in: scope, scopes: scopes) }
            let main = bound.filter { !KeyName.isAlternative($0.key) }
            return (main.isEmpty ? bound : main).map(\.display)
        }.filter { !$0.isEmpty }
        guard !groups.isEmpty, let first = row.commands.first else { return nil }
        return (groups, row.summary ?? first.summary)
    }

    /// Whether a scope asked before `scope` takes `key` first (`focus leave` does not: it passes
    /// its key on while nothing has the focus).
    private func isShadowed(_ key: KeyChord, in scope: Scope, scopes: [Scope]) -> Bool {
        scopes.prefix { $0 != scope }.contains { earlier in
            bindings.contains { $0.scope == earlier && $0.key == key && $0.command != .focus(.leave) }
        }
    }

    /// `command`'s keys as the help shows them: from the first of `scopes` that binds it, as
    /// keycaps (the keypad's, mouse buttons and gestures only when nothing else is bound); "" when
    /// none is bound.
    public func keycaps(for command: Command, scopes: [Scope]) -> String {
        keyGroups(HelpRow([command]), scopes: scopes)?.0.first?.joined(separator: "  ") ?? ""
    }

    /// The key section of the manual: scope by scope, the reader's first, each command with its
    /// keys as keys.conf spells them ("Right, PageDown: next page").
    public var manual: String {
        let order: [Scope] = [.reader, .window, .focus, .menu, .presenting, .slideshow, .status]
        return order.compactMap { scope -> String? in
            let lines = Command.all.compactMap { command -> String? in
                let keys = self.keys(for: command, in: scope)
                return command == .ignore || keys.isEmpty ? nil : keys.map(\.spelling).joined(separator: ", ") + ": " + command.summary
            }
            return lines.isEmpty ? nil : "\(scope.manualTitle): " + lines.joined(separator: "; ") + "."
        }.joined(separator: "\n\n")
    }
}

extension KeyBindings.Scope {
    /// How the manual heads the scope's keys.
    var manualTitle: String {
        switch self {
        case .menu: "In a menu, panel or list"
        case .focus: "With the focus on a button, field or highlight"
        case .slideshow: "In a slideshow"
        case .presenting: "Presenting"
        case .status: "On a download or error page"
        case .reader: "Reading"
        case .window: "The window"
        }
    }
}
