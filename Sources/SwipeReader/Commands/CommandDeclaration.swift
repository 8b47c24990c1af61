import SwipeDocument

/// One command declared once: its name, what it does, the scope its keys are bound in, the screens
/// that offer it, whether a kiosk allows it, its default keys and its rows in each screen's help.
/// `Command.declarations` lists them all; the names, `Command.all`, `KeyBindings.defaults`,
/// `KioskPolicy.allowedCommands` and the help rows are made from it, and a test checks that every
/// screen offering a command carries it out.
public struct CommandDeclaration: Sendable {
    public let command: Command
    /// As keys.conf writes it: "page next".
    public let name: String
    /// What it does, as the help overlay and the manual say it.
    public let summary: String
    /// Where its keys are bound (keys.conf's lines without a `{scope}` prefix).
    public let scope: KeyBindings.Scope
    /// The screens that offer it; elsewhere it is told unavailable (`unavailable`).
    public let screens: Set<CommandScreen>
    /// Whether a kiosk's visitors may use it.
    public let kiosk: Bool
    /// Its default keys, as keys.conf spells them: in `scope`, then in other scopes (`bound(_:in:)`).
    public private(set) var keys: [(scope: KeyBindings.Scope, key: String)]
    /// What its row says in a screen's help (commands whose rows say the same there share the row);
    /// absent from a screen's help without one.
    public private(set) var help: [CommandScreen: String] = [:]
    /// Why it does nothing on a screen that does not offer it, where "has no use for it" says too little.
    public private(set) var reasons: [CommandScreen: String] = [:]

    /// `keys`: its default keys in `scope`, spelt as keys.conf spells them and apart by spaces.
    public init(_ command: Command, _ name: String, _ summary: String, on screens: Set<CommandScreen>, scope: KeyBindings.Scope = .reader,
                kiosk: Bool = false, keys: String = "") {
        self.command = command
        self.name = name
        self.summary = summary
        self.screens = screens
        self.scope = scope
        self.kiosk = kiosk
        self.keys = keys.split(separator: " ").map { (scope, String($0)) }
    }

    /// Also bound to `keys` (apart by spaces) in `scope`: a presenter's B blanking the screen.
    public func bound(_ keys: String, in scope: KeyBindings.Scope) -> Self {
        var d = self
        d.keys += keys.split(separator: " ").map { (scope, String($0)) }
        return d
    }

    /// Listed in the help of `screens`, its row saying `row` (nil: the summary).
    public func help(_ screens: CommandScreen..., row: String? = nil) -> Self {
        var d = self
        for screen in screens { d.help[screen] = row ?? summary }
        return d
    }

    /// Told as unavailable on `screen` for `reason`.
    public func unavailable(on screen: CommandScreen, _ reason: String) -> Self {
        var d = self
        d.reasons[screen] = reason
        return d
    }

    /// Why the command does nothing on `screen` (which does not offer it).
    public func reason(on screen: CommandScreen) -> String { reasons[screen] ?? "\(screen.name) has no use for it" }
}
