// The fuzz run: the production build driven on every route of app/routes with hostile requests.
// Fails on any 5xx, any English default error text, any redirect off the site, any answer slower than the
// bound. Deterministic: the same seed sends the same requests.
//   npm run test:fuzz                       10 000 requests
//   npx tsx tests/fuzz/run.ts --requests 2000 --concurrency 8 --seed 14 --slow-ms 2000
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import { parseArgs } from 'node:util'
import { externalLinks } from '#app/lib/site/site-links.ts'
import { hostileRequest, seededRandom, type FuzzRequest } from './cases.ts'
import { listRoutes } from './routes.ts'
import { startBuiltServer } from '../support/built-server.ts'

const { values: args } = parseArgs({
	options: {
		requests: { type: 'string', default: process.env.FUZZ_REQUESTS ?? '10000' },
		concurrency: { type: 'string', default: process.env.FUZZ_CONCURRENCY ?? '8' },
		seed: { type: 'string', default: process.env.FUZZ_SEED ?? '14' },
		'slow-ms': { type: 'string', default: process.env.FUZZ_SLOW_MS ?? '3000' },
	},
})
const total = Number(args.requests)
const concurrency = Number(args.concurrency)
const seed = Number(args.seed)
// The bound is for a quiet machine; a busy one (the load average past the cores) gets room in proportion.
const slowMs = Math.round(Number(args['slow-ms']) * Math.max(1, os.loadavg()[0]! / os.cpus().length))

/** The English default texts of Express, Remix and Node: none may reach a visitor. */
export const ENGLISH_DEFAULTS = [
	'Not Found',
	'Internal Server Error',
	'Unexpected Server Error',
	'Bad Request',
	'Forbidden',
	'Method Not Allowed',
	'Payload Too Large',
	'Unsupported Media Type',
	'Cannot GET',
	'Cannot POST',
	'You made a',
	'No route matches',
	'did not provide an `action`',
	'SqliteError',
	'TypeError',
	'ReferenceError',
	'node_modules',
]

type Result = { request: FuzzRequest; status: number; ms: number; problems: string[] }

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })

/** A keep-alive socket the server closed as it was reused gives ECONNRESET before any answer: sent again once. */
async function sendFresh(origin: URL, request: FuzzRequest) {
	try {
		return await sendOnce(origin, request)
	} catch (error) {
		if ((error as { reusedSocket?: boolean }).reusedSocket) return await sendOnce(origin, request)
		throw error
	}
}

/**
 * A request the load guard shed (503 with Retry-After, on a machine busy with more than this run) is sent
 * again after the time it asks, as a browser's visitor would, up to five times; the last answer counts.
 */
async function send(origin: URL, request: FuzzRequest) {
	for (let attempt = 1; ; attempt++) {
		const begin = performance.now()
		const answer = await sendFresh(origin, request)
		const retryAfter = Number(answer.headers['retry-after'])
		if (answer.status !== 503 || !(retryAfter > 0) || attempt === 5) {
			return { ...answer, ms: Math.round(performance.now() - begin) }
		}
		shedCount++
		await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000))
	}
}
let shedCount = 0

function sendOnce(origin: URL, request: FuzzRequest) {
	return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
		(resolve, reject) => {
			const req = http.request(
				{
					host: origin.hostname,
					port: origin.port,
					method: request.method,
					path: request.path,
					headers: {
						...request.headers,
						...(request.body ? { 'content-length': Buffer.byteLength(request.body) } : {}),
					},
					agent,
					timeout: 30_000,
				},
				(res) => {
					const chunks: Buffer[] = []
					res.on('data', (chunk: Buffer) => chunks.push(chunk))
					res.on('end', () =>
						resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
					)
					res.on('error', reject)
				},
			)
			req.on('timeout', () => req.destroy(new Error('no answer in 30 s')))
			req.on('error', (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })))
			req.end(request.body)
		},
	)
}

function check(
	request: FuzzRequest,
	status: number,
	headers: http.IncomingHttpHeaders,
	body: Buffer,
	ms: number,
) {
	const problems: string[] = []
	if (status >= 500) problems.push(`answered ${status}`)
	if (ms > slowMs) problems.push(`took ${ms} ms (bound ${slowMs} ms)`)
	const type = String(headers['content-type'] ?? '')
	if (/text\/|json|x-script/.test(type)) {
		const text = body.toString('utf8')
		for (const english of ENGLISH_DEFAULTS) if (text.includes(english)) problems.push(`shows "${english}"`)
	}
	const location = headers.location
	// X-Forwarded-Host is trusted from the loopback (the reverse proxy): absolute URLs are built on it.
	const forwarded = request.headers['x-forwarded-host']
	const ownHost = (url: string) =>
		url.startsWith('http://localhost') || (!!forwarded && url.startsWith(`http://${forwarded}`))
	// The spec's deliberate exits (`/outsourcing`, `/mecenat-entreprise`) are the only allowed other site.
	const declaredExit = (url: string) => url === externalLinks.csrOffer
	if (location && !/^\/(?![/\\])/.test(location) && !ownHost(location) && !declaredExit(location)) {
		problems.push(`redirects off the site: ${location.slice(0, 120)}`)
	}
	if (
		request.headers.origin &&
		!request.headers['x-forwarded-host'] &&
		request.method === 'POST' &&
		status !== 403
	) {
		problems.push(`a write from ${request.headers.origin} answered ${status}, not 403`)
	}
	return problems
}

