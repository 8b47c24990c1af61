import SwipeReader

/// A node's states as AT-SPI2's `GetState` gives them: two 32-bit words, bit n for state number n
/// (`AtspiStateType`), with the states a toolkit derives from them (visible with showing,
/// sensitive with enabled, checkable, selectable, single or multi line from the role).
extension AccessibleStates {
    /// The AT-SPI state numbers of a node of `role` in these states.
    public func atspiNumbers(role: AccessibleRole) -> [UInt32] {
        var numbers: [UInt32] = []
        if contains(.checked) { numbers.append(4) }
        if contains(.editable) { numbers.append(7) }
        if contains(.enabled) { numbers += [8, 24] }                        // enabled, sensitive
        if contains(.focusable) { numbers.append(Self.atspiFocusable) }
        if contains(.focused) { numbers.append(Self.atspiFocused) }
        if role == .textArea { numbers.append(17) }                         // multi line
        if [.listItem, .menuItem].contains(role) { numbers.append(22) }     // selectable
        if contains(.selected) { numbers.append(23) }
        if contains(.showing) { numbers += [25, 30] }                       // showing, visible
        if role == .textField { numbers.append(26) }                        // single line
        if role == .checkBox { numbers.append(41) }                         // checkable
        return numbers
    }

    /// The numbers of the states `ATSPITree` adds: a window's `active`, the focus's.
    public static let atspiActive: UInt32 = 1, atspiFocusable: UInt32 = 11, atspiFocused: UInt32 = 12

    /// The two words of `GetState` with bits `numbers` set.
    public static func atspiWords(_ numbers: [UInt32]) -> [UInt32] {
        numbers.reduce(into: [0, 0]) { words, n in words[Int(n / 32)] |= 1 << (n % 32) }
    }
}
