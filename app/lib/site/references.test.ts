import { describe, expect, test } from 'vitest'
import { referenceCards, references, referenceSlug, referenceTitle } from './references.ts'

describe('references and partners cards', () => {
	test('about 21 cards, partners first, every one with a description and an https link', () => {
		expect(references).toHaveLength(21)
		const cards = referenceCards()
		expect(cards.map((card) => card.group)).toEqual([
			...Array(7).fill('partner'),
			...Array(14).fill('reference'),
		])
		for (const card of cards) {
			expect(card.description.length, card.name).toBeGreaterThan(40)
			expect(new URL(card.url).protocol, card.name).toBe('https:')
		}
		expect(referenceCards('partner')).toHaveLength(7)
	})

	test('names and slugs are unique', () => {
		const cards = referenceCards()
		expect(new Set(cards.map((card) => card.name)).size).toBe(cards.length)
		expect(new Set(cards.map((card) => card.slug)).size).toBe(cards.length)
	})

	test('a title is cut at 44 characters, then two dots', () => {
		expect(referenceTitle('Fondation Aster')).toBe('Fondation Aster')
		expect(referenceTitle('x'.repeat(44))).toBe('x'.repeat(44))
		expect(referenceTitle('x'.repeat(45))).toBe(`${'x'.repeat(44)}..`)
		expect(referenceTitle('Mangopay, établissement de monnaie électronique agréé')).toBe(
			'Mangopay, établissement de monnaie électroni..',
		)
		const long = referenceCards().filter((card) => Array.from(card.name).length > 44)
		expect(long.length).toBeGreaterThanOrEqual(3)
		for (const card of long) expect(card.title.endsWith('..')).toBe(true)
	})

	test('a slug keeps letters and digits only', () => {
		expect(referenceSlug('Coopérative Lumen')).toBe('cooperative-lumen')
		expect(referenceSlug('Service-public.fr : réduction d’impôt')).toBe('service-public-fr-reduction-d-impot')
	})
})
