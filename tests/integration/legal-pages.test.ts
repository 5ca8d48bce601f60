import { beforeAll, describe, expect, test } from 'vitest'
import * as accessibility from '#app/routes/accessibilite.tsx'
import * as conditionRedirect from '#app/routes/condition.tsx'
import * as terms from '#app/routes/conditions-generales-utilisation.tsx'
import * as cookieRedirect from '#app/routes/cookie.tsx'
import { action as cookiesAction } from '#app/routes/cookies.tsx'
import * as legalNotice from '#app/routes/mentions-legales.tsx'
import * as privacy from '#app/routes/politique-de-confidentialite.tsx'
import * as cookiePolicy from '#app/routes/politique-cookies.tsx'
import { links } from '#app/lib/site/site-links.ts'
import { pageHandler, readPage } from './page-render.ts'
import { context, cookiesOf, formRequest, run } from './request.ts'

const BASE = 'http://localhost:3000'

const PAGES = [
	{
		path: links.terms,
		page: terms,
		h1: 'Conditions générales d’utilisation',
		says: [
			'Organisateur',
			'Participant',
			'Bénéficiaire',
			'Cagnotte (cagnotte solidaire)',
			'Participation',
			'Association',
			'Frais',
			'Reçu fiscal',
			'entre 2 et 365 jours',
			'au plus 500 participants',
			'délai de 14 jours à compter de son inscription',
			'préavis de 30 jours',
			'30 jours après sa publication',
			'délai de 13 mois',
			'conservés 18 mois',
			'dépassent 2 500 € sur une année civile',
			'remboursement 1 000 € sur une année civile',
			'jusqu’à 3 ans après la fermeture du compte',
			'archives des opérations bancaires 2 ans',
			'données de carte 13 mois, 15 mois pour une carte à débit différé',
			'dans un délai de 2 mois',
			'Mangopay S.A.',
			'au moins 18 ans et juridiquement capables',
			'Un mineur ne peut utiliser le service qu’avec l’accord et sous la responsabilité de l’un de ses parents ou de son tuteur légal',
			'soumises au droit français',
			'médiateur de la consommation',
		],
	},
	{
		path: links.privacy,
		page: privacy,
		h1: 'Politique de confidentialité',
		says: [
			'Donnons SAS, 27 rue de la Fontaine au Roi, 75011 Paris',
			'double opt-in',
			'3 ans au plus après sa fermeture',
			'opérations bancaires (dons, remboursements, mandats) : 2 ans',
			'13 mois après le débit, 15 mois pour une carte à débit différé',
			'Enregistrements des oppositions : 18 mois',
			'délai de 2 mois',
			'télécharger l’ensemble de vos données',
			'supprimer votre compte',
			'CNIL',
			'L’association bénéficiaire',
		],
	},
	{
		path: links.legalNotice,
		page: legalNotice,
		h1: 'Mentions légales',
		says: [
			'Donnons SAS',
			'registre du commerce et des sociétés de Paris',
			'Directeur de la publication',
			'Hébergement',
			'hébergé par son éditeur',
			'Mangopay S.A., 2 avenue Amélie, L-1125 Luxembourg',
			'Commission de surveillance du secteur financier (CSSF)',
			'Propriété intellectuelle',
		],
	},
	{
		path: links.accessibility,
		page: accessibility,
		h1: 'Déclaration d’accessibilité',
		says: [
			'non conforme',
			'RGAA version 4.1.2',
			'novembre 2026',
			'axe-core',
			'dispositif de pointage',
			'recadrée au centre',
			'3-D Secure',
			'bonjour@donnons.org',
			'Défenseur des droits',
			'09 69 39 00 00',
			'Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07',
		],
	},
	{
		path: links.cookies,
		page: cookiePolicy,
		h1: 'Politique cookies',
		says: ['donnons_session', 'donnons_consent', 'donnons_toast', 'conservés 13 mois', 'Votre choix actuel'],
	},
] as const

let request: Awaited<ReturnType<typeof pageHandler>>
beforeAll(async () => {
	request = await pageHandler([
		'conditions-generales-utilisation.tsx',
		'politique-cookies.tsx',
		'politique-de-confidentialite.tsx',
		'mentions-legales.tsx',
		'accessibilite.tsx',
	])
})

/** The page as the server renders it for a browser with these cookies: status, `<main>` HTML and text, h1. */
async function renderPage(path: string, cookie?: string) {
	return readPage(await request(path, { headers: cookie ? { cookie } : {} }))
}

