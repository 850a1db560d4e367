#!/usr/bin/env bash
# Caddy for the deploy recipe's proxy test (src/server/deploy-proxy.test.ts); without it only that test
# is skipped, so a missing Caddy warns instead of stopping the run.
exec bash "$(dirname "$0")/ensure-debian-package.sh" caddy caddy "the deploy recipe's proxy test" optional
