import SwipeReader
import Testing

/// The headphone jack's switch in the bytes Linux's input layer gives.
struct EvdevSwitchTests {
    @Test func theCapabilityBitmapNamesTheHeadphoneSwitch() {
        // An HDA codec's jack device: headphone (2), microphone (4) and line-out (6) switches.
        #expect(EvdevSwitch.advertises(capabilities: "54\n"))
        #expect(!EvdevSwitch.advertises(capabilities: "10\n"), "a microphone jack alone")
        #expect(!EvdevSwitch.advertises(capabilities: "0\n"), "a keyboard: no switches")
        #expect(!EvdevSwitch.advertises(capabilities: ""))
        // Words are the machine's, the most significant first: the headphone bit is in the last.
        #expect(EvdevSwitch.advertises(capabilities: "1 4"))
        #expect(!EvdevSwitch.advertises(capabilities: "4 0"))
        #expect(EvdevSwitch.advertises(4, capabilities: "54"), "another switch asked for")
    }

    @Test func recordsGiveTheJacksStatesAndLeaveAPartialRecordWaiting() {
        let sync = EvdevSwitch.record(type: 0, code: 0, value: 0)
        let bytes = EvdevSwitch.record(value: 1, seconds: 1_700_000_000) + sync
            + EvdevSwitch.record(code: 4, value: 1) + sync
            + EvdevSwitch.record(value: 0) + sync
        #expect(bytes.count == 6 * EvdevSwitch.recordSize)
        let all = EvdevSwitch.headphoneStates(in: bytes)
        #expect(all.states == [true, false], "the microphone's switch and the reports' ends left out")
        #expect(all.used == bytes.count)
        let cut = EvdevSwitch.headphoneStates(in: Array(bytes.prefix(EvdevSwitch.recordSize + 10)))
        #expect(cut.states == [true] && cut.used == EvdevSwitch.recordSize, "the record cut short waits for its rest")
        // A key event (EV_KEY) with the same code is no jack.
        #expect(EvdevSwitch.headphoneStates(in: EvdevSwitch.record(type: 1, code: 2, value: 1)).states.isEmpty)
    }
}
