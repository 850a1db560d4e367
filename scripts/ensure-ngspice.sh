#!/usr/bin/env bash
# ngspice, the engine's reference: the differential tests and the engine benchmark need it.
exec bash "$(dirname "$0")/ensure-debian-package.sh" ngspice ngspice "the engine's differential tests and benchmark" required
