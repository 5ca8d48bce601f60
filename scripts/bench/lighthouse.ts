/**
 * `npm run bench:lighthouse [-- --skip-build]`: Lighthouse (mobile, its default) on the main public pages of the
 * production build, served on a free port with a fresh demo database in a temporary DATA_DIR, as the e2e
 * server is (tests/e2e-server.mjs). Debian's Chromium drives it (CHROMIUM_PATH, else /usr/bin/chromium); nothing
 * is downloaded.
 *
 * Each page alternates with a baseline, A/B/A/B, for BENCH_ROUNDS rounds (default 1): by default a static page of
 * the same server (`/mentions-legales`: the site shell and text, no data), so a busy machine slows both alike and
 * the ratios say what the page costs beyond the shell; with BENCH_COMPARE=<a built checkout>, the same page served
 * by that checkout (before/after in one run). Every request Lighthouse saw is checked: an answer that is not 2xx
 * (or a redirect followed) is a refusal, as is a page Lighthouse could not load. Writes bench/results/lighthouse.json
 * (git-ignored) with the commit and the load average, prints the scores with the failing audits and the ratios to
 * the baseline, and exits 1 on a refusal, or when a page's SEO or accessibility score is under 100, or the
 * performance of the home, search, charity or pot page (docs/performance.md). A page that does not exist yet (it
 * redirects home or answers 404) is reported as missing, not scored.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import path from 'node:path'
import {
	alternate,
	buildUnlessSkipped,
	finish,
	median,
	medianRatio,
	Refusals,
	round,
	startBuiltServer,
} from './lib.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
const REQUIRED: ReadonlyArray<Category> = ['seo', 'accessibility']
/** Issue 16's goal: performance 100 on these four pages. */
const PERFORMANCE_PAGES = ['home', 'search', 'charity', 'pot']
/** The baseline page of the same server: the shell and static text, no data, no page script of its own. */
const STATIC_PAGE = '/mentions-legales'
/** The metrics compared with the baseline (Lighthouse audit ids; milliseconds, or bytes for the weight). */
const METRICS = {
	fcpMs: 'first-contentful-paint',
	lcpMs: 'largest-contentful-paint',
	tbtMs: 'total-blocking-time',
	bytes: 'total-byte-weight',
} as const
type Metric = keyof typeof METRICS

const rounds = Number(process.env.BENCH_ROUNDS ?? 1)
const compareDir = process.env.BENCH_COMPARE ? path.resolve(process.env.BENCH_COMPARE) : null

/** The first charity and open pot the sitemap lists: pages that exist in any fresh demo database. */
async function samplePages(base: string) {
	const xml = await (await fetch(`${base}/sitemap.xml`)).text()
	const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
	const charity = locs.includes('/association/maison-des-aubes')
		? '/association/maison-des-aubes'
		: locs.find((p) => p.startsWith('/association/'))
	const pot = locs.find((p) => /^\/participate\/\d+$/.test(p))
	if (!charity || !pot) throw new Error('The sitemap lists no charity or no open pot')
	return {
		home: '/',
		search: '/associations-partenaires-cagnotte-solidaire',
		charity,
		pot,
		taxDeduction: '/deduction-fiscale-des-dons',
	}
}

/** Whether a page is there: it answers 200 without being sent elsewhere (unknown paths redirect home). */
async function exists(url: string) {
	const response = await fetch(url, { redirect: 'manual' })
	return response.status === 200
}

type Run = {
	scores: Record<Category, number>
	failing: Record<string, string[]>
	metrics: Record<Metric, number>
}
type NetworkItem = { url: string; statusCode: number }

/** Lighthouse's own failures (a trace not recorded on a busy machine): run again, at most twice more. */
const DOCUMENT_ERRORS = new Set(['FAILED_DOCUMENT_REQUEST', 'ERRORED_DOCUMENT_REQUEST', 'NOT_HTML'])

/**
 * One Lighthouse run; every request it saw is counted in `refusals`. A page the server did not serve is a
 * refusal; a run Lighthouse itself botched (NO_NAVSTART and the like) is run again, and counted as a failure
 * only if it fails three times.
 */
