import CSDL2

extension SDL_TextInputEvent {
    /// The UTF-8 text the event brings (typed characters, an input method's committed text).
    var string: String { nulEndedUTF8(text) }
}

extension SDL_TextEditingEvent {
    /// The UTF-8 text an input method is composing (shown at the caret until it is committed).
    var string: String { nulEndedUTF8(text) }
}

/// The text in an SDL event's fixed-size buffer, up to its NUL.
private func nulEndedUTF8<Buffer>(_ buffer: Buffer) -> String {
    withUnsafeBytes(of: buffer) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
}
