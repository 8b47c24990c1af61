/// A headphone jack as Linux's input layer reports it (evdev, `linux/input.h`): a device under
/// `/dev/input/event*` that advertises the switch `SW_HEADPHONE_INSERT` in its switch
/// capabilities (`/sys/class/input/eventN/device/capabilities/sw`), and the `input_event` records
/// read from it, an `EV_SW` event with that code saying headphones went in (1) or out (0). Pure:
/// the bytes are given.
public enum EvdevSwitch {
    /// `EV_SW`, an event of a switch.
    public static let switchType: UInt16 = 0x05
    /// `SW_HEADPHONE_INSERT`, the headphone jack's switch.
    public static let headphoneInsert: UInt16 = 0x02
    /// The size of one `struct input_event` on a 64-bit system: a `timeval` (two 64-bit words),
    /// then type (16 bits), code (16 bits) and value (32 bits signed), in the machine's byte order.
    public static let recordSize = 24

    /// Whether a device whose `capabilities/sw` file reads `capabilities` has switch `code`: the
    /// file is a bitmap in hexadecimal words separated by spaces, the most significant first.
    public static func advertises(_ code: UInt16 = headphoneInsert, capabilities: String) -> Bool {
        let words = capabilities.split(whereSeparator: { $0 == " " || $0 == "\n" }).reversed()
        let bitsPerWord = MemoryLayout<UInt>.size * 8
        let index = Int(code) / bitsPerWord
        guard index < words.count, let word = UInt(words[words.index(words.startIndex, offsetBy: index)], radix: 16) else { return false }
        return word & (1 << (UInt(code) % UInt(bitsPerWord))) != 0
    }

    /// The headphone jack's states in `bytes`, whole `input_event` records in order (other events,
    /// such as the `EV_SYN` closing each report, left out), and how many bytes they used (a
    /// record cut short waits for the rest).
    public static func headphoneStates(in bytes: [UInt8]) -> (states: [Bool], used: Int) {
        var states: [Bool] = []
        let count = bytes.count / recordSize
        for record in 0..<count {
            let base = record * recordSize
            let type = UInt16(bytes[base + 16]) | UInt16(bytes[base + 17]) << 8
            let code = UInt16(bytes[base + 18]) | UInt16(bytes[base + 19]) << 8
            let value = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[base + 20 + $1]) << (8 * $1) }
            if type == switchType, code == headphoneInsert { states.append(value != 0) }
        }
        return (states, count * recordSize)
    }

    /// One `input_event` record (little-endian, as on x86-64 and arm64) for switch `code` at
    /// `value`: what a device writes, and what tests feed through a pipe.
    public static func record(type: UInt16 = switchType, code: UInt16 = headphoneInsert, value: Int32, seconds: Int64 = 0) -> [UInt8] {
        func bytes<T: FixedWidthInteger>(_ v: T) -> [UInt8] { (0..<MemoryLayout<T>.size).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
        return bytes(seconds) + bytes(Int64(0)) + bytes(type) + bytes(code) + bytes(value)
    }
}
