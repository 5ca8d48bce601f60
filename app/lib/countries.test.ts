import { describe, expect, test } from 'vitest'
import { countryList, countryName, isCountryCode } from './countries.ts'

describe('countries', () => {
	test('France comes first, then the others in French alphabetical order', () => {
		expect(countryList[0]).toEqual({ alpha2Code: 'FR', name: 'France' })
		const names = countryList.slice(1).map((c) => c.name)
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })))
		// Accented names are sorted as their base letters (Égypte among the E).
		const egypt = names.indexOf('Égypte')
		expect(names[egypt - 1]! < 'F').toBe(true)
		expect(countryList.length).toBeGreaterThan(240)
	})

	test('codes are checked and named in French', () => {
		expect(isCountryCode('SN')).toBe(true)
		expect(isCountryCode('sn')).toBe(false)
		expect(isCountryCode('XX')).toBe(false)
		expect(countryName('DE')).toBe('Allemagne')
	})
})
