/**
 * `npm run bench:lighthouse [-- --skip-build]`: Lighthouse (mobile, its default) on the main public pages of the
 * production build, served on a free port with a fresh demo database in a temporary DATA_DIR, as the e2e
 * server is (tests/e2e-server.mjs). Debian's Chromium drives it (CHROMIUM_PATH, else /usr/bin/chromium); nothing
 * is downloaded. Writes the scores to bench/results/lighthouse.json (git-ignored), prints them with the failing audits,
 * and exits 1 when a page's SEO or accessibility score is under 100, or the performance of the home, search,
 * charity or pot page (docs/performance.md). A page that does not exist yet (it
 * redirects home or answers 404) is reported as missing, not scored.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildUnlessSkipped, startBuiltServer, writeResult } from './lib.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const REQUIRED: ReadonlyArray<(typeof CATEGORIES)[number]> = ['seo', 'accessibility']
/** Issue 16's goal: performance 100 on these four pages. */
const PERFORMANCE_PAGES = ['home', 'search', 'charity', 'pot']

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

type PageResult =
	| { page: string; url: string; missing: true }
	| {
			page: string
			url: string
			missing: false
			scores: Record<(typeof CATEGORIES)[number], number>
			failing: Record<string, string[]>
	  }

async function main() {
	buildUnlessSkipped()
	const server = await startBuiltServer()
	const { base } = server
	let chrome: chromeLauncher.LaunchedChrome | undefined
	try {
		const pages = await samplePages(base)
		chrome = await chromeLauncher.launch({
			chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
		})
		const results: PageResult[] = []
		for (const [page, pagePath] of Object.entries(pages)) {
			const url = `${base}${encodeURI(pagePath)}`
			if (!(await exists(url))) {
				results.push({ page, url, missing: true })
				continue
			}
			const run = await lighthouse(url, {
				port: chrome.port,
				output: 'json',
				logLevel: 'error',
				onlyCategories: [...CATEGORIES],
			})
			if (!run) throw new Error(`Lighthouse gave no result for ${url}`)
			const { categories, audits } = run.lhr
			const scores = Object.fromEntries(
				CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
			) as Record<(typeof CATEGORIES)[number], number>
			const failing = Object.fromEntries(
				CATEGORIES.map((id) => [
					id,
					(categories[id]?.auditRefs ?? [])
						.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
						.map((ref) => `${ref.id}: ${audits[ref.id]?.title}`),
				]),
			)
			results.push({ page, url: pagePath, missing: false, scores, failing })
		}
		writeResult('lighthouse', { lighthouse: '12.8.2', formFactor: 'mobile', results })
		let ok = true
		for (const result of results) {
			if (result.missing) {
				console.log(`${result.page.padEnd(13)} missing (${result.url} does not answer 200): not scored`)
				continue
			}
			const line = CATEGORIES.map((id) => `${id} ${result.scores[id]}`).join(' · ')
			console.log(`${result.page.padEnd(13)} ${line}  (${result.url})`)
			for (const id of CATEGORIES)
				for (const audit of result.failing[id] ?? []) console.log(`${' '.repeat(16)}${id} ✗ ${audit}`)
			if (REQUIRED.some((id) => result.scores[id] < 100)) ok = false
			if (PERFORMANCE_PAGES.includes(result.page) && result.scores.performance < 100) ok = false
		}
		if (!ok) {
			console.error(
				`SEO and accessibility must score 100 on every page, performance 100 on ${PERFORMANCE_PAGES.join(', ')}.`,
			)
			process.exitCode = 1
		}
	} finally {
		await chrome?.kill()
		await server.stop()
	}
}

await main()
