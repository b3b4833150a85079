#!/usr/bin/env bash
# Install the competitor proxies the throughput benchmark compares against, at pinned versions, from PyPI only.
# Each lives in its own venv (mcp-proxy pins mcp<2; magg needs Python >= 3.12) in a folder outside the clone,
# keyed by the pins, so a second run is a no-op. magg is installed only when a Python >= 3.12 is found (python3.13,
# python3.12 on PATH, or pyenv's); without one it is skipped with a warning, never an error. A failed install is
# retried once, then reported on stderr and skipped: this script always exits 0 and prints the folder on stdout.
# FastMCP's proxy (`fastmcp run mcp.json`) comes with the test-peer kit (scripts/peers.sh), not from here.
set -uo pipefail

MCP_PROXY_PIN="mcp-proxy==0.13.0"
MAGG_PIN="magg==1.3.0"

key=$(printf '%s\n%s\n' "$MCP_PROXY_PIN" "$MAGG_PIN" | sha256sum | cut -c1-12)
root="${MCP_AGGREGATOR_BENCH_PEERS:-${XDG_CACHE_HOME:-$HOME/.cache}/mcp-aggregator/bench-$key}"
mkdir -p "$root"

retry() { "$@" || { echo "retrying: $*" >&2; sleep 2; "$@"; }; }

# install NAME PYTHON PIN: a venv at $root/NAME with PIN in it, marked ready only when pip succeeded
install() {
  local name="$1" py="$2" pin="$3" venv="$root/$1"
  [ -f "$venv/.ready" ] && return 0
  rm -rf "$venv"
  if "$py" -m venv "$venv" >&2 && retry "$venv/bin/pip" install -q --disable-pip-version-check "$pin" >&2; then
    touch "$venv/.ready"
  else
    echo "WARN: could not install $pin (see above); the benchmark will skip it" >&2
    rm -rf "$venv"
  fi
}

install mcpproxy python3 "$MCP_PROXY_PIN"

py312=""
for c in python3.13 python3.12 "${PYENV_ROOT:-$HOME/.pyenv}"/versions/3.1[2-9]*/bin/python; do
  if "$c" -c 'import sys; assert sys.version_info >= (3, 12)' 2>/dev/null; then py312="$c"; break; fi
done
if [ -n "$py312" ]; then
  install magg "$py312" "$MAGG_PIN"
else
  echo "WARN: no Python >= 3.12 found (python3.13, python3.12, pyenv): skipping magg" >&2
fi

echo "$root"
