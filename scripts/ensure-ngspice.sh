#!/usr/bin/env bash
# Makes sure ngspice (Debian package `ngspice`) is installed for the engine's differential tests and
# benchmark: installs it with apt-get when missing and running as root; otherwise says what to install.
set -euo pipefail

if command -v ngspice >/dev/null 2>&1; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ngspice is missing: installing the Debian package ngspice with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq ngspice >&2
  command -v ngspice >/dev/null 2>&1 && exit 0
fi

cat >&2 <<'MSG'
ngspice is not installed, and this script cannot install it (it needs root and apt-get).
Install it, then run the tests again:
  Debian/Ubuntu:  sudo apt-get install ngspice
  macOS:          brew install ngspice
  Fedora:         sudo dnf install ngspice
MSG
exit 1
