#!/usr/bin/env bash
# `swipe-player render` beside swipejs (the original engine's HTML5 port) in headless Chromium, in
# one command on a fresh Debian 12 machine: installs Chromium's headless shell, fetches swipejs (at
# the commit docs/benchmark.md's figures were measured with), builds the release programs and runs
# swipe-bench's comparison on the tutorial, nasa, the demo and vectors. Nothing of swipejs is kept
# in this project; its checkout goes to .build/swipejs (or SWIPEJS), both pictures of each page to
# .build/versus. Extra arguments go to swipe-bench (--json, --size WxH...). Needs no display.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Packaging/install-deps.sh --versus-swipejs
checkout=${SWIPEJS:-.build/swipejs}
if [ ! -d "$checkout/.git" ]; then
  mkdir -p "$(dirname "$checkout")"
  git clone -q https://github.com/isamu/swipejs "$checkout"
fi
git -C "$checkout" checkout -q 66f6a67 2>/dev/null || echo "versus-swipejs: swipejs commit 66f6a67 not found; measuring its $(git -C "$checkout" rev-parse --short HEAD)" >&2
swift build -c release --static-swift-stdlib
# The shared corpus where it is beside this folder, else the project's own copy of the same documents.
corpus=../shared/corpus
[ -f "$corpus/vectors.swipe" ] || corpus=Tests/Corpus
exec .build/release/swipe-bench --cpu --memory-pages 0 --frames 2 --check \
    --render "$corpus/tutorial/tutorial.swipe" --render "$corpus/nasa/nasa.swipe" \
    --render Assets/demo/demo.swipe --render "$corpus/vectors.swipe" \
    --versus-swipejs "$checkout" --versus-pictures .build/versus "$@"
