#!/usr/bin/env bash
# test-browser.sh [--out DIR]
#
# The web version in a real browser. Runs the page's own unit tests (Node's test runner on
# web/assets' modules), then starts `jade serve` on a free loopback port and drives the
# page in the system's headless Chromium with playwright-core (scripts/browser/test.mjs):
# keyboard and mouse moves, hints at every reveal level, a chain example, a puzzle solved
# by keyboard after signing up, the statistics and rankings screens. It writes the
# screenshots web-board.png, web-hint.png and web-stats.png into DIR (default docs/img).
#
# It installs what is missing: the Debian packages chromium and fonts-dejavu-core (with
# apt-get, as root) and playwright-core (npm ci in scripts/browser; it uses the system's
# Chromium and downloads no browser). Without Node, or without Chromium where it cannot
# install it, it says why and skips (exit 0), unless JADE_BROWSER_REQUIRED=1 (then exit 1).
# Environment: JADE (the binary; default target/debug/jade, built with cargo when missing
# or older than the sources), CHROMIUM (default: chromium on the PATH).
set -euo pipefail
cd "$(dirname "$0")/.."

out=docs/img
while [[ $# -gt 0 ]]; do
    case $1 in
        --out) out=${2:?--out needs a directory}; shift 2 ;;
        *) echo "usage: $0 [--out DIR]" >&2; exit 2 ;;
    esac
done

skip() {
    echo "test-browser: skipped: $1" >&2
    if [[ ${JADE_BROWSER_REQUIRED:-0} == 1 ]]; then exit 1; fi
    exit 0
}

command -v node >/dev/null || skip "Node.js is not installed (apt-get install nodejs npm)"

echo "== unit tests of the page's modules (node --test)"
node --test scripts/browser/unit.test.mjs

chromium=${CHROMIUM:-$(command -v chromium || true)}
if [[ -z $chromium ]]; then
    if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
        echo "== installing chromium (apt-get)"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
        chromium=$(command -v chromium || true)
    fi
    [[ -n $chromium ]] || skip "Chromium is not installed and cannot be installed here (apt-get install chromium, as root)"
fi

if [[ ! -d scripts/browser/node_modules/playwright-core ]]; then
    echo "== installing playwright-core (npm ci)"
    npm ci --prefix scripts/browser --no-audit --no-fund --loglevel=error
fi

jade=${JADE:-target/debug/jade}
if [[ -z ${JADE:-} ]]; then
    echo "== cargo build -p jade-cli"
    cargo build -p jade-cli
fi

echo "== the page in headless Chromium"
node scripts/browser/test.mjs --jade "$jade" --chromium "$chromium" --out "$out"
