import CSDL2

/// How a texture is sampled, changed safely between queued draws. SDL 2.26 applies a scale mode
/// to the GL texture at once, so draws still queued would take it too, and binds the texture
/// behind the renderer's back, so a later draw could sample the wrong texture. Queued draws are
/// flushed first and the renderer is made to bind afresh; nothing happens when the mode holds.
enum TextureSampling {
    static func set(_ texture: OpaquePointer, _ mode: SDL_ScaleMode, renderer: OpaquePointer) {
        var current = SDL_ScaleModeLinear
        guard SDL_GetTextureScaleMode(texture, &current) == 0, current != mode else { return }
        SDL_RenderFlush(renderer)
        SDL_SetTextureScaleMode(texture, mode)
        if SDL_GL_BindTexture(texture, nil, nil) == 0 { SDL_GL_UnbindTexture(texture) }
    }
}
