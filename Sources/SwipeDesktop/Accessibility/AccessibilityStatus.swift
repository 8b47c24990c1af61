/// Whether the desktop wants accessibility: the session bus's `org.a11y.Status` (on `org.a11y.Bus`),
/// whose `IsEnabled` (set by Orca, or the desktop's accessibility settings) or
/// `ScreenReaderEnabled` being on means a client listens, so the tree is kept while it is. Read from
/// its `GetAll` and followed through its `PropertiesChanged`; pure.
struct AccessibilityStatus: Equatable {
    static let interface = "org.a11y.Status"
    static let properties = "org.freedesktop.DBus.Properties"
    /// The match for the status's `PropertiesChanged`.
    static let match = "type='signal',interface='\(properties)',member='PropertiesChanged',path='\(AccessibilityBusAddress.service.path)',arg0='\(interface)'"

    var isEnabled = false
    var screenReaderEnabled = false

    /// Either says a client listens (Orca started by hand sets only `IsEnabled`).
    var isOn: Bool { isEnabled || screenReaderEnabled }

    /// The properties of an `a{sv}` (`GetAll`'s reply, `PropertiesChanged`'s second argument) taken in.
    mutating func take(_ properties: BusValue) {
        guard case .list(let entries) = properties else { return }
        for case .list(let pair) in entries where pair.count == 2 {
            guard case .boolean(let on) = pair[1].unwrapped else { continue }
            switch pair[0].string {
            case "IsEnabled": isEnabled = on
            case "ScreenReaderEnabled": screenReaderEnabled = on
            default: break
            }
        }
    }
}

extension BusValue {
    /// The value inside any depth of variants.
    var unwrapped: BusValue {
        if case .variant(let inner) = self { return inner.unwrapped }
        return self
    }
}
