#!/usr/bin/env bash
# `ensure-debian-package.sh <command> <package> <why> [required|optional]`: makes sure <command> exists,
# installing the Debian <package> with apt-get when it is missing and this runs as root. Otherwise it
# says what to install: a required tool stops the run (exit 1), an optional one only warns (exit 0).
set -euo pipefail
command_name=$1 package=$2 why=$3 need=${4:-required}

if command -v "$command_name" >/dev/null 2>&1; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "$command_name is missing: installing the Debian package $package with apt-get ($why)" >&2
  export DEBIAN_FRONTEND=noninteractive
  { apt-get install -y -qq "$package" || { apt-get update -qq && apt-get install -y -qq "$package"; }; } >&2 || true
  command -v "$command_name" >/dev/null 2>&1 && exit 0
fi

echo "$command_name is not installed, and this script could not install it (it needs root and apt-get); it is needed for $why." >&2
if [ "$need" = "optional" ]; then echo "Those tests will be skipped." >&2; fi
cat >&2 <<MSG
Install it, then run the tests again:
  Debian/Ubuntu:  sudo apt-get install $package
  macOS:          brew install $package
  Fedora:         sudo dnf install $package
MSG
[ "$need" = "optional" ] && exit 0
exit 1
