import { validateKycForDemo } from '#app/payments/sandbox/kyc.server.ts'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PaymentProviderError } from '#app/payments/provider.ts'
import { createSandboxControl, createSandboxProvider } from '#app/payments/sandbox/index.server.ts'
import { tokenizeResponse } from '#app/payments/sandbox/pages.server.ts'

// No product database here: the simulator opens and migrates its own file, DATA_DIR/sandbox.db (ADR 012).
// A query of the sandbox on a product table would fail on the missing table.
const provider = createSandboxProvider()
const control = createSandboxControl()

const HOUR = 3_600_000
const DAY = 24 * HOUR
const eur = (amount: number) => ({ amount, currency: 'EUR' as const })
let seq = 0
const key = () => `test-key-${Date.now()}-${++seq}`.slice(0, 36)
const browserInfo = {
	acceptHeader: 'text/html',
	javaEnabled: false,
	javascriptEnabled: false,
	language: 'fr-FR',
	colorDepth: 24,
	screenHeight: 800,
	screenWidth: 1280,
	timeZoneOffset: -60,
	userAgent: 'vitest',
}
const address = { addressLine1: '1 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' }

async function payer(firstName = 'Alice', { verified = true } = {}) {
	const { userId } = await provider.createNaturalUser(
		{ category: 'PAYER', firstName, lastName: 'Martin', email: 'alice@example.org' },
		{ idempotencyKey: key() },
	)
	const { walletId } = await provider.createWallet(
		{ ownerId: userId, currency: 'EUR', description: 'Dons' },
		{ idempotencyKey: key() },
	)
	// The wallet's owner is the pay-ins' beneficiary: verified, or they fail with 002951 (ADR 030).
	if (verified) validateKycForDemo(userId)
	return { userId, walletId }
}

async function tokenize(registrationId: string, fields: Record<string, string>) {
	const response = await tokenizeResponse(
		new Request(`http://localhost:3000/sandbox/tokenize/${registrationId}`, {
			method: 'POST',
			body: new URLSearchParams(fields),
		}),
		registrationId,
	)
	return { status: response.status, body: await response.text(), location: response.headers.get('location') }
}

async function registerCard(userId: string, cardNumber: string, cardCvx = '123') {
	const reg = await provider.createCardRegistration(
		{ userId, currency: 'EUR', cardType: 'CB_VISA_MASTERCARD' },
		{ idempotencyKey: key() },
	)
	const answer = await tokenize(reg.cardRegistrationId, {
		accessKeyRef: reg.accessKey,
		data: reg.preregistrationData,
		cardNumber,
		cardExpirationDate: '1239',
		cardCvx,
	})
	return {
		reg,
		answer,
		result: await provider.completeCardRegistration({
			cardRegistrationId: reg.cardRegistrationId,
			registrationData: answer.body,
		}),
	}
}

function cardPayIn(
	authorId: string,
	walletId: string,
	cardId: string,
	amount: number,
	idempotencyKey = key(),
) {
	return provider.createCardPayIn(
		{
			authorId,
			creditedWalletId: walletId,
			debited: eur(amount),
			fees: eur(0),
			cardId,
			secureModeReturnUrl: 'http://localhost:3000/retour',
			ipAddress: '127.0.0.1',
			browserInfo,
		},
		{ idempotencyKey },
	)
}

async function eventsFor(resourceId: string) {
	const events = await provider.listEvents({
		afterDate: 0,
		beforeDate: Math.floor(Date.now() / 1000) + 400 * 86_400,
		perPage: 100,
	})
	return events.filter((e) => e.resourceId === resourceId).map((e) => e.eventType)
}

