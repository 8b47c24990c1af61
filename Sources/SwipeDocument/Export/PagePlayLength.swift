/// How long a page's play lasts in an export, from its arrival: its animation (`duration`, once
/// round for a repeating page) when it plays by itself or is played, and at least as long as the
/// videos, the `audio` and the speech its play starts (a reader waits for them). A `never` page
/// and a `play: "scroll"` page (at its end on arrival) have no animation to wait for; without
/// `autoplay` no other page starts by itself either.
public enum PagePlayLength {
    public static func of(_ page: Page, index: Int, lengths: MediaLengths, autoplay: Bool = true) -> Double {
        var length = 0.0
        let starts: Bool
        switch page.play {
        case .auto, .always, .pause:
            guard autoplay else { return 0 }
            length = page.duration
            starts = true
        case .never:
            starts = page.repeat
            if page.repeat { length = page.duration }
        case .scroll:
            starts = true
        }
        guard starts else { return max(0, length) }
        if let audio = page.audio, let l = lengths.files[audio] { length = max(length, l) }
        if let l = lengths.speech[index] { length = max(length, l) }
        if page.play != .scroll {
            for video in PageVideo.of(page, index: index) {
                var timing = video.timing
                timing.mediaDuration = lengths.files[video.asset]
                timing.loops = false
                if let l = timing.length { length = max(length, l) }
            }
        }
        return max(0, length)
    }
}
