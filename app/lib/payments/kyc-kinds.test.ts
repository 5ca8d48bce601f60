import { describe, expect, test } from 'vitest'
import { isKycKind, KYC_KINDS, providerKycType } from './kyc-kinds.ts'

describe('KYC kinds (docs/requirements.md#spec-1-3)', () => {
	test('the six kinds of the spec, IDENTITY_PROOF_LEAD among them', () => {
		expect([...KYC_KINDS].sort()).toEqual(
			[
				'IDENTITY_PROOF',
				'REGISTRATION_PROOF',
				'ARTICLES_OF_ASSOCIATION',
				'SHAREHOLDER_DECLARATION',
				'ADDRESS_PROOF',
				'IDENTITY_PROOF_LEAD',
			].sort(),
		)
		expect(isKycKind('IDENTITY_PROOF_LEAD')).toBe(true)
		expect(isKycKind('PASSPORT')).toBe(false)
	})

	test('the legal representative’s identity goes to the provider as an IDENTITY_PROOF; the others as they are', () => {
		expect(providerKycType('IDENTITY_PROOF_LEAD')).toBe('IDENTITY_PROOF')
		for (const kind of KYC_KINDS.filter((k) => k !== 'IDENTITY_PROOF_LEAD'))
			expect(providerKycType(kind)).toBe(kind)
	})
})
