#!/usr/bin/env bash
# Installs what is missing, builds everything and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Packaging/install-deps.sh
# The release program, as Packaging/install.sh builds it: the packaging tests install and package it.
swift build -c release --static-swift-stdlib --product swipe-player
swift build --build-tests
swift test --skip-build
