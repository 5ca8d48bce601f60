import { describe, expect, test } from 'vitest'
import { loader } from '#app/routes/create.$type.$step.tsx'

async function target(url: string, type: string, step: string) {
	try {
		loader({
			request: new Request(`http://localhost${url}`),
			params: { type, step },
			context: { cspNonce: '', clientIp: '127.0.0.1' },
		})
	} catch (response) {
		if (response instanceof Response) return response.headers.get('location')
		throw response
	}
	throw new Error('expected a redirect')
}

describe('the creation flow addresses of spec 2 lead to the pot pages of spec 3', () => {
	test('kyc, payment and sepa carry the amount, the gift as the tip, and hide', async () => {
		expect(await target('/create/company/kyc?amount=5000&gift=200&evt=12&id=4', 'company', 'kyc')).toBe(
			'/participate/company/4/kyc?amount=5000&tip=200',
		)
		expect(
			await target('/create/company/payment?amount=5000&gift=0&id=4&hide=true', 'company', 'payment'),
		).toBe('/participate/4/payment?amount=5000&tip=0&hide=true')
		expect(await target('/create/company/sepa?amount=5000&id=4', 'company', 'sepa')).toBe(
			'/participate/4/payment?amount=5000&mode=sepa',
		)
	})
	test('an unknown step, type or pot goes home', async () => {
		expect(await target('/create/company/other?id=4', 'company', 'other')).toBe('/')
		expect(await target('/create/unknown/kyc?id=4', 'unknown', 'kyc')).toBe('/')
		expect(await target('/create/company/kyc?id=abc', 'company', 'kyc')).toBe('/')
	})
})
