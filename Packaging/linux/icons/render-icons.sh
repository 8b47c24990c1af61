#!/usr/bin/env bash
# Renders the hicolor PNG icons from the scalable SVGs (rsvg-convert, from librsvg2-bin), so the
# committed PNGs can be made again after an SVG changes. Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/hicolor"

for svg in scalable/apps/*.svg scalable/mimetypes/*.svg; do
  context=$(basename "$(dirname "$svg")")
  name=$(basename "$svg" .svg)
  for size in 16 24 32 48 64 128 256 512; do
    mkdir -p "${size}x${size}/$context"
    rsvg-convert --width "$size" --height "$size" "$svg" --output "${size}x${size}/$context/$name.png"
  done
done
