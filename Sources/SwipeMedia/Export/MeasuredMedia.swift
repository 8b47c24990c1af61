import Foundation
import SwipeDocument

/// A document's media measured before they are needed: how long each video and page sound lasts
/// (so pages wait for them), and each page's speech, synthesized once and kept for an export's
/// sound track (or only its length). An export measures its pages up front; a slideshow measures page by page, off the
/// render thread.
public final class MeasuredMedia {
    public private(set) var lengths = MediaLengths()
    /// Page index → its speech (mono 16-bit at `speechRate`).
    public private(set) var speech: [Int: [Int16]] = [:]
    public private(set) var speechRate = 22050
    /// Page index → when each word of its speech is said (its captions).
    public private(set) var spokenWords: [Int: [ReadAloudWord]] = [:]
    private let document: Document
    private let language: String
    /// The `speechRate` and `speechVoice` settings the speech is synthesized with.
    private let style: SpeechStyle
    private let warn: (String) -> Void
    private var recorder: SpeechRecorder?
    private var triedSpeech = false
    /// Whether `speech` keeps the samples (an export mixes them; a slideshow needs only their length).
    private let keepsSpeech: Bool

    /// Nothing measured yet: `measure(page:)` does it; speech is spoken in `speech`'s style.
    public init(document: Document, language: String, speech: SpeechStyle = SpeechStyle(), keepsSpeech: Bool = true, warn: @escaping (String) -> Void) {
        self.document = document
        self.language = language
        style = speech
        self.keepsSpeech = keepsSpeech
        self.warn = warn
    }

    /// `pages` measured.
    public convenience init(document: Document, pages: ClosedRange<Int>, language: String, speech: SpeechStyle = SpeechStyle(), warn: @escaping (String) -> Void) {
        self.init(document: document, language: language, speech: speech, warn: warn)
        for i in pages { measure(page: i) }
    }

    /// Measures page `i`'s videos, audio and speech (files already measured are not opened again).
    public func measure(page i: Int) {
        let page = document.pages[i]
        var files = PageVideo.of(page, index: i).map(\.asset)
        if let audio = page.audio { files.append(audio) }
        for file in files where lengths.files[file] == nil {
            if let location = file.exportLocation, let d = MediaProbe.duration(of: location) { lengths.files[file] = d }
        }
        guard let text = page.spokenText(language: language), let speechSpec = page.speech else { return }
        if !triedSpeech {
            triedSpeech = true
            recorder = SpeechRecorder(warn: warn)
        }
        guard let recorder else { return }
        speechRate = recorder.sampleRate
        let (samples, words) = recorder.speak(text, voice: document.voices[speechSpec.voice], readerLanguage: language, style: style)
        if keepsSpeech { speech[i] = samples }
        spokenWords[i] = words
        lengths.speech[i] = Double(samples.count) / Double(recorder.sampleRate)
    }
}
