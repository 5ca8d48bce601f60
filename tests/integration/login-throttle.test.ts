import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { derivedMessages } from '#app/lib/messages.ts'
import { action as authAction } from '#app/routes/authentification-cagnotte-solidaire-don-association.tsx'
import { action as login2Action } from '#app/routes/login2.tsx'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { makeDonor } from '#tests/support/fixtures/donations.ts'
import { cheapPasswordHash } from '#tests/support/passwords.ts'
import { context, formRequest, run } from './request.ts'

useSeededAppDatabase()

const MARIE = 'marie.dupont@donnons.demo'
const PASSWORD = 'Donnons-2026!'
let clock = new Date('2026-11-21T10:00:00Z').getTime()

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'] })
	// Each test far from the previous one: no window of another test is still open.
	clock += 2 * 24 * 60 * 60_000
	vi.setSystemTime(clock)
})
afterEach(() => {
	vi.useRealTimers()
})

const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000)

function login(ip: string, email: string, password: string, action: typeof authAction = authAction) {
	return run(() =>
		action({
			request: formRequest('/authentification-cagnotte-solidaire-don-association', {
				intent: 'login',
				email,
				password,
			}),
			context: context(ip),
			params: {},
		}),
	)
}

const signedIn = (res: { status: number; location: string | null }) =>
	res.status === 302 && res.location === '/home/private'

describe('login throttling', () => {
	test('20 failures from one address do not keep the owner out from another address', async () => {
		for (let i = 0; i < 20; i++) await login('203.0.113.1', MARIE, `mauvais-${i}`)
		expect(signedIn(await login('198.51.100.7', MARIE, PASSWORD))).toBe(true)
	})

	test('the failing address waits a few seconds, said in French, then the right password works', async () => {
		const statuses = []
		for (let i = 0; i < 20; i++) statuses.push((await login('203.0.113.2', MARIE, `mauvais-${i}`)).status)
		// Five failures answered as such, then each attempt must wait.
		expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400])
		expect(new Set(statuses.slice(5))).toEqual(new Set([429]))

		const refused = await login('203.0.113.2', MARIE, PASSWORD)
		expect(refused.status).toBe(429)
		expect(JSON.stringify(refused.body)).toContain(
			'Trop de tentatives de connexion : merci de réessayer dans 2 secondes',
		)
		expect(refused.headers.get('retry-after')).toBe('2')
		advance(2)
		expect(signedIn(await login('203.0.113.2', MARIE, PASSWORD))).toBe(true)
	})

	test('the wait doubles with each failure after the free ones', async () => {
		const ip = '203.0.113.3'
		for (let i = 0; i < 5; i++) await login(ip, MARIE, 'mauvais')
		for (const wait of [2, 4, 8]) {
			const res = await login(ip, MARIE, 'mauvais')
			expect(res.status).toBe(429)
			expect(res.headers.get('retry-after')).toBe(String(wait))
			advance(wait)
			expect((await login(ip, MARIE, 'mauvais')).status).toBe(400)
		}
	})

	test('password spraying: after 30 failures on many accounts the address is refused; successes do not count', async () => {
		const ip = '203.0.113.4'
		// An office behind one address: its successful logins are not held against it.
		for (let i = 0; i < 3; i++) expect(signedIn(await login(ip, MARIE, PASSWORD))).toBe(true)
		// Thirty accounts: 25 that exist (cheap hashes, tests/support/passwords.ts) and 5 unknown addresses, checked
		// against the decoy hash at the production cost (about 50 ms of scrypt each): both kinds count.
		const accounts = [
			...Array.from({ length: 25 }, (_, i) =>
				makeDonor(`personne-${i}`, { passwordHash: cheapPasswordHash('Autre-Motdepasse-1!') }),
			).map((user) => user.email),
			...Array.from({ length: 5 }, (_, i) => `inconnu-${i}@exemple.fr`),
		]
		for (const email of accounts) {
			const res = await login(ip, email, 'Motdepasse-1!')
			expect(res.status).toBe(400)
			expect(JSON.stringify(res.body)).toContain(derivedMessages.wrongCredentials)
		}
		const refused = await login(ip, MARIE, PASSWORD)
		expect(refused.status).toBe(429)
		expect(JSON.stringify(refused.body)).toContain('merci de réessayer dans 15 minutes')
		expect(signedIn(await login('198.51.100.8', MARIE, PASSWORD))).toBe(true)
		advance(15 * 60)
		expect(signedIn(await login(ip, MARIE, PASSWORD))).toBe(true)
	})

	test('a success forgets the failures of that account from that address', async () => {
		const ip = '203.0.113.5'
		for (let i = 0; i < 5; i++) expect((await login(ip, MARIE, 'mauvais')).status).toBe(400)
		advance(2)
		expect(signedIn(await login(ip, MARIE, PASSWORD))).toBe(true)
		for (let i = 0; i < 5; i++) expect((await login(ip, MARIE, 'mauvais')).status).toBe(400)
		expect((await login(ip, MARIE, 'mauvais')).status).toBe(429)
	})

	test('every login page shares the same counters (login2 here)', async () => {
		const ip = '203.0.113.6'
		for (let i = 0; i < 5; i++) await login(ip, MARIE, 'mauvais')
		expect((await login(ip, MARIE, PASSWORD, login2Action as typeof authAction)).status).toBe(429)
		expect((await login('198.51.100.9', MARIE, PASSWORD, login2Action as typeof authAction)).status).toBe(302)
	})
})
