#!/usr/bin/env bash
# Makes sure Caddy (Debian package `caddy`) is installed for the deploy recipe's proxy test
# (src/server/deploy-proxy.test.ts): installs it with apt-get when missing and running as root. Without
# it only that test is skipped, so this warns (saying what to install) instead of stopping the run.
set -euo pipefail

if command -v caddy >/dev/null 2>&1; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Caddy is missing: installing the Debian package caddy with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  { apt-get install -y -qq caddy || { apt-get update -qq && apt-get install -y -qq caddy; }; } >&2 || true
  command -v caddy >/dev/null 2>&1 && exit 0
fi

cat >&2 <<'MSG'
Caddy is not installed, and this script could not install it (it needs root and apt-get), so the
deploy proxy test will be skipped. To run it, install Caddy and run the tests again:
  Debian/Ubuntu:  sudo apt-get install caddy
  macOS:          brew install caddy
  Fedora:         sudo dnf install caddy
MSG
exit 0