describe('users, wallets and cards', () => {
	test('a natural user and a wallet', async () => {
		const { userId, walletId } = await payer('Alice', { verified: false })
		expect(await provider.getUser(userId)).toEqual({
			userId,
			category: 'PAYER',
			kycLevel: 'LIGHT',
			status: 'ACTIVE',
		})
		expect(await provider.getWallet(walletId)).toEqual({ walletId, balance: eur(0) })
	})

	test('card registration: tokenise, complete → VALIDATED with a card id; the vault answers like Mangopay', async () => {
		const { userId } = await payer()
		const { reg, answer, result } = await registerCard(userId, '4970107111111119')
		expect(reg.cardRegistrationUrl).toMatch(new RegExp(`/sandbox/tokenize/${reg.cardRegistrationId}$`))
		expect(answer.status).toBe(200)
		expect(answer.body).toMatch(/^data=[\w-]+$/)
		expect(result).toEqual({ status: 'VALIDATED', cardId: expect.any(String), resultCode: '000000' })
		// The token is single use; a replayed form is refused by the vault.
		const again = await tokenize(reg.cardRegistrationId, {
			accessKeyRef: reg.accessKey,
			data: reg.preregistrationData,
			cardNumber: '4970107111111119',
			cardExpirationDate: '1239',
			cardCvx: '123',
		})
		expect(again.body).toBe('errorCode=09101')
	})

	test('card data errors: wrong CVC, bad Luhn, expired → ERROR with the code', async () => {
		const { userId } = await payer()
		const cvc = await registerCard(userId, '4970107111111119', '12')
		expect(cvc.answer.body).toBe('errorCode=02627')
		expect(cvc.result).toEqual({ status: 'ERROR', cardId: null, resultCode: '105204' })
		expect((await registerCard(userId, '4970107111111118')).result.resultCode).toBe('105202')
		const reg = await provider.createCardRegistration(
			{ userId, currency: 'EUR', cardType: 'CB_VISA_MASTERCARD' },
			{ idempotencyKey: key() },
		)
		const expired = await tokenize(reg.cardRegistrationId, {
			accessKeyRef: reg.accessKey,
			data: reg.preregistrationData,
			cardNumber: '4970107111111119',
			cardExpirationDate: '0120',
			cardCvx: '123',
			returnURL: 'http://localhost:3000/carte',
		})
		expect(expired.status).toBe(302)
		expect(expired.location).toBe('http://localhost:3000/carte?errorCode=02626')
		const completed = await provider.completeCardRegistration({
			cardRegistrationId: reg.cardRegistrationId,
			registrationData: 'errorCode=02626',
		})
		expect(completed.resultCode).toBe('105203')
		// A foreign return URL is refused (no open redirect).
		const reg2 = await provider.createCardRegistration(
			{ userId, currency: 'EUR', cardType: 'CB_VISA_MASTERCARD' },
			{ idempotencyKey: key() },
		)
		const foreign = await tokenize(reg2.cardRegistrationId, {
			accessKeyRef: reg2.accessKey,
			data: reg2.preregistrationData,
			cardNumber: '4970107111111119',
			cardExpirationDate: '1239',
			cardCvx: '123',
			returnURL: 'https://evil.example/x',
		})
		expect(foreign.status).toBe(400)
	})
})

describe('card pay-ins', () => {
	test('frictionless: SUCCEEDED at once, no redirect, wallet credited', async () => {
		const { userId, walletId } = await payer()
		const { result } = await registerCard(userId, '4970107111111119')
		const payIn = await cardPayIn(userId, walletId, result.cardId!, 2500)
		expect(payIn).toMatchObject({ status: 'SUCCEEDED', resultCode: '000000', resultMessage: 'Success' })
		expect(payIn.nextAction).toBeUndefined()
		expect(payIn.executedAt).toBeGreaterThan(1_700_000_000)
		expect((await provider.getWallet(walletId)).balance).toEqual(eur(2500))
		expect(await eventsFor(payIn.id)).toEqual(['PAYIN_NORMAL_CREATED', 'PAYIN_NORMAL_SUCCEEDED'])
	})

	test('challenge: CREATED with a redirect; success, fail and abandon', async () => {
		const { userId, walletId } = await payer()
		const { result } = await registerCard(userId, '4970105181818183')
		const outcomes = [
			['success', 'SUCCEEDED', '000000'],
			['fail', 'FAILED', '101301'],
			['abandon', 'FAILED', '101304'],
		] as const
		for (const [outcome, status, code] of outcomes) {
			const payIn = await cardPayIn(userId, walletId, result.cardId!, 1000)
			expect(payIn.status).toBe('CREATED')
			expect(payIn.nextAction?.url).toMatch(/\/sandbox\/3ds\/[\w-]+$/)
			await control.complete3ds(payIn.id, outcome)
			expect(await provider.getPayIn(payIn.id)).toMatchObject({
				status,
				resultCode: code,
				paymentType: 'CARD',
				debited: eur(1000),
			})
			expect(await eventsFor(payIn.id)).toEqual([
				'PAYIN_NORMAL_CREATED',
				status === 'SUCCEEDED' ? 'PAYIN_NORMAL_SUCCEEDED' : 'PAYIN_NORMAL_FAILED',
			])
		}
		expect((await provider.getWallet(walletId)).balance).toEqual(eur(1000))
	})
})

