#!/usr/bin/env bash
# A headless browser for the status page's test (tests/test_status_browser.py): Debian's chromium, installed once.
# Playwright drives it through executable_path; Playwright's own browser downloads are never used.
# Prints the browser's path on stdout; prints nothing (and exits 0) when none can be installed here, and the
# browser test then skips, saying why.
set -uo pipefail

find_browser() {
  for name in chromium chromium-browser google-chrome; do
    if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
  done
  return 1
}

if path="$(find_browser)"; then echo "$path"; exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  { apt-get install -y -q chromium || { apt-get update -q && apt-get install -y -q chromium; }; } >&2 || true
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null && command -v apt-get >/dev/null 2>&1; then
  { sudo -n apt-get install -y -q chromium || { sudo -n apt-get update -q && sudo -n apt-get install -y -q chromium; }; } >&2 || true
fi
find_browser || { echo "browser.sh: no chromium could be installed here" >&2; exit 0; }
