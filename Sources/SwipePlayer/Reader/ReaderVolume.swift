import SwipeDocument
import SwipeReader
import SwipeMedia

/// The reader's volume on a screen's sound, as documents and stories both have it: 9 − and 0 +
/// change it by a tenth (unmuting), M mutes and unmutes, each change told to the settings editor
/// (the panel shows it, and it is saved with the preferences) and to `onChanged` (the next document
/// or story opens at it); the `playbackVolume` and `mute` settings applied to the sound.
struct ReaderVolume {
    /// Told the volume (0…1) each time the reader changes it.
    var onChanged: ((Double) -> Void)?

    /// Changes the volume of `sound` by `step` (±0.1), unmuting.
    func change(by step: Double, sound: (any AdjustableSound)?, editor: SettingsEditor?) {
        guard let sound else { return }
        sound.changeVolume(by: step)
        editor?.set(.playbackVolume, .number(sound.volume))
        onChanged?(sound.volume)
    }

    /// M: mutes `sound`, or unmutes it.
    func toggleMute(sound: (any AdjustableSound)?, editor: SettingsEditor?) {
        guard let sound else { return }
        sound.toggleMute()
        editor?.set(.mute, .toggle(sound.output.isMuted))
    }

    /// The settings' volume and mute, on `sound`.
    func apply(_ settings: PresentationSettings, to sound: (any AdjustableSound)?) {
        guard let sound else { return }
        sound.volume = settings.playbackVolume
        sound.output.isMuted = settings.mute
    }
}

/// A screen's sound whose volume the reader changes: a document's `SoundDirector`, a story's `StorySound`.
protocol AdjustableSound: AnyObject {
    var output: AudioOutput { get }
    var volume: Double { get set }
    func changeVolume(by step: Double)
    func toggleMute()
}

extension SoundDirector: AdjustableSound {}
extension StorySound: AdjustableSound {}
