import SwipeCore
import SwipeMedia

/// Read-aloud highlighting in the window: while a page's `speech` or the page read aloud (R) is
/// heard, the word being spoken is highlighted where the page shows it (the `read-aloud` group),
/// applied only when the word changes and taken away when the speech ends or the page is left.
final class ReadAloudController {
    private var script: ReadAloudScript?
    private var word: Int?
    /// Whether speech is heard (or being made): the window keeps drawing frames then.
    private(set) var isRunning = false

    /// R: reads page `page`'s texts aloud in `language`, or stops reading when it is being read.
    func toggle(page: Int, document: Document, language: String, sound: SoundDirector?, decorator: inout Decorator, at time: Double) {
        guard let sound else { return }
        if sound.speechProgress(at: time)?.isReadingPage == true {
            sound.stopReading()
            clear(&decorator)
            return
        }
        guard let texts = ReadAloudScript(textsOf: page, document: document, language: language),
              sound.readAloud(page: page, text: texts.text, at: time) else { return }
        script = texts
        word = nil
        isRunning = true
    }

    /// Each frame: the word heard at `time` highlighted (nothing when no speech is heard).
    func update(sound: SoundDirector?, document: Document, language: String, href: String, decorator: inout Decorator, at time: Double) {
        guard let progress = sound?.speechProgress(at: time) else {
            if isRunning { clear(&decorator) }
            return
        }
        isRunning = true
        if script?.page != progress.page || script?.text != progress.text {
            script = progress.isReadingPage ? ReadAloudScript(textsOf: progress.page, document: document, language: language)
                : ReadAloudScript(speech: progress.text, page: progress.page, document: document, language: language)
            word = nil
        }
        let index = progress.elapsed.flatMap { ReadAloudWord.spoken(in: progress.words, at: $0) }
        guard index != word, let script else { return }
        word = index
        decorator.apply(script.decorations(word: index, of: progress.words, href: href,
                                           resolver: LocatorResolver(document: document, language: language)), in: ReadAloudScript.group)
    }

    /// The document was read again (and drawn by a new engine): the word heard is found and
    /// highlighted again on the next frame.
    func documentChanged() {
        script = nil
        word = nil
    }

    private func clear(_ decorator: inout Decorator) {
        decorator.apply([], in: ReadAloudScript.group)
        script = nil
        word = nil
        isRunning = false
    }
}
