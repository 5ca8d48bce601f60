import { beforeAll, describe, expect, test } from 'vitest'
import { giftSteps } from '#app/lib/site/gift-partners.ts'
import { links } from '#app/lib/site/site-links.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { pageHandler } from './page-render.ts'

useSeededAppDatabase()

const pages = [
	{
		file: 'comment-fonctionne-une-cagnotte-solidaire.tsx',
		path: links.howItWorks,
		h1: 'Comment fonctionne une cagnotte solidaire ?',
		facts: [
			'Pour un événement personnel',
			'Pour une entreprise',
			'jusqu’à 500 personnes',
			'Mangopay',
			'reçu fiscal',
		],
	},
	{
		file: 'charte-qualité-cagnotte-solidaire.tsx',
		path: links.qualityCharter,
		h1: 'Notre charte qualité',
		facts: [
			'Les 6 critères de sélection',
			'au moins 3 ans d’activité',
			'plus de 200 adhérents',
			'46 000 €',
			'14 objectifs et 90 bonnes pratiques',
			'45 points',
			'environ 30 critères répartis en 6 axes',
		],
	},
	{
		file: 'nos-valeurs.tsx',
		path: links.about,
		h1: 'Nos valeurs',
		facts: ['Notre histoire', '0,5 %', 'Aux associations', 'Voir la vidéo sur YouTube'],
	},
	{
		file: 'references-et-partenaires.tsx',
		path: links.references,
		h1: 'Références et partenaires',
		facts: [
			'Fondation Aster',
			'Mangopay, établissement de monnaie électroni..',
			's’ouvre dans un nouvel onglet',
		],
	},
	{
		file: 'revue-de-presse.tsx',
		path: links.press,
		h1: 'Revue de presse',
		facts: ['La Gazette Solidaire', 'Lire l’article', 'Contact presse', 'bonjour@donnons.org'],
	},
	{
		file: 'tarifs.tsx',
		path: links.pricing,
		h1: 'Nos tarifs',
		facts: [
			'gratuite et illimitée',
			'Aucun frais pour les donateurs',
			'reçu fiscal intégral',
			'21 €',
			'50 €',
			'450 €',
		],
	},
	{
		file: 'partenaires.cadeaux.tsx',
		path: links.giftPartners,
		h1: 'Partenaires cadeaux',
		facts: [...giftSteps.map((step) => step.title), 'don de 30 €'],
	},
	{
		file: 'label-do-good.tsx',
		path: links.doGoodLabel,
		h1: 'Le label Do Good',
		facts: [
			'Environ 30 critères répartis en 6 axes',
			'De 1 à 3 étoiles',
			'environ 2 mois',
			'mailto:bonjour@donnons.org',
		],
	},
	{
		file: 'mecenat-rse.tsx',
		path: links.csr,
		h1: 'Mécénat d’entreprise et RSE',
		facts: ['60 %', '2 M€', '40 %', '20 000 €', '5 ‰', links.taxDeduction, links.selectCompany],
	},
	{
		file: 'mecenat-qvt.tsx',
		path: links.wellbeing,
		h1: 'Mécénat et qualité de vie au travail',
		facts: ['abondement', '500 collègues', links.selectCompany],
	},
]

const redirects = [
	{ file: 'how-to.tsx', from: '/how-to', to: links.howItWorks },
	{ file: 'quality-chart.tsx', from: '/quality-chart', to: links.qualityCharter },
	{ file: 'about.tsx', from: '/about', to: links.about },
	{ file: 'tarif.tsx', from: '/tarif', to: links.pricing },
	{ file: 'presse.tsx', from: '/presse', to: links.press },
	{ file: 'confiance.tsx', from: '/confiance', to: links.references },
]

let request: Awaited<ReturnType<typeof pageHandler>>
beforeAll(async () => {
	// The catch-all route too: a page whose file name missed its URL would be redirected home, not found.
	request = await pageHandler([...pages.map((p) => p.file), ...redirects.map((r) => r.file), '$.tsx'])
})

