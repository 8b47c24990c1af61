import Foundation
import SwipeCore
import SwipeMedia

/// The media of the exported pages measured before the export starts: how long each video and
/// page sound lasts (so pages wait for them), and each page's speech, synthesized once and kept
/// for the sound track.
final class ExportMedia {
    private(set) var lengths = MediaLengths()
    /// Page index → its speech (mono 16-bit at `speechRate`).
    private(set) var speech: [Int: [Int16]] = [:]
    private(set) var speechRate = 22050

    init(document: Document, pages: ClosedRange<Int>, language: String, warn: @escaping (String) -> Void) {
        var recorder: SpeechRecorder?
        var triedSpeech = false
        for i in pages {
            let page = document.pages[i]
            var files = PageVideo.of(page, index: i).map(\.asset)
            if let audio = page.audio { files.append(audio) }
            for file in files where lengths.files[file] == nil {
                if let location = file.exportLocation, let d = MediaProbe.duration(of: location) { lengths.files[file] = d }
            }
            if let text = page.spokenText(language: language), let speechSpec = page.speech {
                if !triedSpeech {
                    triedSpeech = true
                    recorder = SpeechRecorder(warn: warn)
                }
                guard let recorder else { continue }
                speechRate = recorder.sampleRate
                let samples = recorder.speak(text, voice: document.voices[speechSpec.voice], readerLanguage: language)
                speech[i] = samples
                lengths.speech[i] = Double(samples.count) / Double(recorder.sampleRate)
            }
        }
    }
}
