import SwipeReader

/// A signal AT-SPI2 clients (Orca) listen for, emitted on the path of the object it is about: the
/// window activated or deactivated, a node gaining or losing focus, a node's children added or
/// removed (a page turned), a control's number changed. Found by comparing two snapshots of the tree; pure.
public struct ATSPIEvent: Equatable, Sendable {
    public var path: String
    public var interface: String
    public var member: String
    /// The signal's arguments: AT-SPI's `siiva{sv}`.
    public var arguments: [BusArgument]

    static let objectEvents = "org.a11y.atspi.Event.Object"
    static let windowEvents = "org.a11y.atspi.Event.Window"

    /// What changed from `old` to `new`: the window activated (`Activate` and its `active` state,
    /// first: Orca follows the focus of the active window), each node whose children changed
    /// (their removal, then their addition), each control whose number changed (`accessible-value`), focus leaving the old node and reaching the new one
    /// (last, as Orca speaks the focus it is told of last), then the window deactivated.
    /// `busName` names the server in object references.
    public static func between(_ old: ATSPITree, _ new: ATSPITree, busName: String) -> [ATSPIEvent] {
        var events: [ATSPIEvent] = []
        if new.active, !old.active { events += activation(true) }
        for node in new.window.flattened {
            guard let before = old.node(node.id) else { continue }
            let was = before.children.map(\.id), now = node.children.map(\.id)
            guard was != now else { continue }
            for (i, id) in was.enumerated() where !now.contains(id) {
                events.append(childrenChanged(node.id, "remove", i, id, busName))
            }
            for (i, id) in now.enumerated() where !was.contains(id) {
                events.append(childrenChanged(node.id, "add", i, id, busName))
            }
        }
        for node in new.window.flattened {
            guard let number = node.numeric, let before = old.node(node.id)?.numeric, before.current != number.current else { continue }
            events.append(ATSPIEvent(path: ATSPIPath.path(node.id), interface: objectEvents, member: "PropertyChange",
                                     arguments: [.string("accessible-value"), .int32(0), .int32(0), .variant(.double(number.current)), .variantDictionary([])]))
        }
        let lost = old.focus, gained = new.focus
        if lost != gained {
            if let lost, new.node(lost) != nil { events.append(state("focused", of: lost, false)) }
            if let gained { events.append(state("focused", of: gained, true)) }
        }
        if old.active, !new.active { events += activation(false) }
        return events
    }

    /// The window's `Activate` and `active` state, or its `active` state lost and `Deactivate`.
    private static func activation(_ on: Bool) -> [ATSPIEvent] {
        let window = ATSPIEvent(path: ATSPIPath.path(.window), interface: windowEvents, member: on ? "Activate" : "Deactivate",
                                arguments: [.string(""), .int32(0), .int32(0), .variant(.string("")), .variantDictionary([])])
        let active = state("active", of: .window, on)
        return on ? [window, active] : [active, window]
    }

    private static func childrenChanged(_ parent: AccessibleID, _ kind: String, _ index: Int, _ child: AccessibleID, _ busName: String) -> ATSPIEvent {
        ATSPIEvent(path: ATSPIPath.path(parent), interface: objectEvents, member: "ChildrenChanged",
                   arguments: [.string(kind), .int32(Int32(index)), .int32(0),
                               .variant(.structure([.string(busName), .objectPath(ATSPIPath.path(child))])), .variantDictionary([])])
    }

    private static func state(_ name: String, of id: AccessibleID, _ on: Bool) -> ATSPIEvent {
        ATSPIEvent(path: ATSPIPath.path(id), interface: objectEvents, member: "StateChanged",
                   arguments: [.string(name), .int32(on ? 1 : 0), .int32(0), .variant(.int32(0)), .variantDictionary([])])
    }
}
