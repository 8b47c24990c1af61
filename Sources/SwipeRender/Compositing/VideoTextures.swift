import SwipeDocument
import SwipeMedia

/// One video texture per video element on screen, refilled only when its decoder has a
/// new picture, and released once the element has not been drawn for a while.
final class VideoTextures {
    private struct Entry {
        let texture: OpaquePointer
        let width: Int
        let height: Int
        var serial: Int
        var lastUse: Int
    }

    private let device: DrawingDevice
    private var entries: [VideoContent.Instance: Entry] = [:]
    private var frame = 0
    /// Video pictures uploaded since the textures were made, and the seconds that took.
    private(set) var uploads = 0
    private(set) var uploadSeconds = 0.0

    init(device: DrawingDevice) { self.device = device }

    deinit {
        for e in entries.values { device.destroy(e.texture) }
    }

    /// Marks a new frame and lets go of textures not drawn for two seconds' worth of frames.
    func beginFrame() {
        frame += 1
        guard frame % 60 == 0 else { return }
        for (key, e) in entries where frame - e.lastUse > 120 {
            device.destroy(e.texture)
            entries.removeValue(forKey: key)
        }
    }

    /// The texture holding `picture` for `instance`, uploaded if it changed.
    func texture(for instance: VideoContent.Instance, picture: VideoFrame) -> OpaquePointer? {
        var e = entries[instance]
        if let old = e, old.width != picture.width || old.height != picture.height {
            device.destroy(old.texture)
            e = nil
        }
        if e == nil {
            guard let t = device.makeVideoTexture(width: picture.width, height: picture.height) else { return nil }
            e = Entry(texture: t, width: picture.width, height: picture.height, serial: -1, lastUse: frame)
        }
        guard var entry = e else { return nil }
        if entry.serial != picture.serial {
            let start = FrameWork.now()
            device.upload(picture, to: entry.texture)
            uploads += 1
            uploadSeconds += FrameWork.now() - start
            entry.serial = picture.serial
        }
        entry.lastUse = frame
        entries[instance] = entry
        return entry.texture
    }
}
