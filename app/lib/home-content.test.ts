import { describe, expect, test } from 'vitest'
import { claims, creatorCards, cycleIndex, keyFigures, steps } from './home-content.ts'

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

	test('the spec figures, claims and four steps are all there', () => {
		const figures = keyFigures.map((f) => `${f.value} ${f.label}`.replace(/\u00a0/g, ' '))
		expect(figures).toEqual([
			'+ de 100 associations partenaires',
			'2 millions d’euros de dons collectés',
			'+ de 20 000 donateurs',
			'17 objectifs de développement durable',
			'+ de 50 000 bénéficiaires',
			'+ de 2 000 cagnottes solidaires',
		])
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
	})
})
