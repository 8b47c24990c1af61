import CSDL2

extension SDL_TextInputEvent {
    /// The UTF-8 text the event brings (typed characters, an input method's committed text).
    var string: String {
        withUnsafeBytes(of: text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