describe('SEPA direct debit', () => {
	async function mandateFor(firstName: string) {
		const { userId, walletId } = await payer(firstName)
		const { bankAccountId } = await provider.createIbanBankAccount(
			{
				userId,
				ownerName: `${firstName} Martin`,
				ownerAddress: address,
				iban: 'FR7630004000031234567890143',
				bic: 'BNPAFRPP',
			},
			{ idempotencyKey: key() },
		)
		const mandate = await provider.createMandate(
			{ bankAccountId, culture: 'FR', returnUrl: 'http://localhost:3000/mandat' },
			{ idempotencyKey: key() },
		)
		return { userId, walletId, mandate }
	}
	const debit = (userId: string, walletId: string, mandateId: string) =>
		provider.createDirectDebitPayIn(
			{ authorId: userId, creditedWalletId: walletId, debited: eur(1500), fees: eur(0), mandateId },
			{ idempotencyKey: key() },
		)

	test('Successful: confirmed mandate, pay-in CREATED then settled SUCCEEDED, mandate ACTIVE', async () => {
		const { userId, walletId, mandate } = await mandateFor('Successful')
		expect(mandate).toMatchObject({
			status: 'CREATED',
			mandateId: expect.stringMatching(/^mdt_/),
			nextAction: { type: 'redirect' },
		})
		await control.confirmMandate(mandate.mandateId)
		expect(await provider.getMandate(mandate.mandateId)).toEqual({
			mandateId: mandate.mandateId,
			status: 'SUBMITTED',
			scheme: 'SEPA',
			resultCode: null,
		})
		const payIn = await debit(userId, walletId, mandate.mandateId)
		expect(payIn.status).toBe('CREATED')
		expect(payIn.chargeDate).toBeGreaterThan(Math.floor(Date.now() / 1000))
		await control.settleDirectDebit(payIn.id, 'success')
		expect(await provider.getPayIn(payIn.id)).toMatchObject({
			status: 'SUCCEEDED',
			resultCode: '000000',
			paymentType: 'DIRECT_DEBIT',
		})
		expect((await provider.getMandate(mandate.mandateId)).status).toBe('ACTIVE')
		expect((await provider.getWallet(walletId)).balance).toEqual(eur(1500))
		expect(await eventsFor(mandate.mandateId)).toEqual([
			'MANDATE_CREATED',
			'MANDATE_SUBMITTED',
			'MANDATE_ACTIVATED',
		])
	})

	test('Penniless: the pay-in FAILED 001830 once the charge date passes; Fickle fails late', async () => {
		const poor = await mandateFor('Penniless')
		await control.confirmMandate(poor.mandate.mandateId)
		const fickle = await mandateFor('Fickle')
		await control.confirmMandate(fickle.mandate.mandateId)
		const failed = await debit(poor.userId, poor.walletId, poor.mandate.mandateId)
		const late = await debit(fickle.userId, fickle.walletId, fickle.mandate.mandateId)
		await control.advanceTime(2 * DAY + 60_000)
		expect(await provider.getPayIn(failed.id)).toMatchObject({ status: 'FAILED', resultCode: '001830' })
		expect(await provider.getPayIn(late.id)).toMatchObject({ status: 'SUCCEEDED' })
		expect((await provider.getWallet(fickle.walletId)).balance).toEqual(eur(1500))
		await control.advanceTime(4 * DAY)
		expect((await provider.getWallet(fickle.walletId)).balance).toEqual(eur(0))
		const events = await provider.listEvents({
			afterDate: 0,
			beforeDate: Math.floor(Date.now() / 1000) + 400 * 86_400,
			eventType: 'PAYIN_REPUDIATION_SUCCEEDED',
			perPage: 100,
		})
		expect(events.length).toBeGreaterThan(0)
	})

	test('a mandate left unconfirmed is EXPIRED after 1 h and cannot be debited', async () => {
		const { userId, walletId, mandate } = await mandateFor('Successful')
		await control.advanceTime(HOUR + 1000)
		expect(await provider.getMandate(mandate.mandateId)).toMatchObject({
			status: 'EXPIRED',
			resultCode: '001807',
		})
		await expect(debit(userId, walletId, mandate.mandateId)).rejects.toMatchObject({ status: 400 })
		expect(await eventsFor(mandate.mandateId)).toEqual(['MANDATE_CREATED', 'MANDATE_EXPIRED'])
	})
})

