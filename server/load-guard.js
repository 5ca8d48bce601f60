// @ts-check
// Sheds load before the app: when too many requests are being answered at once, or the event loop lags (the
// process is saturated), a page request gets a short French 503 with Retry-After at once, instead of waiting
// its turn and being cut off half-rendered. Static files are served before this guard; /healthcheck passes.
import { monitorEventLoopDelay } from 'node:perf_hooks'

/**
 * @typedef {object} LoadGuardOptions
 * @property {() => string} page the French page of the 503 answer
 * @property {number} [retryAfterSeconds]
 * @property {number} [maxInFlight] requests being answered at once beyond which new ones are refused
 * @property {number} [maxLagMs] event-loop delay (mean over the last second) beyond which new ones are refused
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

/** @param {LoadGuardOptions} options */
export function loadGuard({
	page,
	retryAfterSeconds = 5,
	maxInFlight = 64,
	maxLagMs = 500,
	eventLoopLag,
	alwaysAllowed = ['/healthcheck'],
}) {
	const monitor = eventLoopLag ? null : eventLoopLagMonitor()
	const lag = eventLoopLag ?? /** @type {{ read: () => number }} */ (monitor).read
	let inFlight = 0

	/** @type {import('express').RequestHandler & { inFlight: () => number, close: () => void }} */
	const guard = Object.assign(
		/** @type {import('express').RequestHandler} */ (
			(req, res, next) => {
				if (alwaysAllowed.includes(req.path)) return next()
				if (inFlight >= maxInFlight || lag() > maxLagMs) {
					res
						.status(503)
						.set({
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
		{ inFlight: () => inFlight, close: () => monitor?.stop() },
	)
	return guard
}
