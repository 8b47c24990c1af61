import SwipeReader
import Testing

/// Headphones plugged in turn spoken feedback on, once per plug.
struct HeadphoneJackTests {
    /// What `jack` decides for each report (inserted, spoken feedback on) in turn.
    func decisions(_ jack: inout HeadphoneJack, _ reports: [(Bool, Bool)]) -> [Bool] {
        reports.map { jack.reported(inserted: $0.0, spokenFeedback: $0.1) }
    }

    @Test func pluggingInTurnsSpokenFeedbackOnOncePerPlug() {
        var jack = HeadphoneJack()
        // Plugged in: on. Reported in again without being pulled out: nothing. Pulled out: spoken
        // feedback stays as it is. The next visitor's plug: on again.
        #expect(decisions(&jack, [(true, false), (true, false), (false, true)]) == [true, false, false])
        #expect(jack.plugged == false)
        #expect(decisions(&jack, [(true, false)]) == [true])
    }

    @Test func alreadyOnOrPulledOutDoesNothing() {
        var jack = HeadphoneJack()
        #expect(jack.plugged == nil)
        // Out first: nothing; in while spoken feedback is on: not turned off by a toggle.
        #expect(decisions(&jack, [(false, false), (true, true)]) == [false, false])
        #expect(jack.plugged == true)
    }
}
