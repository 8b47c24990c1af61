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
# VIEW=WxH names the size of the view recorded (default: found from the movie, see below).
#
# Two things the exporter does are undone before comparing:
# - The view it records is drawn at one pixel a point (375×667 on an iPhone 6–8), and H.264 wants
#   even sides: the encoder pads an odd side with a copy of its last column or row. An even side
#   whose last line repeats the one before it in every frame compared is taken for that padding;
#   the player renders at the view's size and the comparison leaves the copy out (rendered at the
#   padded size instead, every element lands up to a pixel off: the page's scale is 376/900, not
#   375/900). The view's last row is left out too: there the recordings hold the recorder's own
#   grey, not the page (the README beside them says so).
# - It draws `presentation()` of the view as soon as the writer asks for a frame, without waiting
#   for Core Animation to commit what the frame before set (scrollTo), so a frame can repeat the one
#   before it (in anibox.mov, frames 61-63 are one picture, and on the loops' page every second
#   frame repeats the one before). A frame that repeats the frames before it (fewer than 0.4 % of
#   its pixels differ by more than 3 %, the codec's noise; a step of an animation moves more) shows
#   the first one's moment, and is compared with that.
set -eu
[ $# -ge 2 ] || { sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
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
ffmpeg -v error -y -i "$movie" -start_number 0 "$work/movie-%d.png"

# Pixels of two pictures (cropped to WxH+0+0) where a channel differs by more than PERCENT.
differing() {
    convert \( "$1" -crop "$3+0+0" +repage \) \( "$2" -crop "$3+0+0" +repage \) -alpha off -compose difference -composite \
        -separate -threshold "$4" -evaluate-sequence max -format '%[fx:mean*w*h]' info:
}

# Whether the last column (or row, with "y") of every compared frame repeats the one before it.
padded() {
    for k in "$@"; do
        if [ "$axis" = x ]; then a="1x$height+$((width - 2))+0" b="1x$height+$((width - 1))+0"; else a="${width}x1+0+$((height - 2))" b="${width}x1+0+$((height - 1))"; fi
        d=$(convert \( "$work/movie-$k.png" -crop "$a" +repage \) \( "$work/movie-$k.png" -crop "$b" +repage \) -alpha off \
            -compose difference -composite -format '%[fx:mean < 0.01 ? 1 : 0]' info:)
        [ "$d" -eq 1 ] || return 1
    done
}

width=${size%x*} height=${size#*x}
if [ -n "${VIEW:-}" ]; then
    view=$VIEW
else
    vw=$width vh=$height
    axis=x; [ $((width % 2)) -eq 0 ] && padded "$@" && vw=$((width - 1))
    axis=y; [ $((height % 2)) -eq 0 ] && padded "$@" && vh=$((height - 1))
    view=${vw}x$vh
fi
vw=${view%x*} vh=${view#*x}
[ "$view" = "$size" ] || echo "the view recorded: $view (the movie: $size)"
# What is compared: the view less its last row.
vh=$((vh - 1)); compared=${vw}x$vh

total=0 count=0 worst=100
for k in "$@"; do
    shown=$k
    while [ "$shown" -gt 0 ] && [ "$(echo "$(differing "$work/movie-$k.png" "$work/movie-$((shown - 1)).png" "$compared" 3%) < 0.004 * $vw * $vh" | bc -l)" -eq 1 ]; do
        shown=$((shown - 1))
    done
    page=$((start + shown / 30)) step=$((shown % 30))
    if [ "$step" -eq 0 ]; then
        "$player" render "$doc" --page "$page" --size "$view" -o "$work/render-$k.png" 2>>"$work/render.log"
    else
        "$player" render "$doc" --page "$page" --progress "$(echo "$step / 30" | bc -l)" --size "$view" -o "$work/render-$k.png" 2>>"$work/render.log"
    fi
    match=$(echo "scale=2; 100 - 100 * $(differing "$work/movie-$k.png" "$work/render-$k.png" "$compared" 12%) / ($vw * $vh)" | bc -l)
    [ "$shown" -eq "$k" ] && repeats="" || repeats=" (repeats frame $shown)"
    printf "frame %d (page %d + %d/30)%s: %.2f %%\n" "$k" "$((start + k / 30))" "$((k % 30))" "$repeats" "$match"
    total=$(echo "$total + $match" | bc -l) count=$((count + 1))
    [ "$(echo "$match < $worst" | bc -l)" -eq 1 ] && worst=$match
done
printf "mean %.2f %%, worst %.2f %% over %d frames\n" "$(echo "$total / $count" | bc -l)" "$worst" "$count"
