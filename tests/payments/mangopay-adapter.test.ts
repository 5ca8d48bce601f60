import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MangopayProvider } from '#app/payments/mangopay/adapter.server.ts'
import { PaymentProviderError } from '#app/payments/provider.ts'
import { createFakeMangopay, type FakeMangopay } from '#tests/fake-mangopay/server.ts'

// What the contract cannot see: the HTTP the adapter sends and how it reads Mangopay's answers.
describe('MangopayProvider over HTTP', () => {
	let fake: FakeMangopay
	let provider: MangopayProvider
	beforeAll(async () => {
		fake = await createFakeMangopay()
		provider = new MangopayProvider({
			clientId: fake.clientId,
			apiKey: fake.apiKey,
			baseUrl: fake.url,
			timeoutMs: 1_000,
		})
	})
	afterAll(() => fake.close())

	const payer = (idempotencyKey: string) =>
		provider.createNaturalUser(
			{ category: 'PAYER', firstName: 'Camille', lastName: 'Martin', email: 'c@example.org' },
			{ idempotencyKey },
		)

	it('sends the Idempotency-Key header on POST creates and authenticates once', async () => {
		const before = fake.requests.length
		const { userId } = await payer('user-key-0000000000001')
		await provider.createWallet(
			{ ownerId: userId, currency: 'EUR', description: 'Pot' },
			{ idempotencyKey: 'wallet-key-000000000001' },
		)
		const posts = fake.requests
			.slice(before)
			.filter((r) => r.method === 'POST' && r.path.includes(`/${fake.clientId}/`))
		expect(posts.map((r) => [r.path, r.headers['idempotency-key']])).toEqual([
			[`/v2.01/${fake.clientId}/sca/users/natural`, 'user-key-0000000000001'],
			[`/v2.01/${fake.clientId}/wallets`, 'wallet-key-000000000001'],
		])
		expect(fake.requests.filter((r) => r.path === '/v2.01/oauth/token')).toHaveLength(1)
		expect(posts[0]?.headers.authorization).toMatch(/^Bearer /)
	})

	it('answers a 409 idempotent_creation_conflict from GET /responses/{key}', async () => {
		const first = await payer('user-key-0000000000002')
		const before = fake.requests.length
		const again = await payer('user-key-0000000000002')
		expect(again).toEqual(first)
		expect(fake.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
			`POST /v2.01/${fake.clientId}/sca/users/natural`,
			`GET /v2.01/${fake.clientId}/responses/user-key-0000000000002`,
		])
	})

	it('refuses an idempotency key Mangopay would reject, before sending it', async () => {
		await expect(payer('short')).rejects.toMatchObject({ code: 'invalid_idempotency_key' })
	})

	it('maps a param_error to its Type, status and field messages', async () => {
		const { userId } = await payer('user-key-0000000000006')
		const error = await provider
			.createWallet(
				{ ownerId: userId, currency: 'EUR', description: '' },
				{ idempotencyKey: 'wallet-key-000000000002' },
			)
			.catch((e: unknown) => e)
		expect(error).toBeInstanceOf(PaymentProviderError)
		expect(error).toMatchObject({ code: 'param_error', status: 400, retryable: false })
		expect((error as Error).message).toMatch(/Description/)
	})

	it('maps bank wire details, OwnerAddress as an object', async () => {
		const { userId } = await payer('user-key-0000000000003')
		const { walletId } = await provider.createWallet(
			{ ownerId: userId, currency: 'EUR', description: 'Pot' },
			{ idempotencyKey: 'wallet-key-000000000003' },
		)
		const wire = await provider.createBankWirePayIn(
			{
				authorId: userId,
				creditedWalletId: walletId,
				declared: { amount: 4200, currency: 'EUR' },
				declaredFees: { amount: 0, currency: 'EUR' },
			},
			{ idempotencyKey: 'wire-key-0000000000001' },
		)
		expect(wire.bankAccount).toEqual({
			ownerName: 'MANGOPAY SA',
			iban: 'LU290000000000000000',
			bic: 'BILLLULL',
			ownerAddress: {
				addressLine1: '2 Avenue Amélie',
				city: 'Luxembourg',
				postalCode: '1125',
				country: 'LU',
			},
		})
		// Until the money arrives, Mangopay shows XXX/0; the declared amount stands in.
		expect((await provider.getPayIn(wire.id)).debited).toEqual({ amount: 4200, currency: 'EUR' })
	})

	it('turns a refused connection into a retryable error (no hang, no unhandled rejection)', async () => {
		const closed = http.createServer()
		await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
		const port = (closed.address() as AddressInfo).port
		await new Promise<void>((r) => closed.close(() => r()))
		const offline = new MangopayProvider({
			clientId: 'x',
			apiKey: 'y',
			baseUrl: `http://127.0.0.1:${port}`,
			timeoutMs: 1_000,
		})
		await expect(offline.getPayIn('1')).rejects.toMatchObject({
			name: 'PaymentProviderError',
			retryable: true,
		})
	})

	it('keeps two instances apart (the SDK shares its defaults between instances)', async () => {
		const other = await createFakeMangopay({ clientId: 'other-client', apiKey: 'other-key-0123456789' })
		try {
			const second = new MangopayProvider({
				clientId: other.clientId,
				apiKey: other.apiKey,
				baseUrl: other.url,
				timeoutMs: 1_000,
			})
			const a = await payer('user-key-0000000000004')
			const b = await second.createNaturalUser(
				{ category: 'PAYER', firstName: 'Lou', lastName: 'Bernard', email: 'l@example.org' },
				{ idempotencyKey: 'user-key-0000000000004' },
			)
			expect(fake.state.users.has(a.userId)).toBe(true)
			expect(other.state.users.has(b.userId)).toBe(true)
			await expect(provider.getUser(a.userId)).resolves.toMatchObject({ userId: a.userId })
		} finally {
			await other.close()
		}
	})

	it('reports an OWNER user awaiting SCA with the redirect', async () => {
		const owner = await provider.createNaturalUser(
			{
				category: 'OWNER',
				firstName: 'Sam',
				lastName: 'Petit',
				email: 's@example.org',
				termsAccepted: true,
				nationality: 'FR',
				countryOfResidence: 'FR',
				birthday: 315532800,
			},
			{ idempotencyKey: 'user-key-0000000000005' },
		)
		expect(owner.status).toBe('PENDING_USER_ACTION')
		expect(owner.nextAction?.url).toBe(`${fake.url}/sca/${owner.userId}`)
	})
})
