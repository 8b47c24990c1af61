import SwipeDocument

extension ListScroller.Key {
    /// The key a menu command is to a list (nil: it does not move the selection).
    public init?(_ menu: Command.Menu) {
        switch menu {
        case .up: self = .up
        case .down: self = .down
        case .pageup: self = .pageUp
        case .pagedown: self = .pageDown
        case .first: self = .home
        case .last: self = .end
        default: return nil
        }
    }
}