describe('bank wire', () => {
	const wire = (userId: string, walletId: string) =>
		provider.createBankWirePayIn(
			{ authorId: userId, creditedWalletId: walletId, declared: eur(5000), declaredFees: eur(0) },
			{ idempotencyKey: key() },
		)

	test('CREATED with the bank details and a reference; SUCCEEDED when the money arrives', async () => {
		const { userId, walletId } = await payer()
		const payIn = await wire(userId, walletId)
		expect(payIn).toMatchObject({
			status: 'CREATED',
			wireReference: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
		})
		expect(payIn.bankAccount).toMatchObject({
			ownerName: 'MANGOPAY SA',
			iban: 'FR7618829754160173622224154',
			ownerAddress: { country: 'LU' },
		})
		await expect(control.receiveBankWire(payIn.wireReference, eur(4000))).rejects.toThrow(/held/)
		await control.receiveBankWire(payIn.wireReference, eur(5000))
		expect(await provider.getPayIn(payIn.id)).toMatchObject({ status: 'SUCCEEDED', paymentType: 'BANK_WIRE' })
		expect((await provider.getWallet(walletId)).balance).toEqual(eur(5000))
	})

	test('no money within a month → FAILED 101109', async () => {
		const { userId, walletId } = await payer()
		const payIn = await wire(userId, walletId)
		await control.advanceTime(31 * DAY)
		expect(await provider.getPayIn(payIn.id)).toMatchObject({ status: 'FAILED', resultCode: '101109' })
	})
})

describe('KYC documents', () => {
	test('two pages, submit, then review accept or refuse (by tag or by control)', async () => {
		const { userId } = await provider.createNaturalUser(
			{
				category: 'OWNER',
				firstName: 'Olga',
				lastName: 'Owner',
				email: 'olga@example.org',
				termsAccepted: true,
			},
			{ idempotencyKey: key() },
		)
		const page = Buffer.from('%PDF-1.4 demo').toString('base64')
		const doc = await provider.createKycDocument(
			{ userId, type: 'IDENTITY_PROOF' },
			{ idempotencyKey: key() },
		)
		await provider.addKycPage({ userId, documentId: doc.documentId, fileBase64: page })
		await provider.addKycPage({ userId, documentId: doc.documentId, fileBase64: page })
		expect(await provider.submitKycDocument({ userId, documentId: doc.documentId })).toEqual({
			status: 'VALIDATION_ASKED',
		})
		await control.reviewKyc(doc.documentId, 'VALIDATED')
		expect(await provider.getKycDocument(doc.documentId)).toEqual({
			status: 'VALIDATED',
			refusedReasonType: null,
			refusedReasonMessage: null,
		})
		expect((await provider.getUser(userId)).kycLevel).toBe('REGULAR')
		await expect(
			provider.createKycDocument({ userId, type: 'ARTICLES_OF_ASSOCIATION' }, { idempotencyKey: key() }),
		).rejects.toThrow(/Natural user only/)

		const refused = await provider.createKycDocument(
			{ userId, type: 'ADDRESS_PROOF', tag: 'refuse_expired' },
			{ idempotencyKey: key() },
		)
		await provider.addKycPage({ userId, documentId: refused.documentId, fileBase64: page })
		await provider.submitKycDocument({ userId, documentId: refused.documentId })
		await control.advanceTime(2 * 60_000)
		expect(await provider.getKycDocument(refused.documentId)).toMatchObject({
			status: 'REFUSED',
			refusedReasonType: 'DOCUMENT_HAS_EXPIRED',
		})
		expect(await eventsFor(refused.documentId)).toEqual(['KYC_CREATED', 'KYC_VALIDATION_ASKED', 'KYC_FAILED'])
		expect(await eventsFor(doc.documentId)).toEqual(['KYC_CREATED', 'KYC_VALIDATION_ASKED', 'KYC_SUCCEEDED'])
	})
})

