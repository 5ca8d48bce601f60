import { describe, expect, it } from 'vitest'
import { parseShareImageFile, potShareCard, shareCardAlt, wrapText } from './share-card.ts'

/** One unit per character: the widths are easy to count. */
const measure = (line: string) => line.length

describe('wrapText', () => {
	it('fills lines word by word', () => {
		expect(wrapText('Les 40 ans de Marie', 10, measure, 3)).toEqual(['Les 40 ans', 'de Marie'])
	})
	it('ends the last line with an ellipsis when the text is longer', () => {
		expect(wrapText('un deux trois quatre cinq six', 9, measure, 2)).toEqual(['un deux', 'trois…'])
	})
	it('cuts a word wider than a line', () => {
		expect(wrapText('anticonstitutionnellement', 10, measure, 3)).toEqual([
			'anticonsti',
			'tutionnell',
			'ement',
		])
		expect(wrapText('anticonstitutionnellement', 10, measure, 1)).toEqual(['anticonst…'])
	})
	it('gives no line for an empty text', () => {
		expect(wrapText('   ', 10, measure, 2)).toEqual([])
	})
})

describe('potShareCard', () => {
	const card = potShareCard({
		name: 'Les 40 ans',
		charityName: 'Les Restos',
		totalCents: 123456,
		donationsCount: 1,
	})
	it('says the name, the charity and the progress', () => {
		expect(card.title).toBe('Les 40 ans')
		expect(card.subtitle).toBe('Au profit de Les Restos')
		expect(card.figures).toMatch(/^1\s234,56\s€ collectés · 1 participation$/)
		expect(
			potShareCard({ ...card, name: 'x', charityName: 'y', totalCents: 0, donationsCount: 2 }).figures,
		).toMatch(/2 participations$/)
	})
	it('has a text alternative with everything written on it', () => {
		expect(shareCardAlt(card)).toMatch(/^Cagnotte « Les 40 ans », au profit de Les Restos : 1\s234,56\s€/)
	})
})

describe('parseShareImageFile', () => {
	it('accepts only a version and the extension', () => {
		expect(parseShareImageFile('0123456789abcdef.jpg')).toBe('0123456789abcdef')
		expect(parseShareImageFile('0123456789abcdef.png')).toBeNull()
		expect(parseShareImageFile('../x.jpg')).toBeNull()
		expect(parseShareImageFile(undefined)).toBeNull()
	})
})
