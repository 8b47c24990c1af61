import SwipeDocument
import SwipeReader

/// What the player reads that presses keys: keys.conf (or `--keys`) files and `--control` lines.
extension FuzzTarget {
    /// A keys file laid over the default bindings as `KeysConfig` does; `swipe-player keys`'
    /// listing or the help of one of the three screens made from the result (one, chosen by the
    /// number of lines read: each takes a millisecond), and each key it binds looked up in every scope.
    static func keys(_ text: String) {
        let file = KeysFile(text: text, file: "keys.conf")
        for d in file.diagnostics { _ = d.description }
        var bindings = KeyBindings.defaults
        bindings.apply(file)
        switch [nil, CommandScreen.document, .list, .story][file.lines.count % 4] {
        case let help?: _ = bindings.rows(PlayerChrome.helpRows(help), scopes: PlayerChrome.helpScopes(help))
        case nil: _ = bindings.listing
        }
        for line in file.lines {
            let key = line.binding.key
            _ = (bindings.command(for: key, in: KeyBindings.Scope.allCases), key.unshifted, key.display, key.spelling)
        }
    }

    /// `--control` lines as `ControlInput` reads them, parsed, their problems worded, their key
    /// names resolved.
    static func control(_ bytes: [UInt8]) {
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            do {
                if case .key(let name)? = try ControlLine.parse(bytes: line) { _ = KeyName.key(name).map(KeyName.display) }
            } catch {
                _ = error.description
            }
        }
    }
}
