#!/usr/bin/env bash
# Installs what is missing, builds swipe-player (release) and opens the bundled demo document.
# Extra arguments are passed to the player, e.g. `Packaging/setup.sh path/to/book.swipe`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Packaging/install-deps.sh
swift build -c release --static-swift-stdlib --product swipe-player
exec .build/release/swipe-player "$@"
