import { describe, expect, it } from 'vitest'
import { MangopayProvider } from '#app/payments/mangopay/adapter.server.ts'
import { createFakeMangopay, type FakeMangopay } from '#tests/fake-mangopay/server.ts'
import { runProviderContract } from './contract.ts'

/** A browser posting the card form to the vault URL the API returned (never to our server). */
async function tokenize(url: string, fields: Record<string, string>) {
	const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })
	return response.text()
}

let fake: FakeMangopay | undefined

runProviderContract('mangopay adapter against the fake Mangopay API', async () => {
	fake = await createFakeMangopay()
	const provider = new MangopayProvider({
		clientId: fake.clientId,
		apiKey: fake.apiKey,
		baseUrl: fake.url,
		timeoutMs: 1_000,
	})
	return { provider, control: fake.control, tokenize, teardown: fake.close }
})

describe('the adapter over the fake Mangopay API (after the contract)', () => {
	it('sent FlowDescriptor.Beneficiaries on every pay-in and mandate request', () => {
		const log = fake?.state.beneficiaryLog ?? []
		// Every kind of request was seen, so the check below covers them all.
		expect(new Set(log.map((entry) => entry.op))).toEqual(
			new Set([
				'createCardPayIn',
				'createWebCardPayIn',
				'createDirectDebitPayIn',
				'createBankWirePayIn',
				'createMandate',
			]),
		)
		// The one request that leaves them out on purpose checks the wallet owner's verification.
		const missing = log.filter((entry) => !entry.beneficiaries?.length && entry.tag !== 'contract-undeclared')
		expect(missing).toEqual([])
		expect(log.filter((entry) => entry.tag === 'contract-undeclared')).toHaveLength(1)
	})
})
