#!/usr/bin/env bash
# gui-learner-session.sh [BOARD_FILE]
#
# A learner's session in the real window, scripted: starts jade-gui under a virtual X
# server (Xvfb) and, with xdotool, opens BOARD_FILE with Ctrl+O (default: the XY-Chain
# board of docs/img/gui-hint.ssc), notes a candidate and removes it again, climbs the hint
# levels with F2 (where to look, the technique, all of it) and applies the hint with a
# fourth F2, undoes it with Ctrl+Z, saves the session with Ctrl+S, opens the saved
# session again with Ctrl+O, and stops the window. It fails when the window dies, when
# the saved file is no session, when the title does not follow the files, or when
# anything is written on stderr that reads as an error (error, panic, warn).
#
# The window keeps its games and recent files in a temporary folder, not in yours.
# Needs the Debian packages xvfb, xauth and xdotool; xdotool is installed with apt-get when
# missing (as root, or with sudo). Environment: JADE_GUI (the binary; default:
# target/release/jade-gui, else target/debug/jade-gui, built with cargo if missing),
# PAUSE (seconds between keys, default 0.4), SHOTS (a folder: a screenshot after each
# stage, with imagemagick's import).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
board=${1:-$root/docs/img/gui-hint.ssc}
[[ -r $board ]] || { echo "$0: cannot read $board" >&2; exit 2; }
board=$(cd "$(dirname "$board")" && pwd)/$(basename "$board")

if ! command -v xdotool >/dev/null 2>&1; then
    echo "$0: installing xdotool with apt-get" >&2
    sudo=()
    [[ $(id -u) -eq 0 ]] || sudo=(sudo)
    "${sudo[@]}" apt-get install -y xdotool >/dev/null || {
        echo "$0: cannot install xdotool; install it with: sudo apt-get install -y xdotool" >&2
        exit 2
    }
fi
for tool in xvfb-run:xvfb xauth:xauth; do
    command -v "${tool%%:*}" >/dev/null 2>&1 || {
        echo "$0: missing Debian package ${tool#*:}: sudo apt-get install -y xvfb xauth" >&2
        exit 2
    }
done

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

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_DATA_HOME=$scratch/data XDG_CONFIG_HOME=$scratch/config
cp "$board" "$scratch/$(basename "$board")"
export BOARD=$scratch/$(basename "$board") SESSION=$scratch/learner.jade.json
export BIN=$bin PAUSE=${PAUSE:-0.4} SHOTS=${SHOTS:-} STDERR=$scratch/stderr.txt

xvfb-run --auto-servernum --server-args="-screen 0 1100x820x24" bash -euo pipefail -c '
    fail() { echo "gui-learner-session: $*" >&2; exit 1; }
    step() { echo "- $1"; }
    shot() { [[ -z $SHOTS ]] || { mkdir -p "$SHOTS"; import -window root "$SHOTS/$1.png"; }; }
    keys() { for k in "$@"; do xdotool key "$k"; sleep "$PAUSE"; done; }
    # Types a path into the open panel'"'"'s field (which has the keyboard), replacing what
    # it holds, and confirms it with Enter.
    path() { keys ctrl+a; xdotool type --delay 20 "$1"; sleep "$PAUSE"; keys Return; sleep 1; }
    title() { xdotool getwindowname "$win"; }
    alive() { kill -0 "$gui" 2>/dev/null || fail "the window died: $(cat "$STDERR")"; }

    "$BIN" 2>"$STDERR" &
    gui=$!
    win=$(xdotool search --sync --name "^JADE" | head -n 1)
    sleep 3
    xdotool windowfocus --sync "$win" 2>/dev/null || true
    alive

    step "open $(basename "$BOARD") with Ctrl+O"
    keys ctrl+o
    path "$BOARD"
    alive
    [[ $(title) == *"$(basename "$BOARD")"* ]] || fail "the title is \"$(title)\" after opening"
    shot 1-opened

    step "note a candidate in f1c1 and remove it again"
    keys Down 1 1
    alive
    shot 2-marks

    step "climb the hint levels with F2, then apply the hint"
    keys F2; shot 3-hint-level-1
    keys F2; shot 4-hint-level-2
    keys F2; shot 5-hint-level-3
    keys F2; shot 6-applied
    alive

    step "undo with Ctrl+Z"
    keys ctrl+z
    shot 7-undone
    alive

    step "save the session with Ctrl+S"
    keys ctrl+s
    path "$SESSION"
    alive
    [[ -s $SESSION ]] || fail "no session was saved to $SESSION"
    grep -q "\"format\": *\"jade-session\"" "$SESSION" || fail "$SESSION is no JADE session"

    step "open the saved session again"
    keys ctrl+o
    path "$SESSION"
    alive
    [[ $(title) == *"$(basename "$SESSION")"* ]] || fail "the title is \"$(title)\" after reopening"
    shot 8-reopened

    step "stop the window"
    kill "$gui" 2>/dev/null || true
    wait "$gui" 2>/dev/null || true
'

if grep -Eiq "error|panic|warn" "$STDERR"; then
    echo "$0: the window wrote errors on stderr:" >&2
    cat "$STDERR" >&2
    exit 1
fi
echo "the learner session ran clean: opened, noted, hinted, applied, undone, saved, reopened"
