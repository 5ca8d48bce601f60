// How many Chromium renderer processes 20 « tests » of two navigations start, and their CPU: a new context each
// (REUSE=0) or one kept context (REUSE=1) parked between tests on RESET (about:blank, as Playwright's reuse, or
// a same-origin URL), against a page sent with COOP same-origin like the app's (NO_COOP=1: without), with
// Chromium switches in ARGS (docs/performance.md, « Test suite on a PVM guest »). Port 3590.
//   REUSE=1 RESET=http://localhost:3590/blank node tests/support/e2e/tree-cpu.mjs node tests/support/e2e/renderers-probe.mjs
import http from 'node:http'
import fs from 'node:fs'
import { chromium } from '@playwright/test'
const server = http
	.createServer((req, res) => {
		res.setHeader('Cross-Origin-Opener-Policy', process.env.NO_COOP ? 'unsafe-none' : 'same-origin')
		res.setHeader('Origin-Agent-Cluster', '?1')
		res.end('<!doctype html><title>x</title><p>hello<script>globalThis.x = new Array(1e5).fill(1)</script>')
	})
	.listen(3590)
const args = (process.env.ARGS ?? '').split(' ').filter(Boolean)
const browser = await chromium.launch({
	executablePath: '/usr/lib/chromium/chromium-headless-shell',
	args: ['--no-sandbox', '--disable-gpu', ...args],
})
const renderers = new Set()
const ppid = (pid) => Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1])
function isMine(pid) {
	for (let p = Number(pid), i = 0; p > 1 && i < 10; i++) {
		if (p === process.pid) return true
		p = ppid(p)
	}
	return false
}
const scan = () => {
	for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
		try {
			const c = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
			if (c.includes('--type=renderer') && c.includes('chromium-headless-shell') && isMine(pid))
				renderers.add(pid + ':' + fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[19])
		} catch {
			// The process ended meanwhile.
		}
	}
}
const reuse = process.env.REUSE === '1'
let context = reuse ? await browser.newContext() : undefined
let page = reuse ? await context.newPage() : undefined
const t0 = Date.now()
for (let i = 0; i < 20; i++) {
	if (!reuse) {
		context = await browser.newContext()
		page = await context.newPage()
	}
	await page.goto('http://localhost:3590/a')
	scan()
	await page.goto('http://localhost:3590/b')
	scan()
	if (reuse) {
		await context.clearCookies()
		await page.goto(process.env.RESET ?? 'about:blank')
	} else await context.close()
	scan()
}
console.log(
	`${process.env.LABEL ?? (reuse ? `reuse, parked on ${process.env.RESET ?? 'about:blank'}` : 'a new context each')}: ${renderers.size} renderers for 20 tests, ${Date.now() - t0} ms`,
)
await browser.close()
server.close()
