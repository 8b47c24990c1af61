import SwipeDocument

extension KeyBindings {
    /// The player's own bindings, each command's declared keys (`Command.declarations`): what every
    /// reader gets before their keys.conf and `--keys`.
    public static let defaults = KeyBindings(Command.declarations.flatMap { d in
        d.keys.map { Binding(try! KeyChord.binding($0.key), d.command, scope: $0.scope) }
    })
}
