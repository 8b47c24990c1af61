import SwipeDocument
import SwipeReader
import SwipeRender

/// The text view's words where a reader's selection (Shift+drag) finds them: the element whose
/// text is on the line under the pointer and the character boundary nearest it, from the layout
/// drawn (scrolled by `scroll`), so a highlight made in the text view is a locator the fixed page
/// shows on the same words.
struct TextViewSelectableText: SelectableText {
    let page: Int
    let layout: TextViewLayout
    let scroll: Double
    /// An element's displayed text.
    let text: ([Int]) -> String?
    let show: ([Decoration]) -> Void

    private func content(_ p: Point) -> Point { Point(p.x, p.y + scroll) }

    func text(atPixel p: Point) -> TextTarget? {
        layout.element(at: content(p)).map { TextTarget(element: ElementInstance(page: page, path: $0), text: text($0)) }
    }

    func textOffset(in target: TextTarget, atPixel p: Point) -> Int? { layout.offset(in: target.element.path, at: content(p)) }

    func showSelection(_ decorations: [Decoration]) { show(decorations) }
}