describe('legal pages', () => {
	for (const { path, page, h1, says } of PAGES) {
		test(`${path} answers 200 with its title and its figures`, async () => {
			const res = await renderPage(path)
			expect(res.status).toBe(200)
			expect(res.h1).toBe(h1)
			for (const text of says) expect(res.text).toContain(text)
			expect(res.text).not.toMatch(/lorem|ipsum|TODO|XXX/i)
		})

		test(`${path} has its own title, description, keywords and canonical link`, () => {
			const tags = page.meta({
				matches: [{ id: 'root', data: { publicUrl: 'https://www.donnons.org' } }],
			} as never)
			expect(tags).toContainEqual({
				tagName: 'link',
				rel: 'canonical',
				href: `https://www.donnons.org${path}`,
			})
			expect(tags).toContainEqual({ title: `${h1} — Donnons` })
			expect(tags.find((t) => 'name' in t && t.name === 'description')).toBeTruthy()
			expect(tags.find((t) => 'name' in t && t.name === 'keywords')).toBeTruthy()
		})
	}
})

describe('legacy redirects', () => {
	const cases = [
		{ from: '/condition', to: links.terms, route: conditionRedirect },
		{ from: '/cookie', to: links.cookies, route: cookieRedirect },
	]
	for (const { from, to, route } of cases) {
		test(`${from} is a permanent redirect to ${to}, query kept (GET and POST)`, async () => {
			const args = (request: Request) => ({ request, params: {}, context: context() })
			const get = await run(() => route.loader(args(new Request(`${BASE}${from}?utm_source=lettre&x=1`))))
			expect(get).toMatchObject({ status: 301, location: `${to}?utm_source=lettre&x=1` })
			const plain = await run(() => route.loader(args(new Request(`${BASE}${from}`))))
			expect(plain).toMatchObject({ status: 301, location: to })
			const post = await run(() => route.action(args(formRequest(`${from}?a=b`, {}))))
			expect(post).toMatchObject({ status: 301, location: `${to}?a=b` })
		})
	}
})

describe('cookie choice from the cookie policy page', () => {
	const choose = (consent: string, redirectTo: string = links.cookies, cookie?: string) =>
		run(() =>
			cookiesAction({
				request: formRequest('/cookies', { consent, redirectTo }, cookie),
				params: {},
				context: context(),
			}),
		)
	const consentOf = (cookie: string) => /donnons_consent=([^;]*)/.exec(cookie)?.[1]

	test('the page shows the current choice and a form that posts to /cookies and comes back here', async () => {
		const res = await renderPage(links.cookies)
		expect(res.text).toContain('Votre choix actuel : vous n’avez pas encore fait de choix')
		expect(res.html).toMatch(/<form[^>]*method="post"[^>]*action="\/cookies"/)
		expect(res.html).toContain(`name="redirectTo" value="${links.cookies}"`)
		expect(res.html).toContain('name="consent" value="denied"')
		expect(res.html).toContain('name="consent" value="accepted"')
	})

	test('refusing, then accepting, changes the consent cookie and what the page shows', async () => {
		const denied = await choose('denied')
		expect(denied.status).toBe(302)
		expect(denied.location).toBe(links.cookies)
		const deniedCookie = cookiesOf(new Response(null, { headers: denied.headers }))
		expect(consentOf(deniedCookie)).toBeTruthy()
		expect(deniedCookie).toContain('donnons_toast=')
		const afterDenial = await renderPage(links.cookies, deniedCookie)
		expect(afterDenial.text).toContain(
			'Votre choix actuel : vous avez refusé les cookies de mesure d’audience.',
		)

		const accepted = await choose('accepted', links.cookies, deniedCookie)
		expect(accepted).toMatchObject({ status: 302, location: links.cookies })
		const acceptedCookie = cookiesOf(new Response(null, { headers: accepted.headers }))
		expect(consentOf(acceptedCookie)).not.toBe(consentOf(deniedCookie))
		const afterAcceptance = await renderPage(links.cookies, acceptedCookie)
		expect(afterAcceptance.text).toContain(
			'Votre choix actuel : vous avez accepté les cookies de mesure d’audience.',
		)
	})

	test('an unknown choice changes nothing; a foreign redirect is refused', async () => {
		const odd = await choose('peut-être')
		expect(odd).toMatchObject({ status: 302, location: links.cookies })
		expect(odd.headers.get('set-cookie')).toBeNull()
		const foreign = await choose('accepted', '//evil.example/')
		expect(foreign.location).toBe('/')
	})
})
