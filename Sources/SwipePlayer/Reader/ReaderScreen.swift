/// A screen made of a reader session (a document's, a story's): the window finds its on-screen
/// keyboard's field through it.
protocol ReaderScreen: Screen {
    var session: ReaderSession { get }
}
