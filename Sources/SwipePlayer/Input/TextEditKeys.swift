import CSDL2
import SwipeDocument

/// The keys of a text box being edited, as a reader expects them (Up and Down go by the lines as
/// laid out: `PageInteraction.moveCaretLine`): Left and Right, Home/End (Ctrl: the
/// whole text), Ctrl+arrows by word, Shift to select, Backspace and Delete, Enter for a newline in
/// a `textArea`, Ctrl+A to select all, Ctrl+C/X/V through SDL's clipboard.
enum TextEditKeys {
    /// What a key does to a text box being edited.
    enum Action {
        /// A change of the text or its caret.
        case edit((inout TextEdit) -> Void)
        /// Up or Down: the caret to the line above or below as laid out (Shift: selecting).
        case caretLine(up: Bool, extend: Bool)
        /// Escape or Tab: editing ends.
        case endEditing
    }

    /// What `sym` does to the field being edited; nil for keys it leaves alone (they do nothing
    /// while it is edited: typed characters come as text input).
    static func action(_ sym: SDL_Keysym) -> Action? {
        let shift = UInt32(sym.mod) & KMOD_SHIFT.rawValue != 0
        switch Int(sym.sym) {
        case Int(SDLK_UP.rawValue): return .caretLine(up: true, extend: shift)
        case Int(SDLK_DOWN.rawValue): return .caretLine(up: false, extend: shift)
        case Int(SDLK_ESCAPE.rawValue), Int(SDLK_TAB.rawValue): return .endEditing
        default: return command(sym).map(Action.edit)
        }
    }

    /// What `sym` does to the text; nil for the keys a text box leaves alone (Escape, Tab, …).
    private static func command(_ sym: SDL_Keysym) -> ((inout TextEdit) -> Void)? {
        let mod = UInt32(sym.mod)
        let shift = mod & KMOD_SHIFT.rawValue != 0
        let ctrl = mod & KMOD_CTRL.rawValue != 0
        let key = Int(sym.sym)
        func move(_ m: TextEdit.Motion) -> (inout TextEdit) -> Void { { $0.move(m, extend: shift) } }
        switch key {
        case Int(SDLK_LEFT.rawValue): return move(ctrl ? .wordLeft : .left)
        case Int(SDLK_RIGHT.rawValue): return move(ctrl ? .wordRight : .right)
        case Int(SDLK_HOME.rawValue): return move(ctrl ? .textStart : .lineStart)
        case Int(SDLK_END.rawValue): return move(ctrl ? .textEnd : .lineEnd)
        case Int(SDLK_BACKSPACE.rawValue): return { $0.deleteBackward() }
        case Int(SDLK_DELETE.rawValue): return { $0.deleteForward() }
        // A textField does nothing on Return (7); `insert` drops the newline there.
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return { if $0.isMultiline { $0.insert("\n") } }
        case Int(SDLK_a.rawValue) where ctrl: return { $0.selectAll() }
        case Int(SDLK_c.rawValue) where ctrl: return { edit in copy(edit.selectedText) }
        case Int(SDLK_x.rawValue) where ctrl: return { edit in copy(edit.cut()) }
        case Int(SDLK_v.rawValue) where ctrl: return { edit in if let s = pasted() { edit.insert(s) } }
        default: return nil
        }
    }

    private static func copy(_ s: String) {
        if !s.isEmpty { SDL_SetClipboardText(s) }
    }

    private static func pasted() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let c = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(c) }
        return String(cString: c)
    }
}
