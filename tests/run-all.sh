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

# The typecheck (TypeScript 7, ADR 055), the linter and the production build (for the end-to-end tests) are
# independent: run side by side. The unit tests start as soon as the build is done, beside the linter's end:
# their set-up (catalogue images, seeding) runs on one core. A failed typecheck or lint stops them.
# The browser's version goes with the run's times: Playwright's share depends on it (docs/performance.md).
echo "== $(/usr/bin/chromium --version 2>/dev/null || echo 'chromium: version unknown'), node $(node --version)"
# And what a page fault, a system call and a process start cost here (about a second): on a paravirtualised
# machine they are many times dearer, and Chromium's share of the run with them (scripts/machine-costs.mjs).
echo "== $(node scripts/machine-costs.mjs)"
echo "== typecheck, lint and build ($(date +%T))"
npm run --silent typecheck > tests/.tmp/typecheck.log 2>&1 & typecheck=$!
npm run --silent lint > tests/.tmp/lint.log 2>&1 & lint=$!
npm run --silent build > tests/.tmp/build.log 2>&1 & build=$!
build_rc=0; wait "$build" || build_rc=$?
if [ "$build_rc" -ne 0 ]; then
	wait "$typecheck" "$lint" || true
	cat tests/.tmp/typecheck.log tests/.tmp/lint.log tests/.tmp/build.log
	echo "build exit $build_rc" >&2
	exit 1
fi

# The unit tests, the end-to-end server and Playwright start in their own process group (setsid): whatever
# this script ends with, failing, interrupted or not, the group is stopped, the processes npx and the server
# spawn included.
vitest=""; server=""; playwright=""
stop_background() {
	for pid in $vitest $server $playwright; do kill -- "-$pid" 2>/dev/null || true; done
}
trap stop_background EXIT
trap 'exit 130' INT TERM

echo "== unit and integration tests, beside the end of the lint ($(date +%T))"
setsid npx vitest run --reporter=default --reporter=json --outputFile=tests/.tmp/vitest.json \
	> tests/.tmp/vitest.log 2>&1 &
vitest=$!

# The end-to-end server (a fresh data directory, the demo seed on one core) starts while the unit tests run,
# once their set-up has drawn the catalogue images it copies (tests/setup/catalogue-cache.mjs), instead of in
# front of the first end-to-end test. Playwright reuses it (E2E_SERVER_STARTED, playwright.config.ts).
images=$(node --input-type=module -e 'import { catalogueCacheDir } from "./tests/setup/catalogue-cache.mjs"; console.log(catalogueCacheDir())')
until [ -e "$images/.complete" ] || ! kill -0 "$vitest" 2>/dev/null; do
	sleep 0.2 # polls a file the unit tests' set-up writes (a condition, not a fixed wait)
done
PORT=$E2E_PORT setsid node tests/e2e-server.mjs > tests/.tmp/e2e-server.log 2>&1 &
server=$!

# The server answers its health check once seeded (120 s at most, as playwright.config.ts).
if ! node -e '
const url = `http://localhost:${process.env.E2E_PORT}/healthcheck`
const until = Date.now() + 120_000
const server = Number(process.argv[1])
const alive = () => { try { process.kill(server, 0); return true } catch { return false } }
;(async function poll() {
	try { if ((await fetch(url)).ok) process.exit(0) } catch {}
	if (!alive() || Date.now() > until) process.exit(1)
	setTimeout(poll, 200)
})()' "$server"; then
	cat tests/.tmp/e2e-server.log
	echo "the end-to-end server did not answer http://localhost:$E2E_PORT/healthcheck" >&2
	exit 1
fi

# Playwright starts while the unit tests run: its runner reads the specs, its workers load their modules and
# launch Chromium, then wait for the gate file, written once typecheck, lint and unit tests have passed,
# before their first test (startGate, tests/support/e2e/playwright.ts). Its output is shown from there on.
# E2E_BESIDE_UNIT_TESTS=1 opens the gate at once: the end-to-end tests run beside the unit tests.
gate=tests/.tmp/e2e-start-gate
rm -f "$gate"
if [ "${E2E_BESIDE_UNIT_TESTS:-}" = 1 ]; then touch "$gate"; fi
echo "== end-to-end tests: start, their first test once the unit tests pass ($(date +%T))"
CI=true E2E_SERVER_STARTED=true E2E_START_GATE="$gate" setsid npx playwright test > tests/.tmp/playwright.log 2>&1 &
playwright=$!

typecheck_rc=0; wait "$typecheck" || typecheck_rc=$?
lint_rc=0; wait "$lint" || lint_rc=$?
cat tests/.tmp/typecheck.log tests/.tmp/lint.log
if [ "$typecheck_rc" -ne 0 ] || [ "$lint_rc" -ne 0 ]; then
	echo "typecheck exit $typecheck_rc, lint exit $lint_rc" >&2
	exit 1
fi
vitest_rc=0; wait "$vitest" || vitest_rc=$?
vitest=""
cat tests/.tmp/vitest.log
if [ "$vitest_rc" -ne 0 ]; then
	echo "vitest exit $vitest_rc" >&2
	exit 1
fi
touch "$gate"

# After the unit tests, whose set-up draws the catalogue images the fuzz server then copies (a 20 s start
# becomes a few seconds). The fuzz runs beside the end-to-end tests: its ~15 s mostly overlap their first
# tests instead of adding to the run. Its output is shown once both are done.
echo "== fuzz: 2 000 hostile requests against the build (npm run test:fuzz sends 10 000), in the background ($(date +%T))"
npx tsx tests/fuzz/run.ts --requests 2000 --concurrency 8 > tests/.tmp/fuzz.log 2>&1 & fuzz=$!

echo "== end-to-end tests: the first one ($(date +%T))"
tail -n +1 -f --pid="$playwright" tests/.tmp/playwright.log
e2e_rc=0; wait "$playwright" || e2e_rc=$?
playwright=""
fuzz_rc=0; wait "$fuzz" || fuzz_rc=$?
echo "== fuzz ($(date +%T))"
cat tests/.tmp/fuzz.log
if [ "$fuzz_rc" -ne 0 ]; then echo "fuzz exit $fuzz_rc" >&2; fi

summary_rc=0; node tests/summary.mjs || summary_rc=$?
if [ "$e2e_rc" -ne 0 ] || [ "$fuzz_rc" -ne 0 ] || [ "$summary_rc" -ne 0 ]; then exit 1; fi
