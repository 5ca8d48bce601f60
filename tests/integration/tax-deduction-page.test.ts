import { beforeAll, describe, expect, test } from 'vitest'
import { derivedMessages, generic, paymentMessages } from '#app/lib/messages.ts'
import { links } from '#app/lib/site/site-links.ts'
import { pageHandler } from './page-render.ts'

let request: Awaited<ReturnType<typeof pageHandler>>
beforeAll(async () => {
	request = await pageHandler(['deduction-fiscale-des-dons.tsx'])
})

/** The page as the server answers a browser's GET with this query string. */
async function page(query: string) {
	const response = await request(`${links.taxDeduction}${query}`)
	// The fr-FR formatter's spaces (no-break, narrow no-break) as plain spaces, and entities decoded.
	const html = (await response.text())
		.replace(/[\u00A0\u202F]/g, ' ')
		.replaceAll('&#x27;', "'")
		.replaceAll('&quot;', '"')
	const figure = (id: string) => new RegExp(`data-figure="${id}">([^<]*)<`).exec(html)?.[1]
	return { status: response.status, html, figure }
}

describe('/deduction-fiscale-des-dons', () => {
	test('without a query: the rules, the empty simulator, no result', async () => {
		const { status, html, figure } = await page('')
		expect(status).toBe(200)
		expect(html).toContain('<h1 class="text-3xl font-bold sm:text-4xl">Déduction fiscale des dons</h1>')
		expect(html).toContain('method="get"')
		expect(html).toContain('Dons faits du 1er janvier 2020 au 13 octobre 2025')
		expect(html).toContain('Dons faits à partir du 14 octobre 2025')
		expect(html).toContain('Remplissez le formulaire pour voir votre réduction d’impôt.')
		expect(figure('reduction')).toBeUndefined()
	})

	test('an individual: 1 500 € on 13 October 2025 to a body helping people in difficulty', async () => {
		// 1 000 × 75 % = 750; 500 × 66 % = 330; total 1 080, net 420
		const { status, html, figure } = await page(
			'?profil=particulier&montant=1+500,00&type=personnes-en-difficulte&date=2025-10-13&revenu=42+000',
		)
		expect(status).toBe(200)
		expect(figure('reduction')).toBe('1 080,00 €')
		expect(figure('net-cost')).toBe('420,00 €')
		expect(figure('carried-over')).toBe('0,00 €')
		expect(html).toContain(
			'Le calcul : 1 000,00 € retenus à 75 % (750,00 €) et 500,00 € retenus à 66 % (330,00 €).',
		)
		// The fields keep what was typed.
		expect(html).toContain('value="1 500,00"')
	})

	test('the same gift one day later: all at 75 %', async () => {
		const { figure } = await page(
			'?profil=particulier&montant=1500&type=personnes-en-difficulte&date=2025-10-14&revenu=42000',
		)
		expect(figure('reduction')).toBe('1 125,00 €')
		expect(figure('net-cost')).toBe('375,00 €')
	})

	test('an individual over 20 % of the income: the excess is carried over', async () => {
		// cap 20 % × 30 000 = 6 000: 6 000 × 66 % = 3 960; 4 000 carried over
		const { figure, html } = await page(
			'?profil=particulier&montant=10000&type=interet-general&date=2025-05-02&revenu=30000',
		)
		expect(figure('reduction')).toBe('3 960,00 €')
		expect(figure('net-cost')).toBe('6 040,00 €')
		expect(figure('carried-over')).toBe('4 000,00 €')
		expect(html).toContain('sont reportés sur les 5 années suivantes')
	})

	test('a company over its ceiling', async () => {
		// 5 ‰ of 5 000 000 = 25 000: 25 000 × 60 % = 15 000; 5 000 carried over
		const { status, figure } = await page(
			'?profil=entreprise&montant=30+000&ca=5+000+000&type=interet-general',
		)
		expect(status).toBe(200)
		expect(figure('reduction')).toBe('15 000,00 €')
		expect(figure('net-cost')).toBe('15 000,00 €')
		expect(figure('carried-over')).toBe('5 000,00 €')
	})

	test.each([
		['?profil=particulier&montant=abc&revenu=1000', [derivedMessages.simulatorAmountInvalid]],
		['?profil=particulier&montant=-50&revenu=1000', [derivedMessages.simulatorAmountInvalid]],
		[
			'?profil=particulier&montant=0&revenu=',
			[paymentMessages.amountRequired, derivedMessages.simulatorIncomeRequired],
		],
		['?profil=pirate&montant=100', [derivedMessages.simulatorProfileRequired]],
		['?profil=particulier&montant=100&revenu=1000&date=2025-02-30', [generic.invalidDate]],
		[
			'?profil=particulier&montant=99999999999999999999&revenu=1e6',
			[derivedMessages.simulatorAmountTooLarge, derivedMessages.simulatorIncomeInvalid],
		],
		['?profil=entreprise&montant=100&ca=%3Cscript%3E', [derivedMessages.simulatorTurnoverInvalid]],
	])('bad input %s: 400 with French field messages, no result', async (query, messages) => {
		const { status, html, figure } = await page(query)
		expect(status).toBe(400)
		for (const message of messages) expect(html).toContain(message)
		expect(html).toContain('Le calcul n’a pas pu être fait : corrigez les champs signalés ci-dessus.')
		expect(html).not.toContain('<script>')
		expect(figure('reduction')).toBeUndefined()
	})
})