describe('transfers, payouts, refunds', () => {
	test('money moves and failures carry their codes', async () => {
		const donor = await payer()
		const { result } = await registerCard(donor.userId, '4970107111111119')
		const payIn = await cardPayIn(donor.userId, donor.walletId, result.cardId!, 3000)
		const charity = await provider.createLegalUser(
			{
				category: 'OWNER',
				legalPersonType: 'ORGANIZATION',
				name: 'Asso',
				email: 'asso@example.org',
				legalRepresentative: { firstName: 'Rémi', lastName: 'Rep' },
				termsAccepted: true,
			},
			{ idempotencyKey: key() },
		)
		const { walletId } = await provider.createWallet(
			{ ownerId: charity.userId, currency: 'EUR', description: 'Asso' },
			{ idempotencyKey: key() },
		)
		const refund = await provider.refundPayIn(payIn.id, { amount: eur(500) }, { idempotencyKey: key() })
		expect(refund).toMatchObject({ status: 'SUCCEEDED' })
		const transfer = await provider.createTransfer(
			{
				authorId: donor.userId,
				debitedWalletId: donor.walletId,
				creditedWalletId: walletId,
				debited: eur(2500),
				fees: eur(0),
			},
			{ idempotencyKey: key() },
		)
		expect(transfer).toMatchObject({ status: 'SUCCEEDED', resultCode: '000000' })
		expect(await provider.getTransfer(transfer.id)).toMatchObject({ status: 'SUCCEEDED' })
		const tooMuch = await provider.createTransfer(
			{
				authorId: donor.userId,
				debitedWalletId: donor.walletId,
				creditedWalletId: walletId,
				debited: eur(1),
				fees: eur(0),
			},
			{ idempotencyKey: key() },
		)
		expect(tooMuch).toMatchObject({ status: 'FAILED', resultCode: '001001' })
		const { recipientId } = await provider.createPayoutRecipient(
			{ userId: charity.userId, ownerName: 'Asso', iban: 'FR7630004000031234567890143', address },
			{ idempotencyKey: key() },
		)
		const blocked = await provider.createPayout(
			{ authorId: charity.userId, debitedWalletId: walletId, recipientId, debited: eur(2500), fees: eur(0) },
			{ idempotencyKey: key() },
		)
		expect(blocked).toMatchObject({ status: 'FAILED' })
		expect(await eventsFor(transfer.id)).toEqual(['TRANSFER_NORMAL_CREATED', 'TRANSFER_NORMAL_SUCCEEDED'])
	})
})

