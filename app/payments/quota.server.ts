import { AsyncLocalStorage } from 'node:async_hooks'
import type Database from 'better-sqlite3'
import {
	DEFAULT_RATE_LIMITS,
	learnFromReport,
	parseRateLimitSetting,
	type ProviderPriority,
	type QuotaWindow,
	type RateLimit,
	type RateLimitReport,
	reportAgrees,
	takeCalls,
} from '../lib/payments/provider-quota.ts'
import { getDb } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { isPaymentProviderError, PaymentProviderError, type PaymentProvider } from './provider.ts'
import { onRateLimitReport } from './rate-limits.ts'

/**
 * One budget of provider calls for every server process on this database: the windows of the
 * provider's quota in the `provider_quota` table, each call taken in an IMMEDIATE transaction, the counts
 * corrected from the provider's rate-limit headers. Lower priorities stop earlier (app/lib/payments/provider-quota.ts),
 * so a burst of jobs never takes the calls a donor's payment needs.
 */

/** The budget refused the call before it was sent: nothing reached the provider. */
export class QuotaExceededError extends PaymentProviderError {
	constructor(readonly retryAt: number) {
		super('The provider call budget is exhausted for now', 'rate_limit', 429, true)
		this.name = 'PaymentProviderError'
	}
}

/** A refusal for lack of quota, ours or the provider's own 429: wait, never a payment failure. */
export const isQuotaRefusal = (error: unknown) =>
	isPaymentProviderError(error) && (error.code === 'rate_limit' || error.status === 429)

type Row = { seconds: number; limit: number; used: number; reset_at: number }

export class ProviderBudget {
	private readonly read: Database.Statement<[], Row>
	private readonly write: Database.Statement<[number, number, number, number]>
	private readonly takeTx: (priority: ProviderPriority, calls: number, now: number) => number | null
	private readonly learnTx: (report: RateLimitReport[]) => void

	constructor(
		readonly sqlite: Database.Database,
		readonly limits: readonly RateLimit[] = DEFAULT_RATE_LIMITS,
	) {
		this.read = sqlite.prepare('SELECT seconds, "limit", used, reset_at FROM provider_quota ORDER BY seconds')
		this.write = sqlite.prepare(
			'UPDATE provider_quota SET "limit" = ?, used = ?, reset_at = ? WHERE seconds = ?',
		) as Database.Statement<[number, number, number, number]>
		this.configure()
		const take = sqlite.transaction((priority: ProviderPriority, calls: number, now: number) => {
			const decision = takeCalls(this.windows(), now, priority, calls)
			if (!decision.ok) return decision.retryAt
			this.store(decision.windows)
			return null
		})
		this.takeTx = (priority, calls, now) => take.immediate(priority, calls, now)
		const learn = sqlite.transaction((report: RateLimitReport[]) =>
			this.store(learnFromReport(this.windows(), report)),
		)
		this.learnTx = (report) => learn.immediate(report)
	}

	/** The configured windows: rows of other lengths (a changed setting) go, a changed limit is applied. */
	private configure() {
		const seconds = this.limits.map((l) => l.seconds)
		this.sqlite.transaction(() => {
			this.sqlite
				.prepare(`DELETE FROM provider_quota WHERE seconds NOT IN (${seconds.map(() => '?').join(',')})`)
				.run(...seconds)
			const upsert = this.sqlite.prepare(
				'INSERT INTO provider_quota (seconds, "limit", used, reset_at) VALUES (?, ?, 0, 0) ' +
					'ON CONFLICT (seconds) DO UPDATE SET "limit" = excluded."limit"',
			)
			for (const l of this.limits) upsert.run(l.seconds, l.limit)
		})()
	}

	windows(): QuotaWindow[] {
		return this.read
			.all()
			.map((r) => ({ seconds: r.seconds, limit: r.limit, used: r.used, resetAt: r.reset_at }))
	}

	private store(windows: QuotaWindow[]) {
		for (const w of windows) this.write.run(w.limit, w.used, w.resetAt, w.seconds)
	}

	/** Takes `calls` calls for this priority; null when taken, else when to try again (ms). */
	take(priority: ProviderPriority, calls = 1, now = Date.now()) {
		return this.takeTx(priority, calls, now)
	}

	/** Demo control and tests: every window spent, for its full length (`restore` ends it). */
	exhaust(now = Date.now()) {
		this.sqlite.prepare('UPDATE provider_quota SET used = "limit", reset_at = ? + seconds * 1000').run(now)
	}

	/** Demo control and tests: every window empty again, at the configured limits. */
	restore() {
		this.sqlite.prepare('UPDATE provider_quota SET used = 0, reset_at = 0').run()
		this.configure()
	}

	/**
	 * The provider's own count replaces ours (its headers, window by window). Most answers report what we
	 * counted already (we take each call before sending it, a reservation's `unsent` calls included:
	 * reportAgrees): such a report is read, not written, so it takes no write lock (a transaction each
	 * provider call of a gift, otherwise). Any other is learnt at once.
	 */
	learn(report: RateLimitReport[], unsent = 0) {
		if (reportAgrees(this.windows(), report, unsent)) return
		this.learnTx(report)
	}
}

declare global {
	var __donnonsProviderBudget: ProviderBudget | undefined
}

/** The budget of this process's database, with PROVIDER_RATE_LIMITS (or Mangopay's defaults). */
export function getProviderBudget(): ProviderBudget {
	const sqlite = getDb().$client
	const current = globalThis.__donnonsProviderBudget
	if (current?.sqlite === sqlite) return current
	const setting = getEnv().PROVIDER_RATE_LIMITS
	const limits = (setting && parseRateLimitSetting(setting)) || DEFAULT_RATE_LIMITS
	globalThis.__donnonsProviderBudget = new ProviderBudget(sqlite, limits)
	return globalThis.__donnonsProviderBudget
}

