#!/usr/bin/env bash
# gui-screenshot.sh BOARD_FILE OUT.png [--hint] [--pattern ID] [--steps] [--highlight D] [--dark]
# gui-screenshot.sh --set
#
# Starts jade-gui on BOARD_FILE under a virtual X server (Xvfb), waits for the window to
# draw, grabs the screen and writes OUT.png. With --hint the first hint is on show; with
# --pattern ID hints are restricted to that pattern (e.g. xy-chain); --steps lists every
# step in the side panel; --highlight D shades the cells that can hold D; --dark starts
# dark. --set takes the screenshots of docs/img/ from the boards committed there: an
# XY-Chain hint (gui-hint.png, and gui-dark.png in the dark theme), a forcing chain
# (gui-forcing-chain.png), the cells that can hold 7 shaded (gui-filter.png), the steps
# panel (gui-steps.png) and a 16×16 board, drawn larger than the window so its candidates
# stay readable (gui-16x16.png).
#
#   scripts/gui-screenshot.sh docs/img/gui-hint.ssc docs/img/gui-hint.png --hint --pattern xy-chain
#
# The window keeps its games and recent files in a temporary folder, not in yours.
# Installs nothing. It needs the Debian packages xvfb xauth imagemagick x11-apps:
#   sudo apt-get install -y xvfb xauth imagemagick x11-apps
# Environment: JADE_GUI (the binary; default: target/release/jade-gui, else
# target/debug/jade-gui, built with cargo if missing), WAIT (seconds to wait, default 8),
# SIZE (screen size, default 1100x820).
set -euo pipefail

usage() {
    echo "usage: $0 BOARD_FILE OUT.png [--hint] [--pattern ID] [--steps] [--highlight D] [--dark] | $0 --set" >&2
    exit 2
}

# --set: the screenshots the docs show, from the boards committed beside them.
if [[ ${1:-} == --set ]]; then
    img=$(cd "$(dirname "$0")/../docs/img" && pwd)
    "$0" "$img/gui-hint.ssc" "$img/gui-hint.png" --hint --pattern xy-chain
    "$0" "$img/gui-forcing-chain.pm" "$img/gui-forcing-chain.png" --hint --pattern forcing-chains
    "$0" "$img/gui-hint.ssc" "$img/gui-dark.png" --hint --pattern xy-chain --dark
    "$0" "$img/gui-hint.ssc" "$img/gui-filter.png" --highlight 7
    "$0" "$img/gui-hint.ssc" "$img/gui-steps.png" --steps
    "$0" "$img/gui-16x16.sdk" "$img/gui-16x16.png"
    exit 0
fi
[[ $# -ge 2 ]] || usage
board=$1
out=$2
shift 2
hint=()
while [[ $# -gt 0 ]]; do
    case $1 in
        --hint) hint+=(--hint); shift ;;
        --pattern) [[ $# -ge 2 ]] || usage; hint+=(--pattern "$2"); shift 2 ;;
        --dark) hint+=(--dark); shift ;;
        --steps) hint+=(--steps); shift ;;
        --highlight) [[ $# -ge 2 ]] || usage; hint+=(--highlight "$2"); shift 2 ;;
        *) usage ;;
    esac
done
[[ -r $board ]] || { echo "$0: cannot read $board" >&2; exit 2; }

missing=()
for tool in xvfb-run:xvfb xauth:xauth import:imagemagick xwininfo:x11-apps; do
    command -v "${tool%%:*}" >/dev/null 2>&1 || missing+=("${tool#*:}")
done
if [[ ${#missing[@]} -gt 0 ]]; then
    echo "$0: missing Debian packages: ${missing[*]}" >&2
    echo "install them with: sudo apt-get install -y xvfb xauth imagemagick x11-apps" >&2
    exit 2
fi

root=$(cd "$(dirname "$0")/.." && pwd)
bin=${JADE_GUI:-}
if [[ -z $bin ]]; then
    for candidate in "$root/target/release/jade-gui" "$root/target/debug/jade-gui"; do
        [[ -x $candidate ]] && { bin=$candidate; break; }
    done
fi
if [[ -z $bin ]]; then
    (cd "$root" && cargo build -p jade-gui)
    bin=$root/target/debug/jade-gui
fi

wait_s=${WAIT:-8}
size=${SIZE:-1100x820}
board=$(cd "$(dirname "$board")" && pwd)/$(basename "$board")
out_abs=$(cd "$(dirname "$out")" && pwd)/$(basename "$out")

# The window's data and config folders (last game, recent files) go to a scratch folder.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_DATA_HOME=$scratch/data XDG_CONFIG_HOME=$scratch/config

# Inside the virtual display: start the GUI, wait, grab the root window, stop the GUI.
OUT=$out_abs xvfb-run --auto-servernum --server-args="-screen 0 ${size}x24" bash -c '
    "$1" "${@:4}" "$2" &
    pid=$!
    sleep "$3"
    import -window root "$OUT"
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
' grab "$bin" "$board" "$wait_s" "${hint[@]}" || true

[[ -s $out_abs ]] || { echo "$0: no screenshot was written" >&2; exit 1; }
echo "wrote $out_abs"
