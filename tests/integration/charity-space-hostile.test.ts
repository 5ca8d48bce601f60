import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { sendCharityKycDocument } from '#app/charity-space/kyc.server.ts'
import { registerCharityBankAccount } from '#app/charity-space/onboarding.server.ts'
import { derivedMessages, generic, paymentMessages } from '#app/lib/messages.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { claimLease, releaseLease } from '#app/platform/leases.server.ts'
import { registerPayoutBankAccount } from '#app/payouts/bank-account.server.ts'
import * as bank from '#app/routes/association-espace.$charityId.inscription.compte-bancaire.tsx'
import * as identity from '#app/routes/association-espace.$charityId.inscription.identite.tsx'
import * as representative from '#app/routes/association-espace.$charityId.inscription.representant.tsx'
import { charityKycDocuments, charityOnboardings, payoutBankAccounts } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity } from '#tests/support/fixtures/donations.ts'
import { context, run } from './request.ts'
import { cookieOf, makeMember } from '#tests/support/fixtures/staff.ts'

// What a careless or hostile client can send to a charity's space: every answer is a French message on the
// form (never English, never a 5xx), and nothing is half written.

useSeededAppDatabase()

let charityId = 0
let cookie: string | null = null

beforeAll(async () => {
	charityId = demoCharity('GENERATED').id
	cookie = await cookieOf(makeMember('hostile-membre', charityId).id)
})

/** Posts a urlencoded form whose fields may repeat (a crafted request), as a browser would send it. */
function post(
	action: (args: never) => unknown,
	url: string,
	fields: [string, string][],
	forCharity = charityId,
) {
	const request = new Request(new URL(url, 'http://localhost:3000'), {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
		body: new URLSearchParams(fields),
	})
	return run(() =>
		action({ request, params: { charityId: String(forCharity) }, context: context() } as never),
	)
}

/** The messages of a Conform reply, by field. */
const errorsOf = (body: unknown) => (body as { result: { error: Record<string, string[]> } }).result.error

/** Zod's own English texts, which must never reach a form. */
const ENGLISH = /String must|Expected |Required|Invalid /

const path = (step: string) => `/association-espace/${charityId}/inscription${step}`
const long = (n: number) => 'a'.repeat(n)

describe('onboarding forms', () => {
	const IDENTITY: [string, string][] = [
		['legal_name', 'Association des Tests Solidaires'],
		['legal_form', 'ASSOCIATION_1901'],
		['legal_id_type', 'SIREN'],
		['legal_id', '732829320'],
		['legal_category', 'PUBLIC_UTILITY'],
		['decree_date', '14/07/1990'],
		['address_line_1', '12 rue des Lilas'],
		['post_code', '75011'],
		['city', 'Paris'],
		['country_iso', 'FR'],
	]
	const REPRESENTATIVE: [string, string][] = [
		['first_name', 'Jeanne'],
		['last_name', 'Martin'],
		['birth_date', '1970-03-12'],
		['nationality_iso', 'FR'],
		['address_line_1', '3 rue Haute'],
		['post_code', '69001'],
		['city', 'Lyon'],
		['country_iso', 'FR'],
	]
	const BANK: [string, string][] = [
		['holder_name', 'Association des Tests Solidaires'],
		['iban', 'FR7630004000031234567890143'],
		['address_line_1', '12 rue des Lilas'],
		['post_code', '75011'],
		['city', 'Paris'],
		['country_iso', 'FR'],
	]
	const replace = (fields: [string, string][], changes: Record<string, string>) =>
		fields.map(([k, v]): [string, string] => [k, changes[k] ?? v])

	test('an address or a city too long is said in French, and nothing is saved', async () => {
		for (const [action, url, fields] of [
			[identity.action, path('/identite'), IDENTITY],
			[representative.action, path('/representant'), REPRESENTATIVE],
			[bank.action, path('/compte-bancaire'), BANK],
		] as const) {
			const res = await post(action, url, replace(fields, { address_line_1: long(300), city: long(150) }))
			expect(res.status).toBe(400)
			const errors = errorsOf(res.body)
			expect(errors.address_line_1).toEqual([derivedMessages.fieldTooLong])
			expect(errors.city).toEqual([derivedMessages.fieldTooLong])
			expect(JSON.stringify(res.body)).not.toMatch(ENGLISH)
		}
		expect(
			getDb().select().from(charityOnboardings).where(eq(charityOnboardings.charityId, charityId)).get(),
		).toBeUndefined()
		expect(
			getDb().select().from(payoutBankAccounts).where(eq(payoutBankAccounts.charityId, charityId)).all(),
		).toEqual([])
	})

	test('the same bank account sent twice at once (a double click) is registered once', async () => {
		const [first, second] = await Promise.all([
			post(bank.action, path('/compte-bancaire'), BANK),
			post(bank.action, path('/compte-bancaire'), BANK),
		])
		// The simulated bank knows the account under the charity's own name: this holder is no match, so both
		// answers stay on the bank account's page, which shows the check.
		expect(first).toMatchObject({ status: 302, location: path('/compte-bancaire') })
		expect(second).toMatchObject({ status: 302, location: path('/compte-bancaire') })
		const accounts = getDb()
			.select()
			.from(payoutBankAccounts)
			.where(eq(payoutBankAccounts.charityId, charityId))
			.all()
		expect(accounts).toMatchObject([{ status: 'ACTIVE', ibanLast4: '0143', vopCheck: 'NO_MATCH' }])
	})

	test('an account another worker is registering is not registered again from this one (the claim is in the database)', async () => {
		const provider = await getPaymentProvider()
		const input = {
			iban: 'FR1420041010050500013M02606',
			holderName: 'Association des Tests Solidaires',
			address: { addressLine1: '12 rue des Lilas', postalCode: '75011', city: 'Paris', country: 'FR' },
		}
		const lease = `charity-bank-account:${charityId}`
		const accounts = () =>
			getDb()
				.select()
				.from(payoutBankAccounts)
				.where(and(eq(payoutBankAccounts.charityId, charityId), eq(payoutBankAccounts.ibanLast4, '2606')))
				.all()
		// Another process's registration, longer than this request may wait: refused in French, nothing sent.
		const other = 'another-worker:1'
		expect(claimLease(lease, other, 60_000)).toBe(true)
		expect(await registerCharityBankAccount(provider, charityId, input, { waitMs: 200 })).toEqual({
			ok: false,
			busy: true,
		})
		expect(accounts()).toEqual([])
		releaseLease(lease, other)
		// Another process registers this very account (a double click that reached two workers), then dies
		// before giving its claim back: this request waits for the claim's time, then answers as it did.
		expect(claimLease(lease, other, 1_500)).toBe(true)
		const waiting = registerCharityBankAccount(provider, charityId, input)
		const registered = await registerPayoutBankAccount(provider, charityId, input)
		expect(await waiting).toEqual(registered)
		expect(accounts()).toHaveLength(1)
		const res = await post(bank.action, path('/compte-bancaire'), [
			...BANK.filter(([k]) => k !== 'iban'),
			['iban', input.iban],
		])
		expect(res.status).toBe(302)
		expect(accounts()).toHaveLength(2)
	})

	test('a representative born before 1900 (a typo) is refused, as every birth date of the site', async () => {
		const res = await post(
			representative.action,
			path('/representant'),
			replace(REPRESENTATIVE, { birth_date: '1800-03-12' }),
		)
		expect(res.status).toBe(400)
		expect(errorsOf(res.body).birth_date).toEqual([generic.invalidDate])
	})

	test('a field sent twice is refused in French', async () => {
		const identityRes = await post(identity.action, path('/identite'), [
			...IDENTITY,
			['decree_date', '15/07/1990'],
		])
		expect(identityRes.status).toBe(400)
		expect(errorsOf(identityRes.body).decree_date).toEqual([generic.invalidDate])
		const bankRes = await post(bank.action, path('/compte-bancaire'), [
			...BANK,
			['bic', 'PSSTFRPPPAR'],
			['bic', 'PSSTFRPPPAR'],
		])
		expect(bankRes.status).toBe(400)
		expect(errorsOf(bankRes.body).bic).toEqual([paymentMessages.bicInvalid])
		for (const res of [identityRes, bankRes]) expect(JSON.stringify(res.body)).not.toMatch(ENGLISH)
	})
})