describe('idempotency and faults', () => {
	// The raw API's behaviour (409), which the default provider answers from the record like the adapter (R1).
	const raw = createSandboxProvider({ replayIdempotentRequests: false })
	const ida = { category: 'PAYER' as const, firstName: 'Ida', lastName: 'Em', email: 'ida@example.org' }

	test('raw: the same key twice → 409 idempotent_creation_conflict; getIdempotentResponse returns the first resource', async () => {
		const idempotencyKey = key()
		const first = await raw.createNaturalUser(ida, { idempotencyKey })
		const error = await raw.createNaturalUser(ida, { idempotencyKey }).catch((e: unknown) => e)
		expect(error).toBeInstanceOf(PaymentProviderError)
		expect(error).toMatchObject({ code: 'idempotent_creation_conflict', status: 409 })
		expect(await raw.getIdempotentResponse(idempotencyKey)).toEqual({
			statusCode: 200,
			resource: expect.objectContaining({ Id: first.userId, userId: first.userId }),
		})
		// The default provider replays the original answer instead.
		expect(await provider.createNaturalUser(ida, { idempotencyKey })).toEqual(first)
	})

	test('a key used by a failed call stays blocked (409, or the original error replayed), for 24 h', async () => {
		const badKey = key()
		await expect(
			raw.createNaturalUser({ ...ida, email: 'not-an-email' }, { idempotencyKey: badKey }),
		).rejects.toMatchObject({ status: 400 })
		await expect(raw.createNaturalUser(ida, { idempotencyKey: badKey })).rejects.toMatchObject({
			code: 'idempotent_creation_conflict',
		})
		await expect(provider.createNaturalUser(ida, { idempotencyKey: badKey })).rejects.toMatchObject({
			code: 'param_error',
			status: 400,
		})
		expect(await provider.getIdempotentResponse(badKey)).toMatchObject({ statusCode: 400 })
		await control.advanceTime(DAY + 1000)
		expect(await provider.getIdempotentResponse(badKey)).toBeNull()
		await expect(provider.createNaturalUser(ida, { idempotencyKey: badKey })).resolves.toMatchObject({
			status: 'ACTIVE',
		})
	})

	test('timeout_after_commit: the retry gets 409 and the committed pay-in is recovered (exactly one)', async () => {
		const { userId, walletId } = await payer()
		const { result } = await registerCard(userId, '4970107111111119')
		const idempotencyKey = key()
		await control.injectFault('createCardPayIn', 'timeout_after_commit')
		const timeout = await cardPayIn(userId, walletId, result.cardId!, 700, idempotencyKey).catch(
			(e: unknown) => e,
		)
		expect(timeout).toMatchObject({ code: 'timeout', retryable: true })
		const conflict = raw.createCardPayIn(
			{
				authorId: userId,
				creditedWalletId: walletId,
				debited: eur(700),
				fees: eur(0),
				cardId: result.cardId!,
				secureModeReturnUrl: 'http://localhost:3000/retour',
				ipAddress: '127.0.0.1',
				browserInfo,
			},
			{ idempotencyKey },
		)
		await expect(conflict).rejects.toMatchObject({ code: 'idempotent_creation_conflict' })
		const original = await provider.getIdempotentResponse(idempotencyKey)
		const id = (original?.resource as { Id: string }).Id
		expect(await provider.getPayIn(id)).toMatchObject({ status: 'SUCCEEDED', debited: eur(700) })
		// The default provider's retry returns that same pay-in; the wallet was credited once.
		expect(await cardPayIn(userId, walletId, result.cardId!, 700, idempotencyKey)).toMatchObject({
			id,
			status: 'SUCCEEDED',
			resultCode: '000000',
		})
		expect((await provider.getWallet(walletId)).balance).toEqual(eur(700))

		await control.injectFault('getPayIn', 'http_500')
		await expect(provider.getPayIn(id)).rejects.toMatchObject({ status: 500, retryable: true })
		expect((await provider.getPayIn(id)).status).toBe('SUCCEEDED')
	})
})

describe('webhooks', () => {
	let server: http.Server
	let url = ''
	const received: string[] = []
	beforeAll(async () => {
		server = http.createServer((req, res) => {
			received.push(req.url ?? '')
			res.writeHead(200).end('ok')
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/mangopay`
	})
	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

	test('drop leaves events pending; duplicate delivers each twice as GET ?EventType&RessourceId&Date', async () => {
		const hooks = createSandboxControl({ webhookUrl: url })
		await hooks.deliverWebhooks() // flush what earlier tests left
		received.length = 0
		const { userId } = await payer('Alice', { verified: false })
		expect(await hooks.deliverWebhooks({ drop: true })).toBe(0)
		expect(received).toEqual([])
		expect(await hooks.deliverWebhooks({ duplicate: true })).toBe(1)
		expect(received).toHaveLength(2)
		expect(received[0]).toBe(received[1])
		const query = new URL(received[0]!, url).searchParams
		expect(provider.parseWebhook(query)).toEqual({
			eventType: 'USER_ACCOUNT_ACTIVATED',
			resourceId: userId,
			date: expect.any(Number),
		})
		expect(await hooks.deliverWebhooks()).toBe(0)
	})
})
