import CSDL2
import SwipeCore
import SwipeMedia

/// One streaming YUV texture per video element on screen, refilled only when its decoder has a
/// new picture, and released once the element has not been drawn for a while.
final class VideoTextures {
    private struct Entry {
        let texture: OpaquePointer
        let width: Int
        let height: Int
        var serial: Int
        var lastUse: Int
    }

    private let renderer: OpaquePointer
    private var entries: [VideoContent.Instance: Entry] = [:]
    private var frame = 0

    init(renderer: OpaquePointer) { self.renderer = renderer }

    deinit {
        for e in entries.values { SDL_DestroyTexture(e.texture) }
    }

    /// Marks a new frame and lets go of textures not drawn for two seconds' worth of frames.
    func beginFrame() {
        frame += 1
        guard frame % 60 == 0 else { return }
        for (key, e) in entries where frame - e.lastUse > 120 {
            SDL_DestroyTexture(e.texture)
            entries.removeValue(forKey: key)
        }
    }

    /// The texture holding `picture` for `instance`, uploaded if it changed.
    func texture(for instance: VideoContent.Instance, picture: VideoFrame) -> OpaquePointer? {
        var e = entries[instance]
        if let old = e, old.width != picture.width || old.height != picture.height {
            SDL_DestroyTexture(old.texture)
            e = nil
        }
        if e == nil {
            guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_IYUV.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                            Int32(picture.width), Int32(picture.height)) else { return nil }
            SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
            e = Entry(texture: t, width: picture.width, height: picture.height, serial: -1, lastUse: frame)
        }
        guard var entry = e else { return nil }
        if entry.serial != picture.serial {
            picture.y.withUnsafeBufferPointer { y in
                picture.u.withUnsafeBufferPointer { u in
                    picture.v.withUnsafeBufferPointer { v in
                        _ = SDL_UpdateYUVTexture(entry.texture, nil, y.baseAddress, Int32(picture.width), u.baseAddress, Int32(picture.chromaWidth),
                                                 v.baseAddress, Int32(picture.chromaWidth))
                    }
                }
            }
            entry.serial = picture.serial
        }
        entry.lastUse = frame
        entries[instance] = entry
        return entry.texture
    }
}
