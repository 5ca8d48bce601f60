import { describe, expect, test } from 'vitest'
import {
	ACCOUNT_KINDS,
	dashboardPath,
	eventAudienceOf,
	isCompanyRole,
	kindOfPotType,
	kindOfRateAudience,
	kindOfRole,
	kindOfSegment,
	potTypeOfKind,
	profilePath,
	rateAudienceOf,
	roleOfKind,
} from './account-kind.ts'

describe('individual / company vocabulary', () => {
	test('every word of one kind translates back to it', () => {
		for (const kind of ACCOUNT_KINDS) {
			expect(kindOfRole(roleOfKind(kind))).toBe(kind)
			expect(kindOfPotType(potTypeOfKind(kind))).toBe(kind)
			expect(kindOfRateAudience(rateAudienceOf(kind))).toBe(kind)
			expect(kindOfSegment(kind)).toBe(kind)
		}
	})

	test('the spec values of each layer', () => {
		expect(roleOfKind('company')).toBe('enterprise')
		expect(roleOfKind('particular')).toBe('private')
		expect(potTypeOfKind('company')).toBe(1)
		expect(potTypeOfKind('particular')).toBe(0)
		expect(eventAudienceOf('company')).toBe('entreprise')
		expect(eventAudienceOf('particular')).toBe('particulier')
		expect(rateAudienceOf('particular')).toBe('PRIVATE')
	})

	test('URL segments: private and individual are the particular kind; anything else is refused', () => {
		expect(kindOfSegment('private')).toBe('particular')
		expect(kindOfSegment('individual')).toBe('particular')
		expect(kindOfSegment('entreprise')).toBeNull()
		expect(kindOfSegment(undefined)).toBeNull()
	})

	test('roles: a manager is a company; unknown roles have no kind', () => {
		expect(isCompanyRole('manager')).toBe(true)
		expect(isCompanyRole('private')).toBe(false)
		expect(kindOfRole('admin')).toBeNull()
		expect(kindOfPotType(7)).toBe('particular')
	})

	test('member area paths by role', () => {
		expect(dashboardPath('enterprise')).toBe('/company/dashboard')
		expect(dashboardPath('private')).toBe('/particular/dashboard')
		expect(profilePath('enterprise')).toBe('/company/profile')
		expect(profilePath('private')).toBe('/particular/profile')
	})
})
