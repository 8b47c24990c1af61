/// What a node of the accessible tree is to a screen reader. Each role is one of AT-SPI2's
/// (named beside it), so the tree can be served over AT-SPI as it is.
public enum AccessibleRole: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The player's window (AT-SPI `frame`).
    case window
    /// A Swipe document or a Boken story (`document frame`).
    case document
    /// A page of a document, a scene of a story (`page`).
    case page
    /// A markdown element: its paragraphs and headings (`section`).
    case section
    /// Text: a text element, a paragraph of markdown (`paragraph`).
    case paragraph
    /// A markdown heading, its level in `AccessibleNode.level` (`heading`).
    case heading
    /// A picture (`image`).
    case image
    /// Something a tap does something with (`push button`).
    case button
    /// One line of editable text (`entry`).
    case textField
    /// Several lines of editable text (`text`).
    case textArea
    /// A list of rows (`list`) and one of its rows (`list item`).
    case list
    case listItem
    /// A video or a radio stream (`video`).
    case video
    /// Elements grouped under a name, or focusable as one (`panel`).
    case group
    /// Text of the player's own that says where the reader is: the page indicator (`status bar`).
    case status
    /// The reader menu (`menu`) and its rows (`menu item`).
    case menu
    case menuItem
    /// An overlay panel of the player's own: the settings panel (`dialog`).
    case dialog
    /// A setting that is on or off (`check box`).
    case checkBox
    /// A setting with a value chosen among several or in a range (`spin button`).
    case spinButton
}
