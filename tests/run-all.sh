#!/usr/bin/env bash
# The whole test suite: typecheck, lint, unit + integration tests (Vitest), then the end-to-end
# journeys (Playwright in Debian's Chromium, JavaScript on and off, axe). Installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p tests/.tmp

if [ ! -d node_modules ]; then npm ci; fi
if [ ! -x /usr/bin/chromium ]; then
	echo "Installing Debian's chromium…"
	SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

echo "== typecheck"; npm run --silent typecheck
echo "== lint"; npm run --silent lint
echo "== unit and integration tests"
npx vitest run --reporter=default --reporter=json --outputFile=tests/.tmp/vitest.json
echo "== build"; npm run --silent build >/dev/null
echo "== end-to-end tests"
CI=true npx playwright test

node tests/summary.mjs
