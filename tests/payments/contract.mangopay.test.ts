import { MangopayProvider } from '#app/payments/mangopay/adapter.server.ts'
import { createFakeMangopay } from '#tests/fake-mangopay/server.ts'
import { runProviderContract } from './contract.ts'

/** A browser posting the card form to the vault URL the API returned (never to our server). */
async function tokenize(url: string, fields: Record<string, string>) {
	const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })
	return response.text()
}

runProviderContract('mangopay adapter against the fake Mangopay API', async () => {
	const fake = await createFakeMangopay()
	const provider = new MangopayProvider({
		clientId: fake.clientId,
		apiKey: fake.apiKey,
		baseUrl: fake.url,
		timeoutMs: 1_000,
	})
	return { provider, control: fake.control, tokenize, teardown: fake.close }
})
