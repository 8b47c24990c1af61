import Foundation
import SwipeReader
import Testing
@testable import SwipePlayer

/// The headphone jack's source without sound hardware: the device found in a sysfs tree the test
/// makes, and `input_event` records fed through a named pipe as a device would give them.
struct HeadphoneJackInputTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headphone-jack-\(UUID().uuidString)")

    /// A sysfs `eventN` entry whose switch capabilities read `sw` (nil: none listed).
    func entry(_ name: String, sw: String?) throws {
        let caps = folder.appendingPathComponent("class/input/\(name)/device/capabilities")
        try FileManager.default.createDirectory(at: caps, withIntermediateDirectories: true)
        if let sw { try Data(sw.utf8).write(to: caps.appendingPathComponent("sw")) }
    }

    @Test func theDeviceIsTheOneAdvertisingTheHeadphoneSwitch() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let sysfs = folder.appendingPathComponent("class/input")
        try entry("event0", sw: "0\n")
        try entry("mouse0", sw: "54\n")
        try entry("event12", sw: nil)
        #expect(HeadphoneJackInput.device(sysfs: sysfs) == nil, "no event device has the switch")
        try entry("event10", sw: "54\n")
        try entry("event9", sw: "10\n")
        #expect(HeadphoneJackInput.device(sysfs: sysfs, devices: "/dev/input") == "/dev/input/event10")
    }

    @Test func recordsFromAPipeAreReadAsTheJacksStatesWriterAfterWriter() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("event-jack").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let states = Seen<Bool>()
        let thread = Thread { HeadphoneJackInput.read(pipe, post: { s in states.append(s) }, report: { _ in }) }
        thread.start()
        let sync = EvdevSwitch.record(type: 0, code: 0, value: 0)
        // A record split across two writes, then a second writer after the first left.
        let first = EvdevSwitch.record(value: 1) + sync + EvdevSwitch.record(value: 0)
        try write(Array(first.prefix(30)), Array(first.dropFirst(30)) + sync, to: pipe)
        try write(EvdevSwitch.record(value: 1) + sync, to: pipe)
        let deadline = Date().addingTimeInterval(5)
        while states.items.count < 3, Date() < deadline { usleep(20_000) }
        #expect(states.items == [true, false, true])
    }

    @Test func aDeviceThatCannotBeOpenedIsReported() {
        let told = Seen<String>()
        HeadphoneJackInput.read(folder.appendingPathComponent("none").path, post: { _ in }, report: { m in told.append(m) })
        #expect(told.items.count == 1 && told.items[0].contains("--headphone-jack") && told.items[0].contains("No such file"))
    }

    /// Writes `parts` to the pipe at `path` as one writer, a pause between them.
    func write(_ parts: [UInt8]..., to path: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: path))
        for part in parts {
            handle.write(Data(part))
            usleep(50_000)
        }
        try handle.close()
    }
}

/// What a reader's thread told, read by the test's.
private final class Seen<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [T] = []
    func append(_ item: T) { lock.withLock { kept.append(item) } }
    var items: [T] { lock.withLock { kept } }
}
