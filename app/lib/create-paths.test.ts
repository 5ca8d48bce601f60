import { describe, expect, test } from 'vitest'
import { createPaths, parseCreatorType, roleFor } from './create-paths.ts'

describe('creation flow paths', () => {
	test('private, particular and company are understood; anything else is not', () => {
		expect(parseCreatorType('private')).toBe('particular')
		expect(parseCreatorType('particular')).toBe('particular')
		expect(parseCreatorType('company')).toBe('company')
		expect(parseCreatorType('admin')).toBeNull()
		expect(roleFor('company')).toBe('enterprise')
	})
	test('the spec URLs with their query', () => {
		expect(createPaths.assocs('company', 4)).toBe('/create/company/assocs?evt=4')
		expect(createPaths.assocs('particular')).toBe('/create/particular/assocs?evt=0')
		expect(createPaths.details('particular', { evt: 2, assoc: 9 })).toBe(
			'/create/particular/details?evt=2&assoc=9',
		)
		expect(createPaths.edit('company', 12)).toBe('/edit/company/details/12')
		expect(createPaths.selectEvent('particular')).toBe(
			'/evenement-particulier-creation-cagnotte-solidaire-don-association',
		)
	})
})