async function audit(url: string, port: number, refusals: Refusals, attempt = 1): Promise<Run> {
	const run = await lighthouse(url, {
		port,
		output: 'json',
		logLevel: 'error',
		onlyCategories: [...CATEGORIES],
	})
	if (!run) throw new Error(`Lighthouse gave no result for ${url}`)
	const { categories, audits, runtimeError } = run.lhr
	if (runtimeError && !DOCUMENT_ERRORS.has(runtimeError.code) && attempt < 3) {
		console.log(`${url}: Lighthouse ${runtimeError.code}, run again`)
		return audit(url, port, refusals, attempt + 1)
	}
	if (runtimeError) refusals.failed(new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`))
	const requests = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
	for (const request of requests)
		if (request.url.startsWith('http')) refusals.note(request.statusCode, undefined, request.url)
	return {
		scores: Object.fromEntries(
			CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
		) as Record<Category, number>,
		failing: Object.fromEntries(
			CATEGORIES.map((id) => [
				id,
				(categories[id]?.auditRefs ?? [])
					.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
					.map((ref) => `${ref.id}: ${audits[ref.id]?.title}`),
			]),
		),
		metrics: Object.fromEntries(
			Object.entries(METRICS).map(([name, id]) => [name, round(audits[id]?.numericValue ?? NaN, 0)]),
		) as Record<Metric, number>,
	}
}

type PageResult =
	| { page: string; url: string; missing: true }
	| {
			page: string
			url: string
			baseline: string
			missing: false
			/** The page's lowest score over the rounds, by category (the baseline's beside it). */
			scores: Record<Category, number>
			baselineScores: Record<Category, number>
			failing: Record<string, string[]>
			/** Median of the page's metric, of the baseline's, and of the per-round ratios. */
			metrics: Record<Metric, ReturnType<typeof medianRatio>>
	  }

const lowest = (runs: Run[]) =>
	Object.fromEntries(CATEGORIES.map((id) => [id, Math.min(...runs.map((r) => r.scores[id]))])) as Record<
		Category,
		number
	>

async function main() {
	buildUnlessSkipped()
	const server = await startBuiltServer()
	const compared = compareDir ? await startBuiltServer({ cwd: compareDir }) : null
	const refusals = new Refusals()
	let chrome: chromeLauncher.LaunchedChrome | undefined
	try {
		const pages = await samplePages(server.base)
		chrome = await chromeLauncher.launch({
			chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
		})
		const port = chrome.port
		const results: PageResult[] = []
		for (const [page, pagePath] of Object.entries(pages)) {
			const url = `${server.base}${encodeURI(pagePath)}`
			const baselineUrl = compared
				? `${compared.base}${encodeURI(pagePath)}`
				: `${server.base}${encodeURI(STATIC_PAGE)}`
			if (!(await exists(url))) {
				results.push({ page, url: pagePath, missing: true })
				continue
			}
			const runs = await alternate(rounds, {
				baseline: () => audit(baselineUrl, port, refusals),
				page: () => audit(url, port, refusals),
			})
			results.push({
				page,
				url: pagePath,
				baseline: compared ? `${pagePath} on ${compareDir}` : STATIC_PAGE,
				missing: false,
				scores: lowest(runs.page),
				baselineScores: lowest(runs.baseline),
				failing: runs.page.at(-1)!.failing,
				metrics: Object.fromEntries(
					(Object.keys(METRICS) as Metric[]).map((m) => [
						m,
						medianRatio(
							runs.page.map((r) => r.metrics[m]),
							runs.baseline.map((r) => r.metrics[m]),
						),
					]),
				) as Record<Metric, ReturnType<typeof medianRatio>>,
			})
		}
		let goalsMet = true
		for (const result of results) {
			if (result.missing) {
				console.log(`${result.page.padEnd(13)} missing (${result.url} does not answer 200): not scored`)
				continue
			}
			const line = CATEGORIES.map((id) => `${id} ${result.scores[id]}`).join(' · ')
			console.log(`${result.page.padEnd(13)} ${line}  (${result.url})`)
			const ratios = (Object.keys(METRICS) as Metric[])
				.map((m) => `${m} ${result.metrics[m].measured} (×${result.metrics[m].ratio})`)
				.join(' · ')
			console.log(
				`${' '.repeat(14)}${ratios}  against ${result.baseline} (performance ${result.baselineScores.performance})`,
			)
			for (const id of CATEGORIES)
				for (const failed of result.failing[id] ?? []) console.log(`${' '.repeat(16)}${id} ✗ ${failed}`)
			if (REQUIRED.some((id) => result.scores[id] < 100)) goalsMet = false
			if (PERFORMANCE_PAGES.includes(result.page) && result.scores.performance < 100) goalsMet = false
		}
		if (!goalsMet)
			console.error(
				`SEO and accessibility must score 100 on every page, performance 100 on ${PERFORMANCE_PAGES.join(', ')}.`,
			)
		finish(
			'lighthouse',
			{
				lighthouse: '12.8.2',
				formFactor: 'mobile',
				rounds,
				baseline: compared ? `BENCH_COMPARE=${compareDir}` : `${STATIC_PAGE} of the same server`,
				medianBaselinePerformance: median(
					results.flatMap((r) => (r.missing ? [] : [r.baselineScores.performance])),
				),
				results,
			},
			{ goalsMet, refusals },
		)
	} finally {
		await chrome?.kill()
		await server.stop()
		await compared?.stop()
	}
}

await main()
