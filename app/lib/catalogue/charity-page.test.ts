import { describe, expect, test } from 'vitest'
import { charitySlugCandidates, parseRateAudience, taxRateText } from './charity-page.ts'
import { rateAudienceOf, kindOfRateAudience } from '../account/account-kind.ts'

describe('charity page rules', () => {
	test('the page accepts the slug and the display path', () => {
		expect(charitySlugCandidates('maison-des-aubes')).toEqual(['maison-des-aubes'])
		expect(charitySlugCandidates('don-maison-des-aubes-cagnotte-solidaire')).toEqual([
			'don-maison-des-aubes-cagnotte-solidaire',
			'maison-des-aubes',
		])
		expect(charitySlugCandidates('Maison-Des-Aubes')).toEqual(['maison-des-aubes'])
		expect(charitySlugCandidates('../etc/passwd')).toEqual([])
		expect(charitySlugCandidates(undefined)).toEqual([])
	})

	test('tax rate: PRIVATE, ENTERPRISE, or the default 66 % while the type is not chosen', () => {
		const rates = { privateRate: 75, enterpriseRate: 60 }
		expect(taxRateText(rates, 'PRIVATE')).toBe('75 %')
		expect(taxRateText(rates, 'ENTERPRISE')).toBe('60 %')
		expect(taxRateText(rates, null)).toBe('66 %')
		expect(taxRateText({ privateRate: 60, enterpriseRate: 60 }, null)).toBe('66 %')
	})

	test('audiences and creator types', () => {
		expect(parseRateAudience('PRIVATE')).toBe('PRIVATE')
		expect(parseRateAudience('private')).toBeNull()
		expect(rateAudienceOf('company')).toBe('ENTERPRISE')
		expect(kindOfRateAudience('PRIVATE')).toBe('particular')
	})
})
