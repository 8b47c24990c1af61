#!/usr/bin/env bash
# Installs what is missing, builds everything and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Packaging/install-deps.sh
# The release program, as Packaging/install.sh builds it, and the tool that writes its manual: the
# packaging tests install and package them (a build started from inside `swift test` would wait
# for the build folder's lock forever).
swift build -c release --static-swift-stdlib --product swipe-player
swift build -c release --static-swift-stdlib --product generate-manual
# The fuzzers, briefly and the same way every time (Fuzz/run.sh SECONDS runs them for longer).
bash Fuzz/run.sh --runs=20000
swift build --build-tests
# What the players the tests start keep (reading positions, preferences, bookmarks, downloads)
# goes into a folder of this run's own, never the user's.
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
export XDG_CONFIG_HOME="$home/config" XDG_STATE_HOME="$home/state" XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache"
swift test --skip-build
