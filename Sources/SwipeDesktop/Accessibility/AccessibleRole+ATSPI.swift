import SwipeReader

/// Each role as AT-SPI2 numbers and names it (`AtspiRole`, `atspi_role_get_name`).
extension AccessibleRole {
    /// AT-SPI's number for the role.
    public var atspiNumber: UInt32 {
        switch self {
        case .window: 23
        case .document: 82
        case .page: 84
        case .section: 85
        case .paragraph: 73
        case .heading: 83
        case .image: 27
        case .button: 43
        case .textField: 79
        case .textArea: 61
        case .list: 31
        case .listItem: 32
        case .video: 107
        case .group: 39
        case .status: 54
        case .menu: 33
        case .menuItem: 35
        case .dialog: 16
        case .checkBox: 7
        case .spinButton: 52
        }
    }

    /// AT-SPI's English name for the role (`GetRoleName`).
    public var atspiName: String {
        switch self {
        case .window: "frame"
        case .document: "document frame"
        case .button: "push button"
        case .textField: "entry"
        case .textArea: "text"
        case .listItem: "list item"
        case .group: "panel"
        case .status: "status bar"
        case .menuItem: "menu item"
        case .checkBox: "check box"
        case .spinButton: "spin button"
        default: rawValue
        }
    }

    /// AT-SPI's application role, for the root object.
    public static let atspiApplication: UInt32 = 75
}
