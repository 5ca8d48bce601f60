import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { type BrowserContext, type Response } from '@playwright/test'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'

/*
 * The HTML of every page the end-to-end journeys visit, checked with html-validate against the project's
 * rules (.htmlvalidate.mjs at the repository's root), and that nothing follows `</html>` (the W3C validator
 * stops there with "stray start tag script"). Each distinct page (method and address) is checked once per run,
 * whichever test, project or worker gets it first: a marker directory per page in the server's data directory,
 * which tests/e2e-server.mjs empties at start-up.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..')
const validator = new HtmlValidate(new FileSystemConfigLoader())

/** The page's source as html-validate names it: the config is looked up from the repository's root. */
const SOURCE_NAME = path.join(ROOT, 'page.html')

/** The marker directory of one page (method and address) in the server's data directory. */
function markerOf(dataDir: string, page: string) {
	return path.join(dataDir, 'html-checked', crypto.createHash('sha1').update(page).digest('hex'))
}

/** Whether a visit in this run has read this page's body already, to check it. */
function readAlready(dataDir: string, page: string) {
	return fs.existsSync(path.join(markerOf(dataDir, page), 'read'))
}

/** Marks the page's body read; true for the run's first visit to do so (mkdir is atomic across the workers). */
function markRead(dataDir: string, page: string) {
	const dir = path.join(markerOf(dataDir, page), 'read')
	fs.mkdirSync(path.dirname(dir), { recursive: true })
	try {
		fs.mkdirSync(dir)
		return true
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
		throw error
	}
}

/** `METHOD /path?query`: what a page is, for the claim and the findings. */
function pageOf(method: string, url: string) {
	const { pathname, search } = new URL(url)
	return `${method} ${pathname}${search}`
}

/** The findings on one page's HTML, each as `rule: message (selector)`; none when it is valid. */
export async function htmlFindings(html: string): Promise<string[]> {
	const findings: string[] = []
	if (!/<\/html>\s*$/i.test(html)) {
		const tail = html.slice(html.search(/<\/html>/i)).slice(0, 80)
		findings.push(`content-after-html: the document goes on after </html> (${JSON.stringify(tail)}…)`)
	}
	const report = await validator.validateString(html, SOURCE_NAME)
	for (const result of report.results)
		for (const message of result.messages)
			findings.push(`${message.ruleId}: ${message.message} (${message.selector ?? `line ${message.line}`})`)
	return findings
}

/** The findings on a page answered to this run, or none when another test checked it already. */
export async function checkPageOnce(dataDir: string, method: string, url: string, html: string) {
	const page = pageOf(method, url)
	if (!markRead(dataDir, page)) return []
	return (await htmlFindings(html)).map((finding) => `${page} → ${finding}`)
}

/**
 * Checks the HTML documents the context's pages receive (navigations and form posts, not the data of
 * client-side navigations) until `findings` is called: it waits for the checks still under way.
 */
export function watchHtml(context: BrowserContext, dataDir: string) {
	const checks: Array<Promise<string[]>> = []
	const onResponse = (response: Response) => {
		const request = response.request()
		if (request.resourceType() !== 'document' || !request.isNavigationRequest()) return
		const status = response.status()
		if (status >= 300 && status < 400) return
		if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return
		// A page another visit has read and checked already is not copied out of the browser again (more than
		// half of the documents in a run; docs/performance.md, s17-suite). Visits under way at the same time may
		// each read it: the first to finish checks it, so no page goes unchecked for lack of a body.
		const page = pageOf(request.method(), response.url())
		if (readAlready(dataDir, page)) return
		checks.push(
			response.text().then(
				async (html) =>
					markRead(dataDir, page) ? (await htmlFindings(html)).map((finding) => `${page} → ${finding}`) : [],
				// The page navigated away before its body was read: a later visit reads and checks it.
				() => [],
			),
		)
	}
	context.on('response', onResponse)
	return async () => {
		context.off('response', onResponse)
		return (await Promise.all(checks)).flat()
	}
}
