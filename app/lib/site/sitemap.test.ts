import { describe, expect, test } from 'vitest'
import { escapeXml, robotsTxt, sitemapXml, staticSitemapPaths } from './sitemap.ts'
import { links } from './site-links.ts'

describe('sitemap', () => {
	test('lists the public pages of the site links, not the login pages nor the /select redirects', () => {
		const paths = staticSitemapPaths()
		expect(paths).toContain(links.howItWorks)
		expect(paths).toContain(links.legalNotice)
		expect(paths).toContain('/evenement-particulier-creation-cagnotte-solidaire-don-association')
		for (const hidden of [links.login, links.auth, links.selectParticular, links.selectCompany])
			expect(paths).not.toContain(hidden)
	})

	test('absolute, percent-encoded, XML-escaped URLs, each once, with the day of last change', () => {
		const xml = sitemapXml('https://donnons.example.org/', [
			{ path: '/' },
			{ path: '/charte-qualité-cagnotte-solidaire' },
			{ path: '/association/a&b<c>', lastModified: new Date('2026-03-04T10:00:00Z') },
			{ path: '/' },
		])
		expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/)
		expect(xml).toContain('<loc>https://donnons.example.org/charte-qualit%C3%A9-cagnotte-solidaire</loc>')
		expect(xml).toContain('<loc>https://donnons.example.org/association/a&amp;b%3Cc%3E</loc>')
		expect(xml).toContain('<lastmod>2026-03-04</lastmod>')
		expect(xml.match(/<loc>https:\/\/donnons.example.org\/<\/loc>/g)).toHaveLength(1)
		expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
	})
})

describe('robots.txt', () => {
	const text = robotsTxt('https://donnons.example.org')
	const disallowed = text
		.split('\n')
		.filter((line) => line.startsWith('Disallow: '))
		.map((line) => line.slice('Disallow: '.length))

	test('keeps crawlers out of the simulator, the demo tools, the member areas, the flows and the receipts', () => {
		for (const path of [
			'/sandbox',
			'/demo',
			'/particular',
			'/company',
			'/mes-',
			'/dons-mensuels',
			'/create',
			'/edit',
			'/participate/*/tips',
			'/participate/*/payment',
			'/participate/*/quick-payment',
			'/participate/*/confirmation',
			'/participate/*/kyc',
			'/recus-fiscaux',
			'/login',
			links.auth,
		])
			expect(disallowed).toContain(path)
	})

	test('leaves the public pages open and names the sitemap', () => {
		const blocks = (path: string) =>
			disallowed.some((rule) =>
				new RegExp(`^${rule.replace(/[.?+]/g, '\\$&').replace(/\*/g, '.*')}`).test(path),
			)
		expect(text.startsWith('User-agent: *\n')).toBe(true)
		expect(text).toContain('\nSitemap: https://donnons.example.org/sitemap.xml\n')
		for (const open of [
			'/',
			'/participate/12',
			'/association/maison-des-aubes',
			links.partnerCharities,
			links.howItWorks,
			'/creer-une-cagnotte',
		])
			expect(blocks(open), open).toBe(false)
		for (const closed of [
			'/participate/12/tips',
			'/participate/company/12/kyc',
			'/mes-cagnottes/3',
			'/login2',
		])
			expect(blocks(closed), closed).toBe(true)
	})
})