declare global {
	var __donnonsBudgetListener: (() => void) | undefined
}

let listening = false

/**
 * From now on, the provider's rate-limit headers correct this process's budget. Once per instance of this
 * module: a new instance (a test file's fresh modules, a reload in development) replaces the previous
 * listener instead of being deafened by it.
 */
export function listenToRateLimits() {
	if (listening) return
	listening = true
	globalThis.__donnonsBudgetListener?.()
	globalThis.__donnonsBudgetListener = onRateLimitReport((report) => {
		// Only the answers to the platform's own calls: the simulator also reports its bank-side work (the
		// control page, the card vault, its 3-D Secure page), which is not the platform's quota.
		if (!inBudgetedCall.getStore()) return
		try {
			// A reservation's calls not sent yet are not in the provider's count: they stay in ours.
			getProviderBudget().learn(report, scope.getStore()?.prepaid ?? 0)
		} catch (error) {
			console.error('The provider budget could not learn from the rate-limit headers:', error)
		}
	})
}

/**
 * An AsyncLocalStorage enabled only while one of its runs is under way. Node 20 turns on `async_hooks`'
 * promise hooks for the whole process once any AsyncLocalStorage is enabled, and keeps them on until none is:
 * every promise of every request (a page's render included) then pays them. The provider's calls are rare
 * (a gift's steps, the jobs), so the storage is disabled when its last run settles, which turns the hooks off
 * again. Runs are counted until their promise settles: concurrent and nested runs keep their own store, as
 * with a plain AsyncLocalStorage; work a run leaves behind without awaiting it would lose the store once no
 * run is under way (none of the callers does: each awaits what it starts).
 */
class ScopedStorage<T> {
	private readonly storage = new AsyncLocalStorage<T>()
	private running = 0

	/** A disabled AsyncLocalStorage answers undefined by itself: no run under way, no store. */
	getStore(): T | undefined {
		return this.storage.getStore()
	}

	run<R>(store: T, fn: () => R): R {
		this.running++
		let result: R
		try {
			result = this.storage.run(store, fn)
		} catch (error) {
			this.settled()
			throw error
		}
		if (!(result instanceof Promise)) {
			this.settled()
			return result
		}
		return result.finally(() => this.settled()) as R
	}

	/** Runs under way (tests). */
	get active() {
		return this.running
	}

	private settled() {
		if (--this.running === 0) this.storage.disable()
	}
}

/** Set while a call the budget let through is under way: its answer's rate-limit headers are learnt. */
const inBudgetedCall = new ScopedStorage<true>()

type Scope = { priority: ProviderPriority; prepaid: number }
const scope = new ScopedStorage<Scope>()

/** Tests: the provider scopes under way (0: their AsyncLocalStorages are disabled). */
export const providerScopesUnderWay = () => scope.active + inBudgetedCall.active

/**
 * Runs `fn` with this priority for its provider calls (the jobs, the webhook worker, the provider's returns);
 * a request without one is a donor's.
 */
export function withProviderPriority<T>(priority: ProviderPriority, fn: () => T): T {
	return scope.run({ priority, prepaid: 0 }, fn)
}

const currentProviderPriority = (): ProviderPriority => scope.getStore()?.priority ?? 'donor'

/**
 * Takes the calls of a whole payment step at once (a card pay-in: registration update, wallet, pay-in), so
 * that once started it never stops half-way for lack of budget. Null when taken (the next `calls` provider
 * calls of `fn` are already counted), else when to try again; `fn` then does not run.
 */
export async function withReservedCalls<T>(
	calls: number,
	fn: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; retryAt: number }> {
	const reservation = reserveCalls(calls)
	if (!reservation.ok) return reservation
	return { ok: true, value: await reservation.run(fn) }
}

/**
 * `withReservedCalls` in two halves: the calls taken now, synchronously (in the caller's transaction when
 * there is one, so that what starts the step and its calls' count commit together), then `run` sends them.
 */
export function reserveCalls(calls: number) {
	const priority = currentProviderPriority()
	const retryAt = getProviderBudget().take(priority, calls)
	if (retryAt !== null) return { ok: false as const, retryAt }
	return {
		ok: true as const,
		run: <T>(fn: () => Promise<T>): Promise<T> => scope.run({ priority, prepaid: calls }, fn),
	}
}

/** Members of the provider that do not call it. */
const LOCAL = new Set<PropertyKey>(['name', 'clockSeconds', 'parseWebhook', 'then', 'constructor'])

/**
 * The provider behind the budget: every call takes one from it first (or from the step's reservation), and
 * is refused with a retryable `rate_limit` QuotaExceededError, without reaching the provider, when the
 * caller's priority has no room left.
 */
export function withQuota(provider: PaymentProvider, budget: () => ProviderBudget): PaymentProvider {
	const wrapped = new Map<PropertyKey, unknown>()
	return new Proxy(provider, {
		get(target, property, receiver) {
			const value = Reflect.get(target, property, receiver) as unknown
			if (typeof value !== 'function' || LOCAL.has(property)) return value
			let fn = wrapped.get(property)
			if (!fn) {
				const call = value as (...args: unknown[]) => Promise<unknown>
				fn = async (...args: unknown[]) => {
					const current = scope.getStore()
					if (current && current.prepaid > 0) current.prepaid--
					else {
						const retryAt = budget().take(current?.priority ?? 'donor')
						if (retryAt !== null) throw new QuotaExceededError(retryAt)
					}
					return inBudgetedCall.run(true, () => call.apply(target, args))
				}
				wrapped.set(property, fn)
			}
			return fn
		},
	})
}
