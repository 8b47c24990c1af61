#!/usr/bin/env bash
# Installs swipe-player as a Linux desktop application: the program, the assets it reads at run
# time, its desktop entry, MIME type, AppStream metainfo, icons, thumbnailer, man page and shell
# completions.
#
#   Packaging/install.sh                          # into /usr/local (run as root, or through sudo)
#   PREFIX=/usr DESTDIR=/tmp/stage Packaging/install.sh   # staged, as packagers do
#
# PREFIX (default /usr/local) is where the files will live; DESTDIR (default empty) is prepended
# to every path written, for staged installs. The program is built (release, Swift runtime linked
# in) unless SWIPE_PLAYER_BINARY names one already built; where swift is not on PATH (as under
# sudo), the release build already made is installed. With no DESTDIR, the desktop's MIME,
# application and icon caches are refreshed afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

PREFIX=${PREFIX:-/usr/local}
DESTDIR=${DESTDIR:-}
app_id=io.github.swipeplayer.SwipePlayer
linux=Packaging/linux

if [ -z "${SWIPE_PLAYER_BINARY:-}" ]; then
  if command -v swift >/dev/null; then swift build -c release --static-swift-stdlib --product swipe-player; fi
  SWIPE_PLAYER_BINARY=.build/release/swipe-player
fi
[ -x "$SWIPE_PLAYER_BINARY" ] || { echo "install: $SWIPE_PLAYER_BINARY is not built (Packaging/setup.sh builds it)" >&2; exit 1; }

root="$DESTDIR$PREFIX"
share="$root/share"
generated=$(mktemp -d)
trap 'rm -rf "$generated"' EXIT

# The man page and completions come from the program's own argument parser, so they say what
# --help says. The manual's date is the last commit's, so the same source gives the same page.
if [ ! -x .build/release/generate-manual ]; then
  command -v swift >/dev/null || { echo "install: swift is not on PATH to build the manual (under sudo: sudo env \"PATH=\$PATH\" $0)" >&2; exit 1; }
  swift build -c release --static-swift-stdlib --product generate-manual >/dev/null
fi
date=$(git log -1 --format=%cs 2>/dev/null || date -u +%F)
.build/release/generate-manual "$SWIPE_PLAYER_BINARY" --date "$date" \
  --authors "the swipe-player contributors" --output-directory "$generated" >/dev/null
for shell in bash zsh fish; do
  "$SWIPE_PLAYER_BINARY" --generate-completion-script "$shell" >"$generated/completion.$shell"
done

# Debian's zsh looks for packaged completions in vendor-completions, for local ones in site-functions.
if [ "$PREFIX" = /usr ]; then zsh_dir=zsh/vendor-completions; else zsh_dir=zsh/site-functions; fi

install -Dm755 "$SWIPE_PLAYER_BINARY" "$root/bin/swipe-player"
install -d "$share/swipe-player"
(cd Assets && find . -type f ! -name '*.py' -print0) | while IFS= read -r -d '' f; do
  install -Dm644 "Assets/$f" "$share/swipe-player/$f"
done
install -Dm644 "$linux/$app_id.desktop" "$share/applications/$app_id.desktop"
install -Dm644 "$linux/$app_id.mime.xml" "$share/mime/packages/$app_id.xml"
install -Dm644 "$linux/$app_id.metainfo.xml" "$share/metainfo/$app_id.metainfo.xml"
install -Dm644 "$linux/$app_id.thumbnailer" "$share/thumbnailers/$app_id.thumbnailer"
(cd "$linux/icons" && find hicolor -type f \( -name '*.png' -o -name '*.svg' \) -print0) | while IFS= read -r -d '' f; do
  install -Dm644 "$linux/icons/$f" "$share/icons/$f"
done
install -Dm644 "$generated/swipe-player.1" "$share/man/man1/swipe-player.1"
install -Dm644 "$generated/completion.bash" "$share/bash-completion/completions/swipe-player"
install -Dm644 "$generated/completion.zsh" "$share/$zsh_dir/_swipe-player"
install -Dm644 "$generated/completion.fish" "$share/fish/vendor_completions.d/swipe-player.fish"
install -Dm644 LICENSE "$share/doc/swipe-player/LICENSE"
install -Dm644 README.md "$share/doc/swipe-player/README.md"
(find docs -type f \( -name '*.md' -o -name '*.png' \) -print0) | while IFS= read -r -d '' f; do
  install -Dm644 "$f" "$share/doc/swipe-player/$f"
done

if [ -z "$DESTDIR" ]; then
  command -v update-mime-database >/dev/null && update-mime-database "$share/mime"
  command -v update-desktop-database >/dev/null && update-desktop-database -q "$share/applications"
  command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t -f "$share/icons/hicolor"
fi
echo "install: swipe-player installed into $root"
