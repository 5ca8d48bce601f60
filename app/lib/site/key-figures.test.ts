import { describe, expect, test } from 'vitest'
import { configuredSiteFigures, isSiteFiguresSetting, parseSiteFigures } from './key-figures.ts'

const shown = (figures: ReturnType<typeof parseSiteFigures>) =>
	figures?.map((f) => `${f.value} ${f.label}`.replace(/[\u00a0\u202f]/g, ' '))

describe('« Donnons en chiffres » from the configuration', () => {
	test('the demo shows the spec’s figures: 100 charities, 2 million euros, 20 000 donors, 2 000 pots, 17 goals, 50 000 beneficiaries', () => {
		expect(shown(configuredSiteFigures(undefined, true))).toEqual([
			'plus de 100 associations partenaires',
			'2 000 000 € de dons collectés',
			'plus de 20 000 donateurs',
			'plus de 2 000 cagnottes solidaires créées',
			'17 objectifs de développement durable soutenus',
			'plus de 50 000 bénéficiaires',
		])
		expect(configuredSiteFigures('spec', false)).toEqual(configuredSiteFigures(undefined, true))
	})

	test('without a setting outside the demo, or with `database`, they are counted from the database', () => {
		expect(configuredSiteFigures(undefined, false)).toBeNull()
		expect(configuredSiteFigures('database', true)).toBeNull()
	})

	test('the operator’s own figures, in the usual order, singular where one', () => {
		expect(shown(configuredSiteFigures('donors=1,charities=48', false))).toEqual([
			'48 associations partenaires',
			'1 donateur',
		])
	})

	test('a value that is not a list of known figures is refused', () => {
		for (const bad of ['', 'charities', 'charities=abc', 'clients=3', 'charities=1,charities=2', 'pots=-1']) {
			expect(parseSiteFigures(bad), bad).toBeNull()
			expect(isSiteFiguresSetting(bad), bad).toBe(false)
		}
		expect(isSiteFiguresSetting('spec')).toBe(true)
		expect(isSiteFiguresSetting('pots=12+')).toBe(true)
	})
})
