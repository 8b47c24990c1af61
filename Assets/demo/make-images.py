#!/usr/bin/env python3
"""Draws the demo document's pictures (no third-party media): a sunset landscape and a
sprite sheet of a bouncing ball. Run it again to regenerate the PNGs beside it."""
import math
import struct
import zlib


def png(path, width, height, pixel):
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        for x in range(width):
            rows.extend(pixel(x, y))
    def chunk(kind, data):
        c = kind + data
        return struct.pack(">I", len(data)) + c + struct.pack(">I", zlib.crc32(c) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(bytes(rows), 9)))
        f.write(chunk(b"IEND", b""))


def mix(a, b, t):
    t = max(0.0, min(1.0, t))
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(len(a)))


def sunset(x, y, w=480, h=270):
    sky = mix((40, 30, 90, 255), (255, 150, 80, 255), y / (h * 0.7))
    sun = math.hypot(x - w * 0.62, y - h * 0.62) < h * 0.18
    hill1 = y > h * 0.72 + 18 * math.sin(x / 40.0)
    hill2 = y > h * 0.80 + 12 * math.sin(x / 23.0 + 1.3)
    if hill2:
        return (30, 60, 40, 255)
    if hill1:
        return (60, 100, 60, 255)
    if sun:
        return (255, 230, 120, 255)
    return sky


FRAMES = 8
CELL = 64


def ball_sheet(x, y):
    frame = x // CELL
    cx = CELL / 2
    t = frame / FRAMES
    height = abs(math.sin(math.pi * t))
    cy = CELL - 12 - height * 36
    squash = 1.0 + (0.25 if frame == 0 else 0.0)
    dx = (x % CELL - cx) / (14 * squash)
    dy = (y - cy) / (14 / squash)
    if dx * dx + dy * dy <= 1:
        shade = 1 - 0.35 * (dx + dy + 1.4) / 2.8
        return (int(230 * shade), int(70 * shade), int(60 * shade), 255)
    if y >= CELL - 4:
        return (90, 90, 90, 255)
    return (0, 0, 0, 0)


png("sunset.png", 480, 270, sunset)
png("ball-sprite.png", CELL * FRAMES, CELL, ball_sheet)
