import type Database from 'better-sqlite3'
import {
	DEFAULT_RATE_LIMITS,
	parseRateLimitSetting,
	type QuotaWindow,
	type RateLimit,
	reportOf,
	takeCalls,
} from '#app/lib/payments/provider-quota.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { PaymentProviderError } from '../provider.ts'
import { reportRateLimits } from '../rate-limits.ts'
import { getSandboxDb } from './core.server.ts'

/**
 * Mangopay's call quota in the simulator (rate-limiting.mdx): every API call counts in the windows of
 * SANDBOX_RATE_LIMITS (default Mangopay's), in the sandbox file so that every server process shares them;
 * past them, HTTP 429 `rate_limit`, nothing done. Every call reports the windows as the `x-ratelimit*`
 * headers would. Real time: moving the simulator's clock does not refill them.
 */

type Row = { seconds: number; limit: number; used: number; reset_at: number }
type Statements = {
	client: Database.Database
	take: (now: number) => { ok: boolean; windows: QuotaWindow[] }
}

declare global {
	var __donnonsSandboxQuota: Statements | undefined
}

// Every simulated call reads the windows: the connection reuses the prepared statement (openSqlite's
// statement cache, db/client.server.ts), so preparing it here costs a map look-up.
function windowsOf(client: Database.Database) {
	return client
		.prepare<[], Row>('SELECT seconds, "limit", used, reset_at FROM sim_quota ORDER BY seconds')
		.all()
		.map((r) => ({ seconds: r.seconds, limit: r.limit, used: r.used, resetAt: r.reset_at }))
}

function writeLimits(client: Database.Database, limits: readonly RateLimit[], reset: boolean) {
	client.transaction(() => {
		const seconds = limits.map((l) => l.seconds)
		client
			.prepare(`DELETE FROM sim_quota WHERE seconds NOT IN (${seconds.map(() => '?').join(',')})`)
			.run(...seconds)
		const upsert = client.prepare(
			'INSERT INTO sim_quota (seconds, "limit", used, reset_at) VALUES (?, ?, 0, 0) ON CONFLICT (seconds) ' +
				`DO UPDATE SET "limit" = excluded."limit"${reset ? ', used = 0, reset_at = 0' : ''}`,
		)
		for (const l of limits) upsert.run(l.seconds, l.limit)
	})()
}

function statements(): Statements {
	const client = getSandboxDb().$client
	if (globalThis.__donnonsSandboxQuota?.client === client) return globalThis.__donnonsSandboxQuota
	const setting = getEnv().SANDBOX_RATE_LIMITS
	writeLimits(client, (setting && parseRateLimitSetting(setting)) || DEFAULT_RATE_LIMITS, false)
	const update = client.prepare<[number, number, number]>(
		'UPDATE sim_quota SET used = ?, reset_at = ? WHERE seconds = ?',
	)
	const take = client.transaction((now: number) => {
		const windows = windowsOf(client)
		const decision = takeCalls(windows, now, 'donor')
		if (!decision.ok) return { ok: false, windows }
		for (const w of decision.windows) update.run(w.used, w.resetAt, w.seconds)
		return { ok: true, windows: decision.windows }
	})
	globalThis.__donnonsSandboxQuota = { client, take: (now) => take.immediate(now) }
	return globalThis.__donnonsSandboxQuota
}

/**
 * Counts one API call in the windows when they allow it (nothing counted otherwise), in the caller's
 * transaction when there is one (a savepoint); `settleSandboxCall` then reports and refuses.
 */
export function takeSandboxCall() {
	return statements().take(Date.now())
}

/** Reports the windows as the `x-ratelimit*` headers would, and refuses a call they did not allow (429). */
export function settleSandboxCall({ ok, windows }: ReturnType<typeof takeSandboxCall>) {
	reportRateLimits(reportOf(windows))
	if (!ok) {
		throw new PaymentProviderError(
			'Rate limit exceeded. Please contact support for more assistance',
			'rate_limit',
			429,
			true,
		)
	}
}

/** Counts one API call, or refuses it with Mangopay's 429; the windows are reported either way. */
export function countSandboxCall() {
	settleSandboxCall(takeSandboxCall())
}

/** The control's `setRateLimits`: new limits, every window empty. */
export function setSandboxRateLimits(limits: readonly RateLimit[] | null) {
	const setting = getEnv().SANDBOX_RATE_LIMITS
	const fallback = (setting && parseRateLimitSetting(setting)) || DEFAULT_RATE_LIMITS
	writeLimits(statements().client, limits ?? fallback, true)
}
