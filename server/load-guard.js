// @ts-check
// Sheds load before the app, by priority. When too many requests are being answered at once, or the event
// loop lags (the process is saturated), a request that can wait gets a short French 503 with Retry-After at
// once, instead of waiting its turn and being cut off half-rendered. What can wait goes first: anonymous reads
// (the same page again in a few seconds), then signed-in reads and forms. Money never waits: the provider's
// returns, its webhooks, a payment step already started and the simulated bank's pages are always let through,
// as are the operators' pages (they are how an incident is handled) and the health check. Static files are
// served before this guard.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { compressResponse } from './compress.js'

/** @typedef {'money' | 'operator' | 'form' | 'signed-in' | 'anonymous'} LoadPriority */

/**
 * @typedef {object} LoadGuardOptions
 * @property {() => string} page the French page of the 503 answer
 * @property {number} [retryAfterSeconds]
 * @property {number} [maxInFlight] requests being answered at once beyond which anonymous ones are refused
 * @property {number} [maxLagMs] event-loop delay (mean over the last second) beyond which anonymous ones are refused
 * @property {number} [minInFlightForLag] requests in flight below which the lag sheds nothing: a process with
 * only a few requests is not what makes its loop late (another process taking the CPU, a GC, the start-up),
 * and refusing them would not make it faster
 * @property {number} [signedInFactor] how much further signed-in reads may go (both limits multiplied); forms
 * go twice as far again
 * @property {() => number} [eventLoopLag] the current lag in ms (tests simulate saturation with it)
 * @property {string[]} [alwaysAllowed] paths never refused
 */

/** The mean event-loop delay of the last second, in ms, sampled in the background. */
function eventLoopLagMonitor() {
	const histogram = monitorEventLoopDelay({ resolution: 20 })
	histogram.enable()
	let lag = 0
	const timer = setInterval(() => {
		lag = histogram.count > 0 ? histogram.mean / 1e6 : 0
		histogram.reset()
	}, 1000)
	timer.unref()
	return {
		read: () => lag,
		stop: () => {
			clearInterval(timer)
			histogram.disable()
		},
	}
}

// A payment step already started: the payment pages of a pot (card, direct debit, transfer, quick gift, the
// tips step, the wait for the provider's call budget, the company's KYC, the confirmation), the simulated
// bank's pages, the webhooks. `.data` is the same route asked by the browser's JavaScript (single fetch).
const MONEY_PATHS = [
	/^\/webhooks\//,
	/^\/sandbox\//,
	/^\/participate\/\d+\/(payment|carte|confirmation|quick-payment|tips|paiement-en-cours)(\.data)?\/?$/,
	/^\/participate\/[a-z-]+\/\d+\/(payment|kyc)(\.data)?\/?$/,
	/^\/dons-mensuels\//,
]
// The provider's return URLs carry its object's id: 3-D Secure (transactionId), a mandate (MandateId), the card
// vault (data / errorCode).
const RETURN_PARAMS = ['transactionId', 'MandateId', 'data', 'errorCode']

/**
 * Who is asking, for the guard: the money paths first, then the operators, then a form sent (what the person
 * typed would be lost), then reads carrying a session (or a flash message or a flow: any cookie but the
 * consent choice), then anonymous reads.
 * @param {{ method: string, path: string, query?: Record<string, unknown>, headers: { cookie?: string } }} req
 * @returns {LoadPriority}
 */
function loadPriority(req) {
	if (MONEY_PATHS.some((re) => re.test(req.path))) return 'money'
	if (req.query && RETURN_PARAMS.some((name) => req.query?.[name] !== undefined)) return 'money'
	if (req.path === '/admin' || req.path.startsWith('/admin/') || req.path.startsWith('/admin.'))
		return 'operator'
	if (req.method !== 'GET' && req.method !== 'HEAD') return 'form'
	const cookie = req.headers.cookie
	if (cookie && cookie.split(';').some((part) => !part.trim().startsWith('donnons_consent=')))
		return 'signed-in'
	return 'anonymous'
}

/** @param {LoadGuardOptions} options */
export function loadGuard({
	page,
	retryAfterSeconds = 5,
	maxInFlight = 64,
	maxLagMs = 1000,
	minInFlightForLag = 8,
	signedInFactor = 2,
	eventLoopLag,
	alwaysAllowed = ['/healthcheck'],
}) {
	const monitor = eventLoopLag ? null : eventLoopLagMonitor()
	const lag = eventLoopLag ?? /** @type {{ read: () => number }} */ (monitor).read
	let inFlight = 0
	/** @type {Record<LoadPriority, number>} */
	const shed = { money: 0, operator: 0, form: 0, 'signed-in': 0, anonymous: 0 }

	// One line on the server's log per ten seconds of shedding at most: when it starts, with the lag and the
	// requests in flight that made it shed, and the counts by priority so far.
	let loggedAt = 0
	function logShedding() {
		const now = Date.now()
		if (now - loggedAt < 10_000) return
		loggedAt = now
		console.warn(
			`load guard: shedding (event-loop lag ${Math.round(lag())} ms, ${inFlight} requests in flight); shed so far ${JSON.stringify(shed)}`,
		)
	}

	/** @param {LoadPriority} priority */
	function mustShed(priority) {
		if (priority === 'money' || priority === 'operator') return false
		const factor =
			priority === 'anonymous' ? 1 : priority === 'signed-in' ? signedInFactor : 2 * signedInFactor
		return inFlight >= maxInFlight * factor || (inFlight >= minInFlightForLag && lag() > maxLagMs * factor)
	}

	/** @type {import('express').RequestHandler & { inFlight: () => number, shed: () => Record<LoadPriority, number>, close: () => void }} */
	const guard = Object.assign(
		/** @type {import('express').RequestHandler} */ (
			(req, res, next) => {
				if (alwaysAllowed.includes(req.path)) return next()
				const priority = loadPriority(req)
				if (mustShed(priority)) {
					shed[priority]++
					logShedding()
					compressResponse(req, res)
					res
						.status(503)
						.set({
							// What was shed, for the benchmarks' report (scripts/bench/lib.ts) and the logs of a proxy.
							'X-Load-Shed': priority,
							'Retry-After': String(retryAfterSeconds),
							'Cache-Control': 'no-store',
							'Content-Type': 'text/html; charset=utf-8',
						})
						.send(page())
					return
				}
				inFlight++
				let released = false
				const release = () => {
					if (released) return
					released = true
					inFlight--
				}
				res.on('finish', release)
				res.on('close', release)
				next()
			}
		),
		{ inFlight: () => inFlight, shed: () => ({ ...shed }), close: () => monitor?.stop() },
	)
	return guard
}
