/// An export's sound track as a list of cues, from its page events, following what the window's
/// sound does (behaviour reference 2.8-2.9, 3.10): background music per template, kept across its
/// pages, a change fading the old track out (0.25 s) before the new one fades in from its start
/// (0.25 s), as the music player does; each play start's `audio` and `speech` from their start,
/// speech stopped when a turn away begins and both when the page is left; a page's videos'
/// soundtracks from `videoStart` while they play, looping on a repeating page.
public enum SoundCueList {
    /// Seconds each music fade lasts (out, then in).
    public static let musicFade = 0.25

    /// The cues of `events` (in time order) for `document` read in `language`; `lengths` gives the
    /// videos' lengths.
    public static func make(events: [PageEvent], document: Document, language: String, lengths: MediaLengths) -> [SoundCue] {
        var cues: [SoundCue] = []
        var track: BackgroundMusic.Track?
        var music: Int?
        var audio: [Int: Int] = [:], speech: [Int: Int] = [:], videos: [Int: [Int]] = [:]

        func stop(_ index: Int?, at time: Double, fade: Double = 0) {
            guard let index else { return }
            let end = min(cues[index].end ?? .infinity, time + fade)
            if end < (cues[index].end ?? .infinity) {
                cues[index].end = end
                cues[index].fadeOut = fade
            }
        }

        for e in events where document.pages.indices.contains(e.page) {
            let page = document.pages[e.page]
            switch e.kind {
            case .becameCurrent:
                let change = BackgroundMusic.change(playing: track, current: page)
                switch change {
                case .keep: break
                case .start(let t):
                    let start = music == nil ? e.time : e.time + musicFade
                    stop(music, at: e.time, fade: musicFade)
                    cues.append(SoundCue(source: .file(t.file), role: .music, start: start, loops: true, fadeIn: musicFade))
                    music = cues.count - 1
                    track = t
                case .stop:
                    stop(music, at: e.time, fade: musicFade)
                    music = nil
                    track = nil
                }
            case .playStarted:
                if let file = page.audio {
                    stop(audio[e.page], at: e.time)
                    cues.append(SoundCue(source: .file(file), role: .pageAudio, start: e.time))
                    audio[e.page] = cues.count - 1
                }
                if page.spokenText(language: language) != nil {
                    stop(speech[e.page], at: e.time)
                    cues.append(SoundCue(source: .speech(page: e.page), role: .speech, start: e.time))
                    speech[e.page] = cues.count - 1
                }
            case .willLeave:
                stop(speech[e.page], at: e.time)
            case .didLeave:
                stop(speech[e.page], at: e.time)
                stop(audio[e.page], at: e.time)
            case .videosStarted:
                for v in videos[e.page] ?? [] { stop(v, at: e.time) }
                videos[e.page] = PageVideo.of(page, index: e.page).map { video in
                    var timing = video.timing
                    timing.mediaDuration = lengths.files[video.asset]
                    let length = timing.length
                    cues.append(SoundCue(source: .file(video.asset), role: .video, start: e.time,
                                         end: timing.loops ? nil : length.map { e.time + $0 }, offset: timing.start,
                                         loops: timing.loops, loopLength: length))
                    return cues.count - 1
                }
            case .videosPaused:
                for v in videos[e.page] ?? [] { stop(v, at: e.time) }
            }
        }
        return cues.filter(\.isAudible)
    }
}
