import { describe, expect, test } from 'vitest'
import { createPaths } from './create-paths.ts'
import { kindOfSegment, roleOfKind } from '../account/account-kind.ts'

describe('creation flow paths', () => {
	test('private, particular and company are understood; anything else is not', () => {
		expect(kindOfSegment('private')).toBe('particular')
		expect(kindOfSegment('particular')).toBe('particular')
		expect(kindOfSegment('company')).toBe('company')
		expect(kindOfSegment('admin')).toBeNull()
		expect(roleOfKind('company')).toBe('enterprise')
	})
	test('the spec URLs with their query', () => {
		expect(createPaths.assocs('company', 4)).toBe('/create/company/assocs?evt=4')
		expect(createPaths.assocs('particular')).toBe('/create/particular/assocs?evt=0')
		expect(createPaths.details('particular', { evt: 2, assoc: 9 })).toBe(
			'/create/particular/details?evt=2&assoc=9',
		)
		expect(createPaths.edit('company', 12)).toBe('/edit/company/details/12')
		expect(createPaths.edit('particular', 12, { evt: 3, assoc: 7 })).toBe(
			'/edit/particular/details/12?evt=3&assoc=7',
		)
		expect(createPaths.editAssocs('company', 12, 11)).toBe('/edit/company/assocs/12?evt=11')
		expect(createPaths.selectEvent('particular')).toBe(
			'/evenement-particulier-creation-cagnotte-solidaire-don-association',
		)
	})
})
