#!/usr/bin/env bash
# Installs what is missing, builds everything and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Packaging/install-deps.sh
swift build --build-tests
swift test --skip-build