const decode = (html: string) =>
	html
		.replace(/&#x27;/g, "'")
		.replace(/&quot;/g, '"')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&')

/**
 * The page's HTML, its <main> (the header and footer are not these pages' own) and its visible text (tags
 * removed, spaces collapsed).
 */
async function read(response: Response) {
	const html = decode(await response.text())
	const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
	const text = html
		.replace(/<script[\s\S]*?<\/script>/g, ' ')
		.replace(/<[^>]+>/g, ' ')
		.replace(/\s+/g, ' ')
	return { html, main, text }
}

describe('editorial pages', () => {
	test.each(pages)('$path answers 200 with its h1, its key facts and its meta', async (page) => {
		const response = await request(encodeURI(page.path))
		expect(response.status).toBe(200)
		const { html, text } = await read(response)
		const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))
		expect(h1s).toEqual([page.h1])
		for (const fact of page.facts) expect(html.includes(fact) || text.includes(fact), fact).toBe(true)
		expect(html).toMatch(/<title>[^<]+ — Donnons<\/title>/)
		expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/)
		expect(html).toMatch(/<meta name="keywords" content="[^"]+"/)
		expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${encodeURI(page.path)}"/>`)
		// No placeholder text anywhere.
		expect(text.toLowerCase()).not.toMatch(/lorem|ipsum|dolor sit/)
	})

	test('the quality charter answers at its percent-encoded address', async () => {
		const response = await request('/charte-qualit%C3%A9-cagnotte-solidaire')
		expect(response.status).toBe(200)
		expect((await read(response)).html).toContain(
			'<h1 class="text-3xl font-bold sm:text-4xl">Notre charte qualité</h1>',
		)
	})

	test('external links open a new tab without giving it access to this page, and say so', async () => {
		for (const path of [links.references, links.press, links.giftPartners]) {
			const { main } = await read(await request(encodeURI(path)))
			const external = [...main.matchAll(/<a [^>]*href="https:[^"]*"[^>]*>([\s\S]*?)<\/a>/g)]
			expect(external.length, path).toBeGreaterThan(3)
			for (const [tag, inner] of external) {
				// Without JavaScript the video player offers the video on its own site, like the charity pages.
				if (tag.includes('href="https://www.youtube.com/')) continue
				expect(tag).toContain('target="_blank"')
				expect(tag).toContain('rel="noopener noreferrer"')
				expect(inner).toContain('s’ouvre dans un nouvel onglet')
			}
		}
	})

	test('the references page shows 21 cards, long titles cut at 44 characters plus two dots', async () => {
		const { main } = await read(await request(links.references))
		const titles = [...main.matchAll(/<h3 id="[^"]+"[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => m[1]!)
		expect(titles).toHaveLength(21)
		for (const title of titles) expect(Array.from(title.replace(/\.\.$/, '')).length).toBeLessThanOrEqual(44)
		expect(titles).toContain('Autorité de contrôle prudentiel et de résolu..')
	})

	test('no video frame is loaded before a click', async () => {
		for (const path of [links.about, links.press]) {
			const { html } = await read(await request(path))
			expect(html).not.toContain('<iframe')
			expect(html).toContain('https://www.youtube.com/watch?v=')
		}
	})
})

describe('legacy addresses', () => {
	test.each(redirects)('$from answers 301 to its page, keeping the query', async ({ from, to }) => {
		const response = await request(`${from}?utm_source=lettre&ref=12`)
		expect(response.status).toBe(301)
		expect(response.headers.get('location')).toBe(`${to}?utm_source=lettre&ref=12`)
		const bare = await request(from)
		expect(bare.headers.get('location')).toBe(to)
		const posted = await request(from, { method: 'POST', body: new URLSearchParams({ a: '1' }) })
		expect(posted.status).toBe(301)
	})
})