async function signIn(origin: URL, email: string) {
	const body = new URLSearchParams({ intent: 'login', email, password: 'Donnons-2026!' }).toString()
	const response = await send(origin, {
		method: 'POST',
		path: '/authentification-cagnotte-solidaire-don-association',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body,
		label: 'sign in',
	})
	const cookie = (response.headers['set-cookie'] ?? []).find((c) => c.startsWith('donnons_session='))
	if (!cookie) throw new Error(`Could not sign in ${email} (status ${response.status})`)
	return cookie.split(';')[0] as string
}

async function main() {
	const routes = listRoutes()
	const started = Date.now()
	const server = await startBuiltServer()
	const origin = new URL(server.origin)
	const results: Result[] = []
	try {
		const sessions = [
			await signIn(origin, 'marie.dupont@donnons.demo'),
			await signIn(origin, 'contact@atelier-lumiere.demo'),
		]
		const random = seededRandom(seed)
		const requests = Array.from({ length: total }, () => hostileRequest(random, routes, sessions))
		const fuzzStarted = Date.now()
		let next = 0
		const worker = async () => {
			while (next < requests.length) {
				const request = requests[next++] as FuzzRequest
				const begin = performance.now()
				try {
					const { status, headers, body, ms } = await send(origin, request)
					results.push({ request, status, ms, problems: check(request, status, headers, body, ms) })
				} catch (error) {
					const ms = Math.round(performance.now() - begin)
					results.push({ request, status: 0, ms, problems: [`no answer: ${(error as Error).message}`] })
				}
			}
		}
		await Promise.all(Array.from({ length: concurrency }, worker))
		report(results, routes.length, Date.now() - fuzzStarted, Date.now() - started)
	} finally {
		agent.destroy()
		await server.stop()
	}
	if (process.env.FUZZ_SERVER_LOG) fs.writeFileSync(process.env.FUZZ_SERVER_LOG, server.logs())
	const failed = results.filter((r) => r.problems.length > 0)
	if (failed.length > 0) {
		const logs = server
			.logs()
			.split('\n')
			.filter((line) => /error/i.test(line))
			.slice(0, 20)
		if (logs.length) console.log(`\nServer log (errors, first 20 lines):\n${logs.join('\n')}`)
		process.exitCode = 1
	}
}

function report(results: Result[], routeCount: number, fuzzMs: number, totalMs: number) {
	const statuses = new Map<number, number>()
	for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
	const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 5)
	const failed = results.filter((r) => r.problems.length > 0)
	console.log(
		`Fuzz: ${results.length} requests over ${routeCount} routes (seed ${seed}, concurrency ${concurrency}) in ${(fuzzMs / 1000).toFixed(1)} s (${(totalMs / 1000).toFixed(1)} s with the server's start)`,
	)
	console.log(
		`Statuses: ${[...statuses]
			.sort((a, b) => a[0] - b[0])
			.map(([s, n]) => `${s}×${n}`)
			.join(', ')}`,
	)
	if (shedCount > 0) console.log(`Shed by the load guard and sent again after Retry-After: ${shedCount}`)
	console.log(
		`Slowest: ${slowest.map((r) => `${r.ms} ms ${r.request.label.slice(0, 80)}`).join('\n         ')}`,
	)
	if (failed.length === 0) {
		console.log(
			`No 5xx, no English error text, no redirect off the site, nothing slower than the bound (${slowMs} ms).`,
		)
		return
	}
	const byProblem = new Map<string, Result[]>()
	for (const r of failed) {
		for (const problem of r.problems) {
			const key = problem.replace(/\d+ ms/, 'N ms')
			byProblem.set(key, [...(byProblem.get(key) ?? []), r])
		}
	}
	console.log(`\n${failed.length} failing requests:`)
	for (const [problem, list] of byProblem) {
		console.log(`- ${problem} (${list.length}×), e.g.:`)
		for (const r of list.slice(0, 3)) console.log(`    ${r.request.label}`)
	}
}

await main()
