/**
 * The payment provider's call quota (Mangopay `api-reference/overview/rate-limiting.mdx`): pure rules shared by
 * the budget in front of the provider (app/payments/quota.server.ts) and the sandbox simulator's enforcement.
 *
 * Four windows (15 min, 30 min, 1 h, 24 h), each with its calls made, its limit and the time it resets, as the
 * provider's `x-ratelimit`, `x-ratelimit-remaining` and `x-ratelimit-reset` headers give them (comma-separated,
 * in that order). A window starts at its first call after the previous one reset.
 */

export type RateLimit = { limit: number; seconds: number }
export type QuotaWindow = { seconds: number; limit: number; used: number; resetAt: number }
/** One window as the provider's headers report it; `resetAt` in Unix seconds as sent. */
export type RateLimitReport = { made: number; remaining: number; resetAt: number }

export const DEFAULT_RATE_LIMITS: readonly RateLimit[] = [
	{ limit: 2300, seconds: 15 * 60 },
	{ limit: 4500, seconds: 30 * 60 },
	{ limit: 8800, seconds: 60 * 60 },
	{ limit: 105_600, seconds: 24 * 60 * 60 },
]

/**
 * Who is calling, first served first: a donor's payment in progress, the provider's returns (3-D Secure,
 * mandate) and webhook re-fetches, the reconciliation, then payouts and the other jobs.
 */
export type ProviderPriority = 'donor' | 'return' | 'reconciliation' | 'job'

/**
 * The share of every window each priority leaves to the ones above it. Donors may use a window to its last call:
 * a gift refused is lost, everything else can wait. Returns stop at 10 %: the donor's bank already answered
 * and the webhook or the reconciliation would settle it later anyway. The reconciliation (every 5 minutes,
 * a backstop) stops at 25 %; payouts and monthly debits, which have days of slack, at 40 %, so that a burst
 * of gifts finds at least 40 % of the 15-minute window (920 calls, about 300 card gifts) still free.
 */
const HEADROOM: Record<ProviderPriority, number> = {
	donor: 0,
	return: 0.1,
	reconciliation: 0.25,
	job: 0.4,
}

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 }

/**
 * `2300/15m,4500/30m,8800/1h,105600/24h` → the limits, or null when malformed (empty, a limit or a duration
 * of 0, more than 8 windows). Units s, m, h, d.
 */
export function parseRateLimitSetting(value: string): RateLimit[] | null {
	const parts = value.split(',').map((p) => p.trim())
	if (parts.length === 0 || parts.length > 8) return null
	const limits: RateLimit[] = []
	for (const part of parts) {
		const match = /^(\d{1,9})\/(\d{1,6})([smhd])$/.exec(part)
		if (!match) return null
		const limit = Number(match[1])
		const seconds = Number(match[2]) * UNITS[match[3]!]!
		if (limit < 1 || seconds < 1) return null
		limits.push({ limit, seconds })
	}
	return limits
}

/** Windows past their reset start again, empty, at their next call. */
function rollWindows(windows: readonly QuotaWindow[], now: number): QuotaWindow[] {
	return windows.map((w) => (now >= w.resetAt ? { ...w, used: 0, resetAt: now + w.seconds * 1000 } : w))
}

/** Fresh windows for these limits (nothing used). */
export function emptyWindows(limits: readonly RateLimit[], now: number): QuotaWindow[] {
	return limits.map((l) => ({ seconds: l.seconds, limit: l.limit, used: 0, resetAt: now + l.seconds * 1000 }))
}

/** The calls still open to this priority in one window (what its headroom leaves). */
export function callsLeft(w: QuotaWindow, priority: ProviderPriority) {
	const reserved = Math.ceil(w.limit * HEADROOM[priority])
	return Math.max(0, w.limit - reserved - w.used)
}

type QuotaDecision = { ok: true; windows: QuotaWindow[] } | { ok: false; retryAt: number }

