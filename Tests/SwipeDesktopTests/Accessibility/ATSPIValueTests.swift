import SwipeDocument
import SwipeReader
@testable import SwipeDesktop
import Testing

/// A range setting's row as AT-SPI's Value interface gives it: its number, bounds and step read as
/// properties, `CurrentValue` set handed to the window as the setting given that number, and a
/// change of the number told as `accessible-value`.
@Suite struct ATSPIValueTests {
    static let rowID = AccessibleID.window.appending("settings").appending("volume")

    static func tree(volume: Double) -> ATSPITree {
        var row = AccessibleNode(id: rowID, role: .spinButton, name: "Volume", value: "\(Int(volume * 100)) %", frame: Rect(x: 10, y: 10, width: 200, height: 40),
                                 action: .setting(.playbackVolume))
        row.numeric = AccessibleValue(current: volume, minimum: 0, maximum: 1, increment: 0.1)
        let window = AccessibleNode(id: .window, role: .window, name: "Book", frame: Rect(x: 0, y: 0, width: 400, height: 300), children: [row])
        return ATSPITree(application: "swipe-player", window: window, active: true)
    }

    let responder = ATSPIResponder(tree: tree(volume: 0.8), busName: ":1.5", desktop: (name: ":1.0", path: ATSPIPath.root), applicationID: 3, locale: "C")
    let path = ATSPIPath.path(rowID)

    func properties(_ member: String, _ arguments: [BusValue]) -> ATSPIResponder.Answer {
        responder.answer(path: path, interface: "org.freedesktop.DBus.Properties", member: member, arguments)
    }

    @Test func theNumberItsBoundsAndStepAreProperties() {
        let interfaces = responder.answer(path: path, interface: "org.a11y.atspi.Accessible", member: "GetInterfaces", []).arguments
        guard case .array(_, let names)? = interfaces.first else { Issue.record("no interfaces"); return }
        #expect(names.contains(.string("org.a11y.atspi.Value")))
        #expect(properties("Get", [.string("org.a11y.atspi.Value"), .string("CurrentValue")]).arguments == [.variant(.double(0.8))])
        #expect(properties("Get", [.string("org.a11y.atspi.Value"), .string("MaximumValue")]).arguments == [.variant(.double(1))])
        #expect(properties("Get", [.string("org.a11y.atspi.Value"), .string("MinimumIncrement")]).arguments == [.variant(.double(0.1))])
        #expect(properties("Get", [.string("org.a11y.atspi.Value"), .string("Text")]).arguments == [.variant(.string("80 %"))])
    }

    @Test func settingCurrentValueHandsTheSettingItsNumber() {
        let set = properties("Set", [.string("org.a11y.atspi.Value"), .string("CurrentValue"), .variant(.double(0.3))])
        #expect(set.error == nil && set.action == .settingValue(.playbackVolume, 0.3))
        #expect(properties("Set", [.string("org.a11y.atspi.Value"), .string("MaximumValue"), .variant(.double(2))]).action == nil, "only the current value is set")
    }

    @Test func aChangedNumberIsToldAsAccessibleValue() {
        let events = ATSPIEvent.between(Self.tree(volume: 0.8), Self.tree(volume: 0.5), busName: ":1.5")
        #expect(events.map(\.member) == ["PropertyChange"])
        #expect(events.first?.arguments.first == .string("accessible-value"))
        #expect(events.first?.arguments[3] == .variant(.double(0.5)))
        #expect(ATSPIEvent.between(Self.tree(volume: 0.8), Self.tree(volume: 0.8), busName: ":1.5").isEmpty)
    }
}
