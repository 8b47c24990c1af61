#!/bin/sh
# Compares frames of a movie recorded by the original iOS engine's exporter (swipe-org/swipe
# browser/SwipeExporter.swift: 30 frames a second, one page a second, frame k showing page
# start + k/30 with a play: "scroll" page scrubbed to (k mod 30)/30) with what `swipe-player render`
# draws at the same moment and size. A pixel matches when no channel differs by more than 12 %.
#
#   docs/measure-fidelity.sh DOCUMENT.swipe MOVIE.mov [START_PAGE [FRAME...]]
#
# START_PAGE counts from 1 (default 1). Without FRAMEs, each page's arrival frame (30 n) and the
# frame half-way to the next (30 n + 15) are compared. Prints one line per frame and the mean and
# worst match; with KEEP=dir the frames and renders are left there. Needs ffmpeg, ffprobe, bc and
# ImageMagick's `convert`; SWIPE_PLAYER names the player (default: swipe-player on the PATH).
set -eu
[ $# -ge 2 ] || { sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
doc=$1 movie=$2 start=${3:-1}
[ $# -ge 3 ] && shift 3 || shift $#
player=${SWIPE_PLAYER:-swipe-player}
work=${KEEP:-$(mktemp -d)}
mkdir -p "$work"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT

size=$(ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=s=x:p=0 "$movie")
frames=$(ffprobe -v error -select_streams v:0 -count_packets -show_entries stream=nb_read_packets -of csv=p=0 "$movie")
if [ $# -eq 0 ]; then
    set --
    k=0
    while [ "$k" -lt "$frames" ]; do
        set -- "$@" "$k"
        [ $((k + 15)) -lt "$frames" ] && set -- "$@" $((k + 15))
        k=$((k + 30))
    done
fi

width=${size%x*} height=${size#*x}
total=0 count=0 worst=100
for k in "$@"; do
    page=$((start + k / 30)) step=$((k % 30))
    ffmpeg -v error -y -i "$movie" -vf "select=eq(n\\,$k)" -frames:v 1 "$work/movie-$k.png"
    if [ "$step" -eq 0 ]; then
        "$player" render "$doc" --page "$page" --size "$size" -o "$work/render-$k.png" 2>>"$work/render.log"
    else
        "$player" render "$doc" --page "$page" --progress "$(echo "$step / 30" | bc -l)" --size "$size" -o "$work/render-$k.png" 2>>"$work/render.log"
    fi
    # A pixel differs when any of its channels differs by more than 12 %.
    differing=$(convert "$work/movie-$k.png" "$work/render-$k.png" -alpha off -compose difference -composite \
        -separate -threshold 12% -evaluate-sequence max -format '%[fx:mean*w*h]' info:)
    match=$(echo "scale=2; 100 - 100 * $differing / ($width * $height)" | bc -l)
    printf "frame %d (page %d + %d/30): %.2f %%\n" "$k" "$page" "$step" "$match"
    total=$(echo "$total + $match" | bc -l) count=$((count + 1))
    [ "$(echo "$match < $worst" | bc -l)" -eq 1 ] && worst=$match
done
printf "mean %.2f %%, worst %.2f %% over %d frames\n" "$(echo "$total / $count" | bc -l)" "$worst" "$count"
