import { absolute } from './seo.ts'
import { createPaths } from '../pots/create-paths.ts'
import { links } from './site-links.ts'

/** One URL of the sitemap: a path of the site and, when known, the day it last changed. */
type SitemapEntry = { path: string; lastModified?: Date }

/**
 * The public pages of `links` that belong in a sitemap: every page but the login pages and the two short
 * `/select/*` addresses, which only redirect (their targets, the event selection pages, are listed instead).
 */
export function staticSitemapPaths(): string[] {
	const excluded = new Set<string>([links.login, links.auth, links.selectParticular, links.selectCompany])
	const paths = Object.values(links).filter((path) => !excluded.has(path))
	return [...paths, createPaths.selectEvent('particular'), createPaths.selectEvent('company')]
}

export function escapeXml(text: string): string {
	return text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&apos;')
}

/** An absolute URL for a path, percent-encoded once (`/charte-qualité…` → `/charte-qualit%C3%A9…`). */
function locationOf(publicUrl: string, path: string) {
	return absolute(publicUrl, encodeURI(decodeURI(path)))
}

/** The sitemap protocol's XML (https://www.sitemaps.org/protocol.html), each URL once, in the given order. */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
	const seen = new Set<string>()
	const urls: string[] = []
	for (const entry of entries) {
		const loc = locationOf(publicUrl, entry.path)
		if (seen.has(loc)) continue
		seen.add(loc)
		const lastmod = entry.lastModified
			? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`
			: ''
		urls.push(`<url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`)
	}
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
		...urls,
		'</urlset>',
		'',
	].join('\n')
}

/**
 * What crawlers should leave alone: the payment simulator and demo tools, the member areas, the creation and
 * payment flows (a pot page itself stays open), tax receipts, and the login pages. The pot pages under
 * /participate/{id} stay crawlable; only their steps are excluded (the main crawlers read `*` as any
 * characters, slashes included: the payment rule also covers /participate/{type}/{id}/payment).
 * `/select/` only redirects to the event selection pages, which are listed in the sitemap: it is left open.
 */
const robotsDisallowed = [
	'/sandbox',
	'/demo',
	'/particular',
	'/company',
	'/home',
	'/mes-',
	'/dons-mensuels',
	'/create',
	'/edit',
	'/participate/*/tips',
	'/participate/*/payment',
	'/participate/*/quick-payment',
	'/participate/*/confirmation',
	'/participate/*/carte',
	'/participate/*/partager',
	'/participate/*/kyc',
	'/recus-fiscaux',
	'/login',
	links.auth,
	'/mot-de-passe-oublie',
	'/reinitialiser-mot-de-passe',
	'/confirmer-email',
	'/newsletter',
	'/logout',
	'/auth/',
	'/webhooks',
	'/healthcheck',
] as const

export function robotsTxt(publicUrl: string): string {
	return [
		'User-agent: *',
		...robotsDisallowed.map((path) => `Disallow: ${encodeURI(path)}`),
		'',
		`Sitemap: ${absolute(publicUrl, '/sitemap.xml')}`,
		'',
	].join('\n')
}
