import { describe, expect, test } from 'vitest'
import { claims, creatorCards, cycleIndex, keyFiguresFrom, steps } from './home-content.ts'

describe('home page rules', () => {
	test('individual card for anonymous or private users, company card for anonymous, enterprise or manager', () => {
		expect(creatorCards(null)).toEqual(['particular', 'company'])
		expect(creatorCards(undefined)).toEqual(['particular', 'company'])
		expect(creatorCards('private')).toEqual(['particular'])
		expect(creatorCards('enterprise')).toEqual(['company'])
		expect(creatorCards('manager')).toEqual(['company'])
	})

	test('the carousel wraps at both ends and never moves on an empty list', () => {
		expect(cycleIndex(0, 1, 5)).toBe(1)
		expect(cycleIndex(4, 1, 5)).toBe(0)
		expect(cycleIndex(0, -1, 5)).toBe(4)
		expect(cycleIndex(2, -7, 5)).toBe(0)
		expect(cycleIndex(0, 1, 0)).toBe(0)
	})

	test('the key figures come from the data: exact counts, the amount rounded down, zeros left out', () => {
		const shown = (figures: Parameters<typeof keyFiguresFrom>[0]) =>
			keyFiguresFrom(figures).map((f) => `${f.value} ${f.label}`.replace(/[\u00a0\u202f]/g, ' '))
		expect(
			shown({ charities: 48, pots: 2317, collectedCents: 1_234_567_99, donors: 20_451, sdgs: 17 }),
		).toEqual([
			'48 associations partenaires',
			'1 234 567 € de dons collectés',
			'20 451 donateurs',
			'2 317 cagnottes solidaires créées',
			'17 objectifs de développement durable soutenus',
		])
		expect(shown({ charities: 1, pots: 1, collectedCents: 199, donors: 1, sdgs: 1 })).toEqual([
			'1 association partenaire',
			'1 € de dons collectés',
			'1 donateur',
			'1 cagnotte solidaire créée',
			'1 objectif de développement durable soutenu',
		])
		expect(shown({ charities: 12, pots: 0, collectedCents: 0, donors: 0, sdgs: 5 })).toEqual([
			'12 associations partenaires',
			'5 objectifs de développement durable soutenus',
		])
	})

	test('the claims and four steps are all there, and the steps claim no number of charities', () => {
		const text = claims
			.map((c) => `${c.title} ${c.text}`)
			.join(' ')
			.replace(/\u00a0/g, ' ')
		for (const claim of [
			'Création gratuite',
			'Aucun frais pour les donateurs',
			'compte séquestre au nom de l’association',
			'66 à 75 %',
			'60 %',
			'100 % des dons',
			'4 minutes',
		]) {
			expect(text).toContain(claim)
		}
		expect(steps.map((s) => s.title)).toEqual([
			'Choisissez une association',
			'Personnalisez votre cagnotte',
			'Invitez votre communauté',
			'Donnez et profitez de la déduction fiscale',
		])
		expect(steps.map((s) => s.text).join(' ')).not.toMatch(/\d+ associations/)
	})
})
