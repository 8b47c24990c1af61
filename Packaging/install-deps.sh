#!/usr/bin/env bash
# Installs the Debian 12 packages swipe-player needs to build, run and test,
# skipping what is already present. Runs apt-get as root, or through sudo.
#   --versus-swipejs  also what `swipe-bench --versus-swipejs` needs (Packaging/versus-swipejs.sh):
#                     Chromium's headless shell, 125 MB that neither the player nor its tests need,
#                     and git to fetch swipejs
set -euo pipefail

packages=(
  # build tools
  pkg-config
  # SDL2 and its companions: window, renderer, images, text, audio
  libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev
  # anti-aliased vector paths and decorated boxes; pictures composited on the CPU (render, export, thumbnails)
  libcairo2-dev libpixman-1-dev
  # pictures written as PNG (render, thumbnails, screenshots)
  libpng-dev
  # video and radio decoding
  libavcodec-dev libavformat-dev libavutil-dev libswscale-dev libswresample-dev
  # documents and media from the network (http/https), loaded on first need
  libcurl4-openssl-dev
  # font matching, and fonts with Latin (metric-compatible with Helvetica/Times/Courier), CJK and emoji coverage
  libfontconfig-dev libfreetype-dev fonts-dejavu-core fonts-liberation2 fonts-noto-cjk fonts-noto-color-emoji
  # a dyslexia-friendly family the text view offers (fontFamily=OpenDyslexic)
  fonts-opendyslexic
  # speech synthesis; spoken feedback speaks through speech-dispatcher (libspeechd2, loaded on first
  # need, comes with it) where its socket answers, and the tests capture what it says as text
  libespeak-ng-dev espeak-ng-data speech-dispatcher speech-dispatcher-espeak-ng
  # the desktop's light/dark preference through the settings portal: libdbus, loaded on first need (its
  # headers for the test of the project's declarations), and for the tests a private session bus with a
  # fake portal in Python
  libdbus-1-dev dbus-daemon python3-dbus python3-gi
  # dbus-launch, as most desktops have it: libdbus autolaunches a session bus through it where none is
  # given, and the tests check that the player never lets it (nor lets a child inherit NOTIFY_SOCKET)
  dbus-x11
  # a theme's SVG and PDF images: librsvg and poppler-glib, loaded on first need (their headers for the test
  # of the project's declarations), and a freedesktop icon theme for its system: images
  librsvg2-dev libpoppler-glib-dev adwaita-icon-theme
  # test tooling: a display server, input driving, screenshots, windows' properties (xwininfo, xprop),
  # media generation, a static web server; GNU time for the benchmark's peak memory of a process
  xvfb xdotool x11-apps x11-utils imagemagick ffmpeg sox python3 time
  # The accessibility tests: the AT-SPI2 bus and registry, a pyatspi client, a session bus, and Orca, the
  # screen reader, run headless with its speech read from its log (its own dependencies bring
  # speech-dispatcher, which the test leaves off)
  at-spi2-core python3-pyatspi gir1.2-atspi-2.0 dbus-daemon orca
  # the kiosk under a real Wayland compositor: cage (headless), its XWayland, and grim for its screenshots
  cage xwayland grim
  # the presenter view's test: an X server with two monitors (Xorg's dummy driver, outputs added with xrandr)
  xserver-xorg-core xserver-xorg-video-dummy x11-xserver-utils
  # export tests: PDF pages counted, rasterized and read back as text
  poppler-utils
  # packaging: the Debian package's tools, and the freedesktop validators and caches the tests check the
  # desktop entry, MIME package, metainfo, man page and completions with
  dpkg-dev binutils desktop-file-utils appstream shared-mime-info libglib2.0-bin man-db bash-completion
)

for option in "$@"; do
  case "$option" in
    --versus-swipejs) packages+=(chromium-headless-shell git ca-certificates) ;;
    *) echo "install-deps: unknown option $option (known: --versus-swipejs)" >&2; exit 2 ;;
  esac
done

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} system packages present"
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then sudo=(); else sudo=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
