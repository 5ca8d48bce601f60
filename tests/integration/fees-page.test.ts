import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { parseFeeSetting, payoutFee } from '#app/lib/payouts/payouts.ts'
import { links } from '#app/lib/site/site-links.ts'
import { forgetEnv } from '#app/platform/env.server.ts'
import { feeSetting } from '#app/payouts/payout.server.ts'
import { loader } from '#app/routes/frais-et-commissions.tsx'
import { pageHandler, readPage } from './page-render.ts'

/**
 * « Frais et commissions » (issue 28) is held to the code: its example is what a payout of 50 € would
 * withhold under the configured `PLATFORM_FEE`, and the page links from the footer and the terms.
 */
let request: Awaited<ReturnType<typeof pageHandler>>
beforeAll(async () => {
	request = await pageHandler(['frais-et-commissions.tsx', 'conditions-generales-utilisation.tsx'])
})

function withFee(value: string | undefined) {
	if (value === undefined) delete process.env.PLATFORM_FEE
	else process.env.PLATFORM_FEE = value
	forgetEnv()
}

afterEach(() => withFee(undefined))

describe('the fees page follows PLATFORM_FEE', () => {
	test.each([
		{ setting: 'none', fee: '0,00 €', receives: '50,00 €' },
		{ setting: 'percent:2.5', fee: '1,25 €', receives: '48,75 €' },
	])('$setting: the example withholds what the payout would', async ({ setting, fee, receives }) => {
		withFee(setting)
		const { example } = loader()
		expect(feeSetting()).toEqual(parseFeeSetting(setting))
		expect(example.platformFeeCents).toBe(payoutFee(5_000, feeSetting()))
		expect(example.charityReceivesCents).toBe(5_000 - payoutFee(5_000, feeSetting()))
		expect(example.feeRule).toBe(setting)

		const page = await readPage(await request(links.fees))
		expect(page.status).toBe(200)
		expect(page.h1).toBe('Frais et commissions')
		const platformFee = /data-testid="example-platform-fee"[^>]*>([^<]*)</.exec(page.html)?.[1]
		const charity = /data-testid="example-charity-receives"[^>]*><strong>([^<]*)</.exec(page.html)?.[1]
		expect(platformFee?.replace(/\s/g, ' ')).toBe(fee.replace(/\s/g, ' '))
		expect(charity?.replace(/\s/g, ' ')).toBe(receives.replace(/\s/g, ' '))
		for (const heading of [
			'Qui est Donnons ?',
			'Exemple : un don de 50,00 €',
			'Remboursements et réaffectation des dons',
			'Lutte contre la fraude et le blanchiment',
			'Faire une réclamation',
		]) {
			expect(page.text).toContain(heading.replace(/\s/g, ' '))
		}
		expect(page.text).toContain('dépassent 2 500 € sur une année civile')
		expect(page.text).toContain('37,50 €')
	})

	test('the footer and the terms link to it', async () => {
		const response = await request(links.terms)
		const html = await response.text()
		expect(html).toContain(`href="${links.fees}"`)
		const main = (await readPage(await request(links.terms))).html
		expect(main).toContain(`href="${links.fees}"`)
	})
})
