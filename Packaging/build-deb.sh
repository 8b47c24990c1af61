#!/usr/bin/env bash
# Builds the Debian package .build/swipe-player_<version>_<arch>.deb, installed with
# `sudo apt install ./.build/swipe-player_<version>_<arch>.deb`.
#
# The files are those of Packaging/install.sh with PREFIX=/usr. Depends: is computed by
# dpkg-shlibdeps from the libraries the program links to, plus SDL2, SDL2_image, SDL2_ttf and
# cairo, which it loads itself (not linked, so that commands that draw nothing never load them) but
# cannot draw without, and the OpenGL library SDL opens for its windows; the other libraries the
# program opens on first need (video, sound, speech, downloads, a theme's SVG and PDF images) are
# Recommends:, since the player works without them. The maintainer
# scripts refresh the MIME, desktop and icon caches. SWIPE_PLAYER_BINARY, as for install.sh, skips
# the build.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${SWIPE_PLAYER_BINARY:-}" ]; then
  swift build -c release --static-swift-stdlib --product swipe-player
  SWIPE_PLAYER_BINARY=.build/release/swipe-player
fi
version=$("$SWIPE_PLAYER_BINARY" --version)
arch=$(dpkg --print-architecture)
work=.build/deb
stage="$work/root"
rm -rf "$work"
mkdir -p "$stage/DEBIAN" "$work/debian"

PREFIX=/usr DESTDIR="$stage" SWIPE_PLAYER_BINARY="$SWIPE_PLAYER_BINARY" bash Packaging/install.sh >/dev/null
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage/usr/bin/swipe-player"

# Debian's layout: compressed manual and changelog, the licence as copyright.
gzip -9n "$stage/usr/share/man/man1/swipe-player.1"
doc="$stage/usr/share/doc/swipe-player"
rm "$doc/LICENSE"
{
  echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
  echo "Upstream-Name: swipe-player"
  echo
  echo "Files: *"
  echo "Copyright: 2026 the swipe-player contributors"
  echo "License: MIT"
  sed -e 's/^$/./' -e 's/^/ /' LICENSE
} >"$doc/copyright"
printf 'swipe-player (%s) unstable; urgency=medium\n\n  * Release %s.\n\n -- swipe-player contributors <swipe-player@users.noreply.github.com>  %s\n' \
  "$version" "$version" "$(date -u -R -d "$(git log -1 --format=%cI 2>/dev/null || date -u -Iseconds)")" | gzip -9n >"$doc/changelog.Debian.gz"

# Depends: what the dynamic loader needs, found by dpkg-shlibdeps.
printf 'Source: swipe-player\n\nPackage: swipe-player\nArchitecture: any\n' >"$work/debian/control"
binary=$(realpath "$stage/usr/bin/swipe-player")
depends=$(cd "$work" && dpkg-shlibdeps -O "$binary" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "build-deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }

# The package that holds a shared library, by its soname. The file is looked up by name, since
# dpkg records some libraries under /lib and others under /usr/lib.
package_of() {
  local file
  file=$(ldconfig -p | awk -v so="$1" '$1 == so { print $NF; exit }')
  [ -n "$file" ] || return 0
  dpkg-query -S "*/$(basename "$(readlink -f "$file")")" 2>/dev/null | head -1 | cut -d: -f1
}

# SDL and the two libraries beside it, and cairo, loaded by the program itself (CSDLLoader,
# CCairoLoader); SDL opens libGL itself when it makes a window.
loaded_and_required=(libSDL2-2.0.so.0 libSDL2_image-2.0.so.0 libSDL2_ttf-2.0.so.0 libcairo.so.2)
for so in "${loaded_and_required[@]}" libGL.so.1; do
  pkg=$(package_of "$so")
  if [ -z "$pkg" ]; then echo "build-deb: no package holds $so" >&2; exit 1; fi
  depends="$depends, $pkg"
done

# Recommends: the libraries named in the program and opened on first need (not linked).
needed=$(objdump -p "$binary" | awk '$1 == "NEEDED" { print $2 }')
recommends=()
for so in $(strings -a "$binary" | grep -oE '^lib[A-Za-z0-9_+-]+(-[0-9.]+)?\.so\.[0-9]+$' | sort -u); do
  grep -qx "$so" <<<"$needed" && continue
  printf '%s\n' "${loaded_and_required[@]}" | grep -qx "$so" && continue
  pkg=$(package_of "$so")
  if [ -z "$pkg" ]; then echo "build-deb: no package holds $so" >&2; exit 1; fi
  recommends+=("$pkg")
done
# Fonts: Latin faces metric-compatible with the Apple fonts documents name, and CJK (the player's
# own language button shows 文A).
recommends+=(fonts-liberation2 fonts-noto-cjk)
# Spoken feedback's libspeechd starts the speech-dispatcher daemon, which speaks with the user's voices.
recommends+=(speech-dispatcher)
recommends_line=$(printf '%s\n' "${recommends[@]}" | sort -u | paste -sd, | sed 's/,/, /g')

installed_size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat >"$stage/DEBIAN/control" <<EOF
Package: swipe-player
Version: $version
Architecture: $arch
Maintainer: swipe-player contributors <swipe-player@users.noreply.github.com>
Installed-Size: $installed_size
Depends: $depends
Recommends: $recommends_line
Suggests: fonts-noto-color-emoji
Section: graphics
Priority: optional
Homepage: https://github.com/swipe-player/swipe-player
Description: player for Swipe documents: animated books, comics and presentations
 swipe-player plays documents written in Swipe, the declarative JSON language
 for animated, media-rich books, comics, sound novels and presentations. Pages
 turn by touch, mouse drag, wheel or keys, with the documents' animations,
 transitions, music, sound effects, video and speech. It also opens document
 lists, folders and documents from the web, and offers authors render, lint
 and info commands. File managers show thumbnails of Swipe documents.
EOF

for script in postinst postrm; do
  cat >"$stage/DEBIAN/$script" <<'EOF'
#!/bin/sh
# Refreshes the caches that make .swipe files, the menu entry and the icons known to the desktop.
set -e
if command -v update-mime-database >/dev/null 2>&1; then update-mime-database /usr/share/mime; fi
if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q /usr/share/applications; fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then gtk-update-icon-cache -q -t -f /usr/share/icons/hicolor || true; fi
EOF
  chmod 755 "$stage/DEBIAN/$script"
done

deb=".build/swipe-player_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null
echo "build-deb: $deb"
