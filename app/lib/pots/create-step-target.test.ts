import { describe, expect, test } from 'vitest'
import { createStepTarget } from './create-step-target.ts'

const target = (step: string, query: string, type = 'company') =>
	createStepTarget(type, step, new URLSearchParams(query))

describe('createStepTarget', () => {
	test('kyc and payment carry id, amount, gift as the tip, and hide', () => {
		expect(target('kyc', 'amount=5000&gift=200&evt=12&id=4')).toBe(
			'/participate/company/4/kyc?amount=5000&tip=200',
		)
		expect(target('kyc', 'amount=5000&id=4', 'private')).toBe('/participate/particular/4/kyc?amount=5000')
		expect(target('payment', 'amount=5000&gift=0&id=4&hide=true')).toBe(
			'/participate/4/payment?amount=5000&tip=0&hide=true',
		)
	})

	test('sepa reads the spec 3 query: the wire body first, then the page parameters', () => {
		expect(target('sepa', 'dataWireID=4&dataWireAmount=5000&dataWireGift_donnons=250')).toBe(
			'/participate/4/payment?amount=5000&tip=250&mode=sepa',
		)
		expect(target('sepa', 'dataWireID=4&paramAmount=3000&paramGift=100')).toBe(
			'/participate/4/payment?amount=3000&tip=100&mode=sepa',
		)
		expect(
			target('sepa', 'dataWireID=4&dataWireAmount=5000&dataWireGift_donnons=0&paramAmount=1&paramGift=9'),
		).toBe('/participate/4/payment?amount=5000&tip=0&mode=sepa')
		expect(target('sepa', 'id=4&amount=5000&gift=100')).toBe(
			'/participate/4/payment?amount=5000&tip=100&mode=sepa',
		)
	})

	test('no pot, a malformed one, an unknown type or step: null', () => {
		expect(target('sepa', 'dataWireAmount=5000')).toBeNull()
		expect(target('sepa', 'dataWireID=abc&dataWireAmount=5000')).toBeNull()
		expect(target('kyc', 'dataWireID=4&amount=5000')).toBeNull()
		expect(target('sepa', 'dataWireID=4', 'unknown')).toBeNull()
		expect(target('other', 'id=4')).toBeNull()
	})
})
