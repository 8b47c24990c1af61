#!/usr/bin/env python3
"""Draws and synthesises the sample story's media (no third-party media): the sea, a lighthouse
(in an Xcode asset catalogue, as Boken stories keep their pictures), the lamp's beam, the waves'
and the bell's sounds (WAV) and the background music (MP3, encoded with ffmpeg). Run it again to
regenerate the files beside it."""
import json
import math
import os
import struct
import subprocess
import wave

HERE = os.path.dirname(os.path.abspath(__file__))


def png(path, width, height, pixel):
    """A PNG of `pixel(x, y)` → RGBA, encoded by ffmpeg."""
    rows = bytearray()
    for y in range(height):
        for x in range(width):
            rows.extend(pixel(x, y))
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", f"{width}x{height}", "-i", "-",
                    "-frames:v", "1", path], input=bytes(rows), check=True)


def mix(a, b, t):
    t = max(0.0, min(1.0, t))
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(len(a)))


def sea(x, y, w=320, h=240):
    horizon = h * 0.55
    if y < horizon:
        return mix((40, 60, 140, 255), (250, 170, 110, 255), y / horizon)
    wave_ = 0.5 + 0.5 * math.sin(x / 9.0 + y / 3.0)
    return mix((20, 60, 110, 255), (40, 100, 150, 255), wave_ * (y - horizon) / (h - horizon))


def lighthouse(x, y, w=60, h=200):
    if y < 30:
        return (250, 220, 80, 255) if abs(x - w / 2) < 14 else (0, 0, 0, 0)
    half = 12 + 14 * (y - 30) / (h - 30)
    if abs(x - w / 2) > half:
        return (0, 0, 0, 0)
    return (220, 40, 40, 255) if (y // 34) % 2 == 0 else (245, 245, 245, 255)


def beam(x, y, w=240, h=24):
    fade = 1 - x / w
    inside = abs(y - h / 2) < (h / 2) * (0.3 + 0.7 * x / w)
    return (255, 240, 150, int(220 * fade)) if inside else (0, 0, 0, 0)


def tone(path, seconds, voices, rate=22050, volume=0.3):
    """A WAV of summed sine voices (frequency, start, length, decay)."""
    frames = bytearray()
    for i in range(int(seconds * rate)):
        t = i / rate
        v = 0.0
        for f, start, length, decay in voices:
            if start <= t < start + length:
                v += math.sin(2 * math.pi * f * t) * math.exp(-(t - start) * decay)
        frames += struct.pack("<h", int(max(-1, min(1, v * volume)) * 32767))
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(bytes(frames))


def main():
    png(os.path.join(HERE, "sea.png"), 320, 240, sea)
    catalogue = os.path.join(HERE, "Assets.xcassets", "lighthouse.imageset")
    os.makedirs(catalogue, exist_ok=True)
    png(os.path.join(catalogue, "lighthouse.png"), 60, 200, lighthouse)
    with open(os.path.join(catalogue, "Contents.json"), "w") as f:
        json.dump({"images": [{"filename": "lighthouse.png", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}, f, indent=2)
        f.write("\n")
    png(os.path.join(HERE, "beam.png"), 240, 24, beam)
    # Waves: a low rumble; the bell: a struck partial series; the music: a slow arpeggio.
    tone(os.path.join(HERE, "waves.wav"), 2.0, [(110 + 7 * k, 0.0, 2.0, 1.0) for k in range(3)], volume=0.15)
    tone(os.path.join(HERE, "bell.wav"), 1.5, [(660, 0, 1.5, 3), (1320, 0, 1.5, 5), (1980, 0, 1.5, 8)])
    notes = [220, 277, 330, 277, 247, 294, 370, 294]
    raw = os.path.join(HERE, "music.tmp.wav")
    tone(raw, 4.0, [(f, i * 0.5, 0.5, 2.5) for i, f in enumerate(notes)], volume=0.25)
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-i", raw, "-codec:a", "libmp3lame", "-b:a", "32k",
                    os.path.join(HERE, "music.mp3")], check=True)
    os.remove(raw)


if __name__ == "__main__":
    main()