describe('KYC documents', () => {
	test('the same document sent twice at once (a double click) goes to the provider once', async () => {
		const provider = await getPaymentProvider()
		const pdf = new TextEncoder().encode(`%PDF-1.4\n%${' '.repeat(2048)}\n%%EOF\n`)
		const results = await Promise.all([
			sendCharityKycDocument(provider, charityId, 'ARTICLES_OF_ASSOCIATION', pdf),
			sendCharityKycDocument(provider, charityId, 'ARTICLES_OF_ASSOCIATION', pdf),
		])
		expect(results).toEqual(expect.arrayContaining([{ ok: true }, { ok: false, reason: 'not-replaceable' }]))
		const rows = getDb()
			.select()
			.from(charityKycDocuments)
			.where(
				and(
					eq(charityKycDocuments.charityId, charityId),
					eq(charityKycDocuments.type, 'ARTICLES_OF_ASSOCIATION'),
				),
			)
			.all()
		expect(rows).toMatchObject([{ status: 'VALIDATION_ASKED' }])
	})

	test('a document another worker is sending is not sent from this one (the claim is in the database)', async () => {
		const provider = await getPaymentProvider()
		const pdf = new TextEncoder().encode(`%PDF-1.4\n%${' '.repeat(2048)}\n%%EOF\n`)
		const sent = () => sendCharityKycDocument(provider, charityId, 'IDENTITY_PROOF', pdf)
		const identityRows = () =>
			getDb()
				.select()
				.from(charityKycDocuments)
				.where(
					and(eq(charityKycDocuments.charityId, charityId), eq(charityKycDocuments.type, 'IDENTITY_PROOF')),
				)
				.all()
		// Another process's send, under way.
		const other = 'another-worker:1'
		expect(claimLease(`charity-kyc:${charityId}:IDENTITY_PROOF`, other, 60_000)).toBe(true)
		expect(await sent()).toEqual({ ok: false, reason: 'not-replaceable' })
		expect(identityRows()).toHaveLength(0)
		// Its send over, the document may be sent from here.
		releaseLease(`charity-kyc:${charityId}:IDENTITY_PROOF`, other)
		expect(await sent()).toEqual({ ok: true })
		expect(identityRows()).toMatchObject([{ status: 'VALIDATION_ASKED' }])
	})
})
