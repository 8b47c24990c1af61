import SwipeDocument
import SwipeReader
import SwipeMedia

/// Read-aloud highlighting in the window, on a document's pages or a story's scenes: while a page's
/// `speech` or the page (scene) read aloud (R) is heard, the word being spoken is highlighted where
/// it is shown (the `read-aloud` group; in the text view, marked in its column), applied only when
/// the word changes and taken away when the speech ends or the page is left.
final class ReadAloudController {
    private var script: ReadAloudScript?
    /// Whether the script was read from the text view's column.
    private var scriptInColumn = false
    private var word: Int?
    /// Whether speech is heard (or being made): the window keeps drawing frames then.
    private(set) var isRunning = false

    /// What a screen reads aloud and where its words are shown.
    struct Source {
        /// Page (scene) `page`'s texts in reading order, for R.
        let texts: (_ page: Int) -> ReadAloudScript?
        /// A page's own `speech` found where the page shows it (a story has none).
        let speech: (_ text: String, _ page: Int) -> ReadAloudScript?
        /// Makes the locators of the words lit.
        let resolver: any LocatorResolving
        let href: String
        /// The screen's text view, where a word marked is taken away.
        var textView: TextViewReader?
        /// The text view's column while it shows (`TextViewShowing.readingColumn`): `texts` and
        /// `speech` are read from it, and the word heard is marked in it.
        var column: TextViewLayout?

        /// This source, with the screen's text view.
        func with(textView: TextViewReader) -> Source {
            var out = self
            out.textView = textView
            return out
        }
    }

    /// R: reads page `page`'s texts aloud, or stops reading when it is being read.
    func toggle(page: Int, from source: Source, sound: (any ReadsAloud)?, decorator: inout Decorator, at time: Double) {
        guard let sound else { return }
        if sound.speechProgress(at: time)?.isReadingPage == true {
            sound.stopReading()
            clear(&decorator, source)
            return
        }
        guard let texts = source.texts(page), sound.readAloud(page: page, text: texts.text, at: time) else { return }
        script = texts
        scriptInColumn = source.column != nil
        word = nil
        isRunning = true
    }

    /// Each frame: the word heard at `time` highlighted (nothing when no speech is heard).
    func update(from source: Source, sound: (any ReadsAloud)?, decorator: inout Decorator, at time: Double) {
        guard let progress = sound?.speechProgress(at: time) else {
            if isRunning { clear(&decorator, source) }
            return
        }
        isRunning = true
        if script?.page != progress.page || script?.text != progress.text || scriptInColumn != (source.column != nil) {
            if scriptInColumn != (source.column != nil) { unmark(&decorator, source) }
            word = nil
            script = progress.isReadingPage ? source.texts(progress.page) : source.speech(progress.text, progress.page)
            scriptInColumn = source.column != nil
        }
        let index = progress.elapsed.flatMap { ReadAloudWord.spoken(in: progress.words, at: $0) }
        guard index != word, let script else { return }
        word = index
        if let column = source.column {
            source.textView?.mark(column.word(spoken: index, of: progress.words, script: script), in: column)
        } else {
            decorator.apply(script.decorations(word: index, of: progress.words, href: source.href, resolver: source.resolver), in: ReadAloudScript.group)
        }
    }

    /// The document or story was read again (and drawn by a new engine): the word heard is found and
    /// highlighted again on the next frame.
    func documentChanged() {
        script = nil
        word = nil
    }

    private func clear(_ decorator: inout Decorator, _ source: Source) {
        unmark(&decorator, source)
        script = nil
        isRunning = false
    }

    /// No word marked, on the page or in the text view.
    private func unmark(_ decorator: inout Decorator, _ source: Source) {
        decorator.apply([], in: ReadAloudScript.group)
        if let view = source.textView, let shown = view.shown { view.mark(nil, in: shown.layout) }
        word = nil
    }
}
