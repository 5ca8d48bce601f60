/**
 * `npm run bench:http [-- --skip-build]`: anonymous page views under load (docs/performance.md). Goals: the pot page at
 * ≥ 50 % of the throughput of a bare `node:http` server sending the same bytes, and ≤ 1 ms of server CPU per
 * anonymous view.
 *
 * For the pot page (/participate/1) and the home page, in one run on one machine: the production server with
 * its microcache of anonymous pages (ADR 020), the same server with `PAGE_CACHE=off` (every view rendered: the
 * figure before the cache), and a bare node:http server answering the exact bytes and headers the production
 * server sent. autocannon, 50 connections, `Accept-Encoding: gzip, br` as a browser, BENCH_SECONDS (10) each.
 * CPU per view: the server process's user + system time (/proc/<pid>/stat) over the run, divided by the
 * requests answered.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import autocannon from 'autocannon'
import { buildUnlessSkipped, freePort, startBuiltServer, waitFor, writeResult } from './lib.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
const HEADERS = { 'accept-encoding': 'gzip, br', accept: 'text/html' }
const PAGES = { pot: '/participate/1', home: '/' }
const CLOCK_TICKS = 100

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number) {
	const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
	return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
}

async function load(url: string, pid: number) {
	const before = cpuSeconds(pid)
	const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS })
	const cpu = cpuSeconds(pid) - before
	const requests = result.requests.total
	return {
		requestsPerSecond: Math.round(result.requests.average),
		latencyMsP50: result.latency.p50,
		latencyMsP97_5: result.latency.p97_5,
		errors: result.errors + result.non2xx,
		cpuMsPerView: requests ? Number(((cpu * 1000) / requests).toFixed(3)) : null,
	}
}

/** The bytes and headers the server sends an anonymous browser for a page. */
async function capture(base: string, path: string) {
	return new Promise<{ headers: http.OutgoingHttpHeaders; body: Buffer }>((resolve, reject) => {
		http
			.get(`${base}${path}`, { headers: HEADERS }, (res) => {
				const chunks: Buffer[] = []
				res.on('data', (chunk: Buffer) => chunks.push(chunk))
				res.on('end', () => {
					const headers: http.OutgoingHttpHeaders = { ...res.headers }
					delete headers['transfer-encoding']
					delete headers.connection
					delete headers['keep-alive']
					delete headers.date
					const body = Buffer.concat(chunks)
					headers['content-length'] = body.length
					resolve({ headers, body })
				})
			})
			.on('error', reject)
	})
}

/** A bare node:http server in its own process, answering every request with the given bytes and headers. */
async function startBareServer(page: { headers: http.OutgoingHttpHeaders; body: Buffer }) {
	const port = await freePort()
	const file = `${fs.mkdtempSync('/tmp/donnons-bare-')}/page.json`
	fs.writeFileSync(file, JSON.stringify({ headers: page.headers, body: page.body.toString('base64') }))
	const source = `
		const http = require('node:http'); const fs = require('node:fs')
		const page = JSON.parse(fs.readFileSync(${JSON.stringify(file)}, 'utf8'))
		const body = Buffer.from(page.body, 'base64')
		http.createServer((req, res) => { res.writeHead(200, page.headers); res.end(body) }).listen(${port})
		http.get // keep the module loaded
	`
	const child = spawn(process.execPath, ['-e', source], { stdio: 'inherit' })
	const base = `http://localhost:${port}`
	await waitFor(base, 10_000)
	return {
		base,
		pid: child.pid!,
		stop: () =>
			new Promise<void>((resolve) => {
				child.once('exit', () => resolve())
				child.kill()
			}),
	}
}

buildUnlessSkipped()
const results: Record<string, unknown> = {}
let ok = true
const cached = await startBuiltServer()
const uncached = await startBuiltServer({ env: { PAGE_CACHE: 'off' } })
try {
	for (const [name, path] of Object.entries(PAGES)) {
		const page = await capture(cached.base, path)
		const bare = await startBareServer(page)
		try {
			const bareRun = await load(`${bare.base}${path}`, bare.pid)
			const cachedRun = await load(`${cached.base}${path}`, cached.child.pid!)
			const renderedRun = await load(`${uncached.base}${path}`, uncached.child.pid!)
			const ratio = Number((cachedRun.requestsPerSecond / bareRun.requestsPerSecond).toFixed(3))
			results[name] = {
				path,
				bytes: page.body.length,
				bareServer: bareRun,
				microcache: cachedRun,
				everyViewRendered: renderedRun,
				ratioToBare: ratio,
			}
			if (name === 'pot' && (ratio < 0.5 || (cachedRun.cpuMsPerView ?? Infinity) > 1)) ok = false
			console.log(
				`${name}: ${cachedRun.requestsPerSecond} req/s cached, ${renderedRun.requestsPerSecond} rendered, ` +
					`${bareRun.requestsPerSecond} bare (${Math.round(ratio * 100)} %); CPU ${cachedRun.cpuMsPerView} ms/view ` +
					`cached, ${renderedRun.cpuMsPerView} rendered`,
			)
		} finally {
			await bare.stop()
		}
	}
} finally {
	await cached.stop()
	await uncached.stop()
}
writeResult('http', {
	connections: CONNECTIONS,
	secondsPerRun: SECONDS,
	goals: { ratioToBare: 0.5, cpuMsPerView: 1 },
	...results,
	ok,
})
if (!ok) process.exitCode = 1
