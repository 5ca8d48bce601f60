import { describe, expect, test } from 'vitest'
import { giftPartners, giftSteps, PARTNER_CLUB_DONATION_EUROS } from './gift-partners.ts'

describe('gift partners', () => {
	test('three steps: the partner logo, the basket, the logo at payment', () => {
		expect(giftSteps.map((step) => step.title)).toEqual([
			'Cliquez sur le logo d’un partenaire',
			'Choisissez un cadeau et ajoutez-le au panier',
			'Cliquez sur le logo au moment du paiement',
		])
	})

	test('partners have unique slugs and https links on the gift site', () => {
		expect(new Set(giftPartners.map((partner) => partner.slug)).size).toBe(giftPartners.length)
		for (const partner of giftPartners) {
			expect(partner.url).toBe(`https://cadeaux.donnons.org/${partner.slug}`)
			expect(partner.slug).toMatch(/^[a-z0-9-]+$/)
		}
	})

	test('joining the partner club gives 30 € to a pot (docs/requirements.md#spec-3-9)', () => {
		expect(PARTNER_CLUB_DONATION_EUROS).toBe(30)
	})
})
