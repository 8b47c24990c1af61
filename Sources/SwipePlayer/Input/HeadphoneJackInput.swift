import Foundation
import SwipeReader

/// `--headphone-jack`: the jack's switch read from Linux's input layer (evdev) on a thread of its
/// own, each headphone state it reports posted to the window (`PostedEvent.headphonesIn`, `…Out`),
/// where `SpokenFeedbackSession` decides (`HeadphoneJack`). The device is the one that advertises
/// `SW_HEADPHONE_INSERT` (`EvdevSwitch`), found under `/sys/class/input`, or a path given; reading
/// it needs the `input` group (or a udev rule). A named pipe given instead is opened again after
/// each writer closes it, so a test (or a script watching ALSA's jack controls) can feed it records.
public enum HeadphoneJackInput {
    /// The event device that reports a headphone jack, among `sysfs`'s `eventN` entries (each
    /// `device/capabilities/sw`), as its path under `devices`; nil when none does.
    public static func device(sysfs: URL = URL(fileURLWithPath: "/sys/class/input"), devices: String = "/dev/input") -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sysfs.path)) ?? []
        return names.filter { $0.hasPrefix("event") }.sorted { $0.localizedStandardCompare($1) == .orderedAscending }.first { name in
            let caps = try? String(contentsOf: sysfs.appendingPathComponent(name).appendingPathComponent("device/capabilities/sw"), encoding: .utf8)
            return caps.map { EvdevSwitch.advertises(capabilities: $0) } == true
        }.map { devices + "/" + $0 }
    }

    /// Starts reading `path` (`auto`: the device `device()` finds), posting what it reports; the
    /// reader lives as long as the process. What goes wrong is told to `report` once.
    public static func start(path: String, report: @escaping @Sendable (String) -> Void) {
        guard let device = path == "auto" ? device() : path else {
            return report("swipe-player: --headphone-jack: no input device reports a headphone jack (SW_HEADPHONE_INSERT)")
        }
        let thread = Thread { read(device, post: { ($0 ? PostedEvent.headphonesIn : .headphonesOut).post() }, report: report) }
        thread.name = "swipe-player.headphones"
        thread.start()
    }

    /// Reads `input_event` records from `path` until it fails, each headphone state told to `post`
    /// (a pipe opened again when its writer leaves).
    static func read(_ path: String, post: (Bool) -> Void, report: (String) -> Void) {
        repeat {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return report("swipe-player: --headphone-jack \(path): \(String(cString: strerror(errno)))") }
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 64 * EvdevSwitch.recordSize)
            while true {
                let n = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { break }
                pending += buffer[0..<n]
                let (states, used) = EvdevSwitch.headphoneStates(in: pending)
                pending.removeFirst(used)
                states.forEach(post)
            }
            close(fd)
        } while ControlInput.isPipe(path)
    }
}