/**
 * Takes `calls` calls for this priority if every window has room for them, else says when the first
 * window that is short resets (the earliest time it could succeed).
 */
export function takeCalls(
	windows: readonly QuotaWindow[],
	now: number,
	priority: ProviderPriority,
	calls = 1,
): QuotaDecision {
	const rolled = rollWindows(windows, now)
	const short = rolled.filter((w) => callsLeft(w, priority) < calls)
	if (short.length > 0) return { ok: false, retryAt: Math.max(...short.map((w) => w.resetAt)) }
	return { ok: true, windows: rolled.map((w) => ({ ...w, used: w.used + calls })) }
}

/**
 * The provider's own count wins (other processes, another platform on the same credentials, a raised quota):
 * each reported window replaces the matching one, the 1st header value the 1st window and so on. A report
 * of fewer values leaves the others as they are.
 */
export function learnFromReport(
	windows: readonly QuotaWindow[],
	report: readonly RateLimitReport[],
): QuotaWindow[] {
	return windows.map((w, i) => {
		const r = report[i]
		if (!r) return w
		return { ...w, used: r.made, limit: r.made + r.remaining, resetAt: r.resetAt * 1000 }
	})
}

/**
 * Whether a report says what we counted already, so that learning it would change nothing the budget decides
 * on. `unsent`: the calls the reporting step counted before sending them (a reservation, `withReservedCalls`)
 * and has not sent yet: the provider cannot have seen them. A step that reserved 2 calls and sent its first
 * hears « made U + 1 » where we count U + 2, which agrees. Only the reported windows are compared.
 */
export function reportAgrees(
	windows: readonly QuotaWindow[],
	report: readonly RateLimitReport[],
	unsent = 0,
): boolean {
	return windows.every((w, i) => {
		const r = report[i]
		if (!r) return true
		return r.made + unsent === w.used && r.made + r.remaining === w.limit && r.resetAt * 1000 === w.resetAt
	})
}

/** The windows as the provider would report them (the sandbox's headers). */
export function reportOf(windows: readonly QuotaWindow[]): RateLimitReport[] {
	return windows.map((w) => ({
		made: w.used,
		remaining: Math.max(0, w.limit - w.used),
		resetAt: Math.ceil(w.resetAt / 1000),
	}))
}

type RateLimitHeaders = {
	'x-ratelimit': string
	'x-ratelimit-remaining': string
	'x-ratelimit-reset': string
}

export function rateLimitHeaders(report: readonly RateLimitReport[]): RateLimitHeaders {
	return {
		'x-ratelimit': report.map((r) => r.made).join(', '),
		'x-ratelimit-remaining': report.map((r) => r.remaining).join(', '),
		'x-ratelimit-reset': report.map((r) => r.resetAt).join(', '),
	}
}

/**
 * Reads the three headers (any casing, a value or an array of values); null when one is missing or the
 * three lists do not line up as non-negative integers.
 */
export function parseRateLimitHeaders(headers: Record<string, unknown> | null | undefined) {
	if (!headers) return null
	const read = (name: string) => {
		const raw = headers[name] ?? headers[name.toLowerCase()]
		const value = Array.isArray(raw) ? raw.join(',') : raw
		if (typeof value !== 'string' && typeof value !== 'number') return null
		const numbers = String(value)
			.split(',')
			.map((v) => v.trim())
		if (numbers.some((v) => !/^\d{1,12}$/.test(v))) return null
		return numbers.map(Number)
	}
	const made = read('x-ratelimit')
	const remaining = read('x-ratelimit-remaining')
	const reset = read('x-ratelimit-reset')
	if (!made || !remaining || !reset) return null
	if (made.length !== remaining.length || made.length !== reset.length || made.length > 8) return null
	return made.map((m, i) => ({ made: m, remaining: remaining[i]!, resetAt: reset[i]! }))
}
