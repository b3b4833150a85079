#!/usr/bin/env bash
# The real services the tests run against, from Debian's packages: redis-server (tests/redis_server.py) and
# haproxy (the load-balancer tests). Idempotent: nothing is done when both are installed.
set -euo pipefail
missing=()
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
if [ "${#missing[@]}" -gt 0 ]; then
  sudo_=""
  [ "$(id -u)" = 0 ] || sudo_="sudo"
  $sudo_ apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo_ apt-get install -y -q "${missing[@]}" >/dev/null
fi
