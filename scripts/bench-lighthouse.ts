/**
 * `npm run bench:lighthouse [-- --skip-build]`: Lighthouse (mobile, its default) on the main public pages of the
 * production build, served on a free port with a fresh demo database in a temporary DATA_DIR, as the e2e
 * server is (tests/e2e-server.mjs). Debian's Chromium drives it (CHROMIUM_PATH, else /usr/bin/chromium); nothing
 * is downloaded. Writes the scores to bench/lighthouse.json (git-ignored), prints them with the failing audits,
 * and exits 1 when a page's SEO or accessibility score is under 100. A page that does not exist yet (it
 * redirects home or answers 404) is reported as missing, not scored.
 */
import { spawn, execSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const REQUIRED: ReadonlyArray<(typeof CATEGORIES)[number]> = ['seo', 'accessibility']
const OUTPUT = path.resolve('bench/lighthouse.json')

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
	})
}

async function waitFor(url: string, timeoutMs: number) {
	const until = Date.now() + timeoutMs
	while (Date.now() < until) {
		try {
			if ((await fetch(url)).ok) return
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
	throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** The first charity and open pot the sitemap lists: pages that exist in any fresh demo database. */
async function samplePages(base: string) {
	const xml = await (await fetch(`${base}/sitemap.xml`)).text()
	const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
	const charity = locs.includes('/association/maison-des-aubes')
		? '/association/maison-des-aubes'
		: locs.find((p) => p.startsWith('/association/'))
	const pot = locs.find((p) => /^\/participate\/\d+$/.test(p))
	if (!charity || !pot) throw new Error('The sitemap lists no charity or no open pot')
	return { home: '/', charity, pot, taxDeduction: '/deduction-fiscale-des-dons' }
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
	const skipBuild = process.argv.includes('--skip-build')
	if (!skipBuild) execSync('npm run build', { stdio: 'inherit' })
	const port = await freePort()
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'donnons-lighthouse-'))
	const base = `http://localhost:${port}`
	const server = spawn(process.execPath, ['server.js'], {
		stdio: ['ignore', 'ignore', 'inherit'],
		env: { ...process.env, NODE_ENV: 'production', DEMO_MODE: 'true', DATA_DIR: dataDir, PORT: String(port) },
	})
	let chrome: chromeLauncher.LaunchedChrome | undefined
	try {
		await waitFor(`${base}/healthcheck`, 120_000)
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
		fs.mkdirSync(path.dirname(OUTPUT), { recursive: true })
		fs.writeFileSync(
			OUTPUT,
			`${JSON.stringify({ date: new Date().toISOString(), lighthouse: '12.8.2', formFactor: 'mobile', results }, null, 2)}\n`,
		)
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
		}
		console.log(`Scores written to ${path.relative(process.cwd(), OUTPUT)}`)
		if (!ok) {
			console.error('SEO and accessibility must score 100 on every page.')
			process.exitCode = 1
		}
	} finally {
		await chrome?.kill()
		server.kill('SIGTERM')
		await new Promise((resolve) => server.once('exit', resolve))
		fs.rmSync(dataDir, { recursive: true, force: true })
	}
}

await main()
