#!/usr/bin/env bash
# The whole test suite: typecheck, lint, unit + integration tests (Vitest), then the end-to-end
# journeys (Playwright in Debian's Chromium, JavaScript on and off, axe). Installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p tests/.tmp

# The end-to-end server's port is checked first, not after ten minutes of typecheck, lint, tests and build.
# Without E2E_PORT, 3100 or, when something already listens there, a free port the system picks.
port_is_free() {
	node -e 'const s = require("node:net").createServer()
s.once("error", () => process.exit(1)).listen(Number(process.argv[1]), () => s.close(() => process.exit(0)))' "$1"
}
if [ -n "${E2E_PORT:-}" ]; then
	if ! port_is_free "$E2E_PORT"; then
		echo "E2E_PORT=$E2E_PORT is already in use: stop what listens there, or choose another port (E2E_PORT=3210 npm test)." >&2
		exit 1
	fi
elif port_is_free 3100; then
	E2E_PORT=3100
else
	E2E_PORT=$(node -e 'const s = require("node:net").createServer()
s.listen(0, () => { console.log(s.address().port); s.close() })')
	echo "Port 3100 is in use: the end-to-end tests will use port $E2E_PORT."
fi
export E2E_PORT

if [ ! -d node_modules ]; then npm ci; fi
# Debian's Chromium; the end-to-end tests drive its headless shell (playwright.config.ts). Debian's
# poppler-utils: pdftoppm renders the printed poster so a test can decode its QR code as a phone would.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/lib/chromium/chromium-headless-shell ] || [ ! -x /usr/bin/pdftoppm ]; then
	echo "Installing Debian's chromium, chromium-headless-shell and poppler-utils…"
	SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell poppler-utils >/dev/null
fi

# The typecheck, the linter and the production build (for the end-to-end tests) are independent and each
# mostly keeps one core busy: run side by side, they take about the time of the longest.
echo "== typecheck, lint and build ($(date +%T))"
npm run --silent typecheck > tests/.tmp/typecheck.log 2>&1 & typecheck=$!
npm run --silent lint > tests/.tmp/lint.log 2>&1 & lint=$!
npm run --silent build > tests/.tmp/build.log 2>&1 & build=$!
typecheck_rc=0; wait "$typecheck" || typecheck_rc=$?
lint_rc=0; wait "$lint" || lint_rc=$?
build_rc=0; wait "$build" || build_rc=$?
cat tests/.tmp/typecheck.log tests/.tmp/lint.log
if [ "$typecheck_rc" -ne 0 ] || [ "$lint_rc" -ne 0 ] || [ "$build_rc" -ne 0 ]; then
	[ "$build_rc" -ne 0 ] && cat tests/.tmp/build.log
	echo "typecheck exit $typecheck_rc, lint exit $lint_rc, build exit $build_rc" >&2
	exit 1
fi
echo "== unit and integration tests ($(date +%T))"
npx vitest run --reporter=default --reporter=json --outputFile=tests/.tmp/vitest.json
# After the unit tests, whose set-up draws the catalogue images the fuzz server then copies (a 20 s start
# becomes a few seconds). The fuzz runs beside the end-to-end tests: its ~15 s mostly overlap the start of
# their server (seeding, one core) instead of adding to the run. Its output is shown once both are done.
echo "== fuzz: 2 000 hostile requests against the build (npm run test:fuzz sends 10 000), in the background ($(date +%T))"
npx tsx tests/fuzz/run.ts --requests 2000 --concurrency 8 > tests/.tmp/fuzz.log 2>&1 & fuzz=$!
echo "== end-to-end tests ($(date +%T))"
e2e_rc=0; CI=true npx playwright test || e2e_rc=$?
fuzz_rc=0; wait "$fuzz" || fuzz_rc=$?
echo "== fuzz ($(date +%T))"
cat tests/.tmp/fuzz.log
if [ "$fuzz_rc" -ne 0 ]; then echo "fuzz exit $fuzz_rc" >&2; fi

summary_rc=0; node tests/summary.mjs || summary_rc=$?
if [ "$e2e_rc" -ne 0 ] || [ "$fuzz_rc" -ne 0 ] || [ "$summary_rc" -ne 0 ]; then exit 1; fi
