import { describe, expect, test } from 'vitest'
import {
	callsLeft,
	DEFAULT_RATE_LIMITS,
	emptyWindows,
	learnFromReport,
	parseRateLimitHeaders,
	parseRateLimitSetting,
	rateLimitHeaders,
	reportAgrees,
	reportOf,
	takeCalls,
} from './provider-quota.ts'

const T0 = 1_800_000_000_000

describe('the quota setting', () => {
	test("Mangopay's defaults read back from their written form", () => {
		expect(parseRateLimitSetting('2300/15m,4500/30m,8800/1h,105600/24h')).toEqual(DEFAULT_RATE_LIMITS)
		expect(parseRateLimitSetting(' 10/30s , 20/1d ')).toEqual([
			{ limit: 10, seconds: 30 },
			{ limit: 20, seconds: 86_400 },
		])
	})
	test('malformed settings are refused', () => {
		for (const bad of ['', '2300', '2300/15', '0/15m', '10/0m', '10/15w', '-1/1h', '1.5/1h', '1/1h,'])
			expect(parseRateLimitSetting(bad), bad).toBeNull()
	})
})

describe('taking calls by priority', () => {
	const limits = [
		{ limit: 100, seconds: 60 },
		{ limit: 1000, seconds: 3600 },
	]
	const used = (n: number) => emptyWindows(limits, T0).map((w, i) => (i === 0 ? { ...w, used: n } : w))

	test('each priority leaves its headroom to the ones above: jobs 40 %, reconciliation 25 %, returns 10 %', () => {
		expect(takeCalls(used(59), T0, 'job').ok).toBe(true)
		expect(takeCalls(used(60), T0, 'job').ok).toBe(false)
		expect(takeCalls(used(74), T0, 'reconciliation').ok).toBe(true)
		expect(takeCalls(used(75), T0, 'reconciliation').ok).toBe(false)
		expect(takeCalls(used(89), T0, 'return').ok).toBe(true)
		expect(takeCalls(used(90), T0, 'return').ok).toBe(false)
		expect(takeCalls(used(99), T0, 'donor').ok).toBe(true)
		expect(takeCalls(used(100), T0, 'donor').ok).toBe(false)
	})

	test('a sequence is taken whole or not at all, in every window', () => {
		expect(takeCalls(used(98), T0, 'donor', 3).ok).toBe(false)
		const taken = takeCalls(used(97), T0, 'donor', 3)
		expect(taken.ok && taken.windows.map((w) => w.used)).toEqual([100, 3])
	})

	test('a refusal says when the short window resets; a reset window starts empty', () => {
		const windows = used(100)
		const refused = takeCalls(windows, T0 + 1000, 'donor')
		expect(refused).toEqual({ ok: false, retryAt: T0 + 60_000 })
		const later = takeCalls(windows, T0 + 60_000, 'donor')
		expect(later.ok && later.windows[0]).toEqual({ seconds: 60, limit: 100, used: 1, resetAt: T0 + 120_000 })
		expect(later.ok && later.windows[1]!.used).toBe(1)
	})

	test('the longest window is binding too', () => {
		const windows = emptyWindows(limits, T0).map((w) => ({ ...w, used: w.seconds === 3600 ? 1000 : 0 }))
		expect(takeCalls(windows, T0, 'donor')).toEqual({ ok: false, retryAt: T0 + 3_600_000 })
		expect(callsLeft(windows[0]!, 'job')).toBe(60)
	})
})

describe("the provider's headers", () => {
	test('parsed from the three comma-separated lists, in window order', () => {
		const report = parseRateLimitHeaders({
			'x-ratelimit': '12, 20, 40, 500',
			'x-ratelimit-remaining': '2288, 4480, 8760, 105100',
			'x-ratelimit-reset': '1800000900, 1800001800, 1800003600, 1800086400',
		})
		expect(report).toEqual([
			{ made: 12, remaining: 2288, resetAt: 1_800_000_900 },
			{ made: 20, remaining: 4480, resetAt: 1_800_001_800 },
			{ made: 40, remaining: 8760, resetAt: 1_800_003_600 },
			{ made: 500, remaining: 105_100, resetAt: 1_800_086_400 },
		])
	})
	test('missing or misaligned headers are ignored', () => {
		expect(parseRateLimitHeaders({})).toBeNull()
		expect(
			parseRateLimitHeaders({ 'x-ratelimit': '1,2', 'x-ratelimit-remaining': '3', 'x-ratelimit-reset': '4' }),
		).toBeNull()
		expect(
			parseRateLimitHeaders({ 'x-ratelimit': 'a', 'x-ratelimit-remaining': '3', 'x-ratelimit-reset': '4' }),
		).toBeNull()
	})
	test('written and read back; the budget takes the counts, limits and resets they give', () => {
		const windows = emptyWindows(DEFAULT_RATE_LIMITS, T0)
		const report = parseRateLimitHeaders(rateLimitHeaders(reportOf(windows)))!
		expect(report[0]).toEqual({ made: 0, remaining: 2300, resetAt: (T0 + 900_000) / 1000 })
		// A raised quota and calls made by another process, as the provider reports them.
		const learned = learnFromReport(windows, [{ made: 700, remaining: 4300, resetAt: 1_800_000_500 }])
		expect(learned[0]).toEqual({ seconds: 900, limit: 5000, used: 700, resetAt: 1_800_000_500_000 })
		expect(learned[1]).toEqual(windows[1])
	})
})

describe('a report that agrees with our count', () => {
	const limits = [
		{ limit: 20, seconds: 60 },
		{ limit: 100, seconds: 3600 },
	]
	// Five calls taken at T0: both windows started then, reset in 60 s and 1 h, as the provider reports them.
	const taken = takeCalls(emptyWindows(limits, T0), T0, 'donor', 5)
	const windows = taken.ok ? taken.windows : []
	const report = [
		{ made: 5, remaining: 15, resetAt: (T0 + 60_000) / 1000 },
		{ made: 5, remaining: 95, resetAt: (T0 + 3_600_000) / 1000 },
	]
	test('the same counts, limits and resets: nothing to learn', () => {
		expect(reportOf(windows)).toEqual(report)
		expect(reportAgrees(windows, report)).toBe(true)
		// A report of fewer windows compares those it gives.
		expect(reportAgrees(windows, report.slice(0, 1))).toBe(true)
	})
	test("a reservation's calls not sent yet explain a lower count, and only they", () => {
		// 5 counted, of which 2 reserved and not sent: the provider has seen 3.
		const seen = report.map((r) => ({ ...r, made: 3, remaining: r.remaining + 2 }))
		expect(reportAgrees(windows, seen, 2)).toBe(true)
		expect(reportAgrees(windows, seen, 0)).toBe(false)
		expect(reportAgrees(windows, seen, 1)).toBe(false)
		expect(reportAgrees(windows, report, 2)).toBe(false)
	})
	test('more calls made (fewer remaining), another limit or another reset: learnt', () => {
		const more = [{ ...report[0]!, made: 6, remaining: 14 }, report[1]!]
		expect(reportAgrees(windows, more)).toBe(false)
		expect(reportAgrees(windows, more, 1)).toBe(false)
		const raised = [report[0]!, { ...report[1]!, remaining: 195 }]
		expect(reportAgrees(windows, raised)).toBe(false)
		const reset = [{ ...report[0]!, resetAt: report[0]!.resetAt + 1 }, report[1]!]
		expect(reportAgrees(windows, reset)).toBe(false)
		// Fewer made with the same remaining is another limit too.
		expect(reportAgrees(windows, [{ ...report[0]!, made: 4 }], 1)).toBe(false)
	})
})
