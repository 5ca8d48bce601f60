import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProviderControl } from '#app/payments/control.ts'
import { PaymentProviderError, type PaymentProvider } from '#app/payments/provider.ts'
import { quotaContract } from './contract-quota.ts'
import {
	address,
	browserInfo,
	CHALLENGE_CARD,
	contractFixtures,
	DAY_MS,
	eur,
	FRICTIONLESS_CARD,
	key,
	nowSeconds,
	type ContractSetup,
} from '#tests/support/fixtures/contract.ts'
import { payeeCheckScenarios } from './contract-vop.ts'

export type { ContractSetup }

/** Just over 32 KB, the minimum Mangopay accepts for an identity proof; the content is not a real document. */
const fakePdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(40 * 1024, 0x20)]).toString('base64')

/** Unix seconds (Mangopay's unit for every date of the interface). */
function expectUnixSeconds(value: number | null) {
	expect(value).toBeTypeOf('number')
	expect(value).toBeGreaterThan(1_600_000_000)
	expect(value).toBeLessThan(10_000_000_000)
}

/**
 * The behaviour both PaymentProvider implementations must share: the sandbox simulator and the Mangopay
 * adapter (against the fake Mangopay API). Scenarios follow docs/provider.md#ref-1 and its Sandbox test data (§1i).
 */
export function runProviderContract(name: string, setup: () => Promise<ContractSetup>) {
	describe(`PaymentProvider contract: ${name}`, () => {
		let env: ContractSetup
		let provider: PaymentProvider
		let control: ProviderControl

		beforeAll(async () => {
			env = await setup()
			provider = env.provider
			control = env.control
		})
		afterAll(async () => {
			await env?.teardown()
		})
		const { donor, charity, wallet, payee, verifiedCharity, registerCard, cardPayIn, signedMandate } =
			contractFixtures(() => env)
		payeeCheckScenarios(() => env)
		quotaContract(name, () => env)

		it('creates users and wallets', async () => {
			const payer = await provider.createNaturalUser(
				{ category: 'PAYER', firstName: 'Camille', lastName: 'Martin', email: 'camille@example.org' },
				{ idempotencyKey: key() },
			)
			expect(payer.status).toBe('ACTIVE')
			expect(await provider.getUser(payer.userId)).toMatchObject({
				userId: payer.userId,
				category: 'PAYER',
				kycLevel: 'LIGHT',
			})
			const owner = await charity()
			expect(['ACTIVE', 'PENDING_USER_ACTION']).toContain(owner.status)
			if (owner.status === 'PENDING_USER_ACTION') expect(owner.nextAction?.type).toBe('redirect')
			expect((await provider.getUser(owner.userId)).category).toBe('OWNER')
			const walletId = await wallet(owner.userId)
			expect(await provider.getWallet(walletId)).toEqual({ walletId, balance: eur(0) })
		})

		it('updates a natural and a legal user (profile changes), and refuses the wrong kind', async () => {
			const payerId = await donor('Dominique')
			expect(
				await provider.updateNaturalUser(payerId, {
					firstName: 'Dominique',
					lastName: 'Bernard',
					email: 'dominique.bernard@example.org',
					birthday: 315532800,
					countryOfResidence: 'FR',
				}),
			).toEqual({ userId: payerId })
			expect((await provider.getUser(payerId)).userId).toBe(payerId)
			const company = await provider.createLegalUser(
				{
					category: 'PAYER',
					legalPersonType: 'BUSINESS',
					name: 'Atelier Test',
					email: 'atelier@example.org',
					legalRepresentative: { firstName: 'Alex', lastName: 'Durand' },
				},
				{ idempotencyKey: key() },
			)
			expect(
				await provider.updateLegalUser(company.userId, {
					name: 'Atelier Test SAS',
					companyNumber: '732829320',
					headquartersAddress: address,
					legalRepresentative: { firstName: 'Alexandra', lastName: 'Durand', birthday: 315532800 },
				}),
			).toEqual({ userId: company.userId })
			await expect(provider.updateLegalUser(payerId, { name: 'Nope' })).rejects.toBeInstanceOf(
				PaymentProviderError,
			)
		})

		it('replays a create with the same idempotency key', async () => {
			const userId = await donor()
			const idempotencyKey = key()
			const a = await provider.createWallet(
				{ ownerId: userId, currency: 'EUR', description: 'Cagnotte' },
				{ idempotencyKey },
			)
			const b = await provider.createWallet(
				{ ownerId: userId, currency: 'EUR', description: 'Cagnotte' },
				{ idempotencyKey },
			)
			expect(b.walletId).toBe(a.walletId)
			expect((await provider.getIdempotentResponse(idempotencyKey))?.statusCode).toBe(200)
			expect(await provider.getIdempotentResponse(key())).toBeNull()
		})

		it('registers a valid card through the returned tokenisation URL', async () => {
			const userId = await donor()
			const reg = await provider.createCardRegistration(
				{ userId, currency: 'EUR', cardType: 'CB_VISA_MASTERCARD' },
				{ idempotencyKey: key() },
			)
			expect(() => new URL(reg.cardRegistrationUrl, 'http://localhost')).not.toThrow()
			expect(reg.accessKey).not.toBe('')
			const card = await registerCard(userId)
			expect(card.registrationData).toMatch(/^data=./)
			expect(card.status).toBe('VALIDATED')
			expect(card.cardId).toBeTypeOf('string')
		})

		it('refuses a card with a wrong CVC (errorCode → 105204)', async () => {
			const card = await registerCard(await donor(), FRICTIONLESS_CARD, '12')
			expect(card.registrationData).toMatch(/^errorCode=/)
			expect(card).toMatchObject({ status: 'ERROR', cardId: null, resultCode: '105204' })
		})

		it('takes a frictionless card pay-in at once', async () => {
			const { payIn, walletId } = await cardPayIn(FRICTIONLESS_CARD)
			expect(payIn).toMatchObject({ status: 'SUCCEEDED', resultCode: '000000' })
			expect(payIn.nextAction).toBeUndefined()
			expectUnixSeconds(payIn.executedAt)
			const fetched = await provider.getPayIn(payIn.id)
			expect(fetched).toMatchObject({
				id: payIn.id,
				status: 'SUCCEEDED',
				paymentType: 'CARD',
				debited: eur(2500),
				fees: eur(0),
				creditedWalletId: walletId,
			})
			expect((await provider.getWallet(walletId)).balance).toEqual(eur(2500))
		})

		for (const [outcome, status, code] of [
			['success', 'SUCCEEDED', '000000'],
			['fail', 'FAILED', '101301'],
			['abandon', 'FAILED', '101304'],
		] as const) {
			it(`redirects to 3-D Secure, then ${outcome} → ${status} ${code}`, async () => {
				const { payIn, walletId } = await cardPayIn(CHALLENGE_CARD, { secureMode: 'FORCE' })
				expect(payIn.status).toBe('CREATED')
				expect(payIn.nextAction?.type).toBe('redirect')
				expect(payIn.nextAction?.url).toBeTruthy()
				expect(payIn.executedAt).toBeNull()
				await control.complete3ds(payIn.id, outcome)
				expect(await provider.getPayIn(payIn.id)).toMatchObject({ status, resultCode: code })
				expect((await provider.getWallet(walletId)).balance).toEqual(eur(outcome === 'success' ? 2500 : 0))
			})
		}

		it('confirms a SEPA mandate (Successful) and settles a direct debit', async () => {
			const { userId, walletId, beneficiaries, mandate } = await signedMandate('Successful')
			expect(mandate.status).toBe('CREATED')
			expect(mandate.nextAction.type).toBe('redirect')
			await control.confirmMandate(mandate.mandateId)
			expect(await provider.getMandate(mandate.mandateId)).toMatchObject({
				status: 'SUBMITTED',
				scheme: 'SEPA',
			})
			const payIn = await provider.createDirectDebitPayIn(
				{
					authorId: userId,
					creditedWalletId: walletId,
					debited: eur(1000),
					fees: eur(0),
					mandateId: mandate.mandateId,
					beneficiaries,
				},
				{ idempotencyKey: key() },
			)
			expect(payIn.status).toBe('CREATED')
			if (payIn.chargeDate !== null) expectUnixSeconds(payIn.chargeDate)
			await control.settleDirectDebit(payIn.id, 'success')
			expect(await provider.getPayIn(payIn.id)).toMatchObject({
				status: 'SUCCEEDED',
				resultCode: '000000',
				paymentType: 'DIRECT_DEBIT',
			})
			expect((await provider.getMandate(mandate.mandateId)).status).toBe('ACTIVE')
			expect((await provider.getWallet(walletId)).balance).toEqual(eur(1000))
		})

		it('records a refused mandate', async () => {
			const { mandate } = await signedMandate('Successful')
			await control.failMandate(mandate.mandateId)
			expect((await provider.getMandate(mandate.mandateId)).status).toBe('FAILED')
		})

		it('fails a direct debit for insufficient funds (Penniless → 001830)', async () => {
			const { userId, walletId, beneficiaries, mandate } = await signedMandate('Penniless')
			await control.confirmMandate(mandate.mandateId)
			const payIn = await provider.createDirectDebitPayIn(
				{
					authorId: userId,
					creditedWalletId: walletId,
					debited: eur(1000),
					fees: eur(0),
					mandateId: mandate.mandateId,
					beneficiaries,
				},
				{ idempotencyKey: key() },
			)
			await control.settleDirectDebit(payIn.id, 'insufficient_funds')
			expect(await provider.getPayIn(payIn.id)).toMatchObject({ status: 'FAILED', resultCode: '001830' })
			expect((await provider.getWallet(walletId)).balance).toEqual(eur(0))
		})

		it('refunds a card pay-in; the refund is read back by the id its event carries', async () => {
			const { payIn, walletId } = await cardPayIn(FRICTIONLESS_CARD, { amount: 2000 })
			const afterDate = nowSeconds() - 60
			const refund = await provider.refundPayIn(payIn.id, {}, { idempotencyKey: key() })
			expect(refund).toMatchObject({ status: 'SUCCEEDED' })
			expect(await provider.getRefund(refund.id)).toMatchObject({
				id: refund.id,
				status: 'SUCCEEDED',
				initialTransactionId: payIn.id,
				initialTransactionType: 'PAYIN',
				debited: eur(2000),
				reasonType: 'INITIALIZED_BY_CLIENT',
			})
			expect((await provider.getWallet(walletId)).balance).toEqual(eur(0))
			const events = await provider.listEvents({
				afterDate,
				beforeDate: nowSeconds() + 3600,
				eventType: 'PAYIN_REFUND_SUCCEEDED',
				perPage: 100,
			})
			expect(events.map((e) => e.resourceId)).toContain(refund.id)
			await expect(provider.getRefund('no-such-refund')).rejects.toMatchObject({ status: 404 })
		})

		it('charges a card payment back: a contestable dispute and its repudiation', async () => {
			const { payIn, walletId } = await cardPayIn(FRICTIONLESS_CARD, { amount: 3000 })
			const { disputeId, repudiationId } = await control.chargeBack(payIn.id)
			const dispute = await provider.getDispute(disputeId)
			expect(dispute).toMatchObject({
				id: disputeId,
				initialTransactionId: payIn.id,
				initialTransactionType: 'PAYIN',
				disputeType: 'CONTESTABLE',
				disputedFunds: eur(3000),
				repudiationId,
			})
			expect(dispute.reasonType).not.toMatch(/^LATE_FAILURE_/)
			expectUnixSeconds(dispute.createdAt)
			expect(await provider.getRepudiation(repudiationId)).toMatchObject({
				id: repudiationId,
				status: 'SUCCEEDED',
				initialTransactionId: payIn.id,
				debited: eur(3000),
			})
			expect((await provider.listPayInDisputes(payIn.id)).map((d) => d.id)).toEqual([disputeId])
			expect((await provider.getWallet(walletId)).balance).toEqual(eur(0))
			// The pay-in itself stays SUCCEEDED: the dispute is what says the money went back.
			expect((await provider.getPayIn(payIn.id)).status).toBe('SUCCEEDED')
		})

		it('fails a succeeded direct debit late: dispute LATE_FAILURE_*, not contestable', async () => {
			const { userId, walletId, beneficiaries, mandate } = await signedMandate('Successful')
			await control.confirmMandate(mandate.mandateId)
			const payIn = await provider.createDirectDebitPayIn(
				{
					authorId: userId,
					creditedWalletId: walletId,
					debited: eur(1200),
					fees: eur(0),
					mandateId: mandate.mandateId,
					beneficiaries,
				},
				{ idempotencyKey: key() },
			)
			await control.settleDirectDebit(payIn.id, 'success')
			expect(await provider.listPayInDisputes(payIn.id)).toEqual([])
			const afterDate = nowSeconds() - 60
			const { disputeId, repudiationId } = await control.lateFailDirectDebit(payIn.id)
			expect(await provider.getDispute(disputeId)).toMatchObject({
				disputeType: 'NOT_CONTESTABLE',
				reasonType: 'LATE_FAILURE_INSUFFICIENT_FUNDS',
				initialTransactionId: payIn.id,
				repudiationId,
			})
			expect((await provider.getRepudiation(repudiationId)).initialTransactionId).toBe(payIn.id)
			expect((await provider.getWallet(walletId)).balance).toEqual(eur(0))
			const events = await provider.listEvents({
				afterDate,
				beforeDate: nowSeconds() + 3600,
				perPage: 100,
			})
			const mine = events.filter((e) => e.resourceId === disputeId || e.resourceId === repudiationId)
			expect(mine.map((e) => e.eventType)).toEqual(
				expect.arrayContaining(['DISPUTE_CREATED', 'PAYIN_REPUDIATION_CREATED']),
			)
		})

		it('receives a bank wire by its reference', async () => {
			const userId = await donor()
			const { walletId, beneficiaries } = await payee()
			const wire = await provider.createBankWirePayIn(
				{
					authorId: userId,
					creditedWalletId: walletId,
					beneficiaries,
					declared: eur(10000),
					declaredFees: eur(0),
				},
				{ idempotencyKey: key() },
			)
			expect(wire.status).toBe('CREATED')
			expect(wire.wireReference).toBeTruthy()
			expect(wire.bankAccount.iban).toBeTruthy()
			expect(wire.bankAccount.ownerAddress).toMatchObject({
				city: expect.any(String),
				country: expect.any(String),
			})
			await control.receiveBankWire(wire.wireReference, eur(10000))
			expect(await provider.getPayIn(wire.id)).toMatchObject({
				status: 'SUCCEEDED',
				paymentType: 'BANK_WIRE',
				debited: eur(10000),
			})
			expect((await provider.getWallet(walletId)).balance).toEqual(eur(10000))
		})

		it('moves money with a transfer', async () => {
			const { walletId, input } = await cardPayIn(FRICTIONLESS_CARD, { amount: 3000 })
			const owner = await charity()
			const target = await wallet(owner.userId)
			const t = await provider.createTransfer(
				{
					// The pot wallet's owner: the verified charity the pay-in declared.
					authorId: input.beneficiaries[0] ?? '',
					debitedWalletId: walletId,
					creditedWalletId: target,
					debited: eur(3000),
					fees: eur(0),
				},
				{ idempotencyKey: key() },
			)
			expect(t.status).toBe('SUCCEEDED')
			expect((await provider.getTransfer(t.id)).status).toBe('SUCCEEDED')
			expect((await provider.getWallet(target)).balance).toEqual(eur(3000))
			expect((await provider.getWallet(walletId)).balance).toEqual(eur(0))
		})

		it('takes KYC documents with pages, then their review', async () => {
			const { userId } = await charity()
			const doc = await provider.createKycDocument(
				{ userId, type: 'REGISTRATION_PROOF' },
				{ idempotencyKey: key() },
			)
			expect(doc.status).toBe('CREATED')
			await provider.addKycPage({ userId, documentId: doc.documentId, fileBase64: fakePdf })
			expect((await provider.submitKycDocument({ userId, documentId: doc.documentId })).status).toBe(
				'VALIDATION_ASKED',
			)
			expect((await provider.getKycDocument(doc.documentId)).status).toBe('VALIDATION_ASKED')
			await control.reviewKyc(doc.documentId, 'VALIDATED')
			expect(await provider.getKycDocument(doc.documentId)).toEqual({
				status: 'VALIDATED',
				refusedReasonType: null,
				refusedReasonMessage: null,
			})

			const other = await provider.createKycDocument(
				{ userId, type: 'ARTICLES_OF_ASSOCIATION' },
				{ idempotencyKey: key() },
			)
			await provider.addKycPage({ userId, documentId: other.documentId, fileBase64: fakePdf })
			await provider.submitKycDocument({ userId, documentId: other.documentId })
			await control.reviewKyc(other.documentId, 'REFUSED', 'DOCUMENT_UNREADABLE')
			expect(await provider.getKycDocument(other.documentId)).toMatchObject({
				status: 'REFUSED',
				refusedReasonType: 'DOCUMENT_UNREADABLE',
			})
		})

		it('replays the original pay-in after a timeout once committed (exactly one pay-in)', async () => {
			const idempotencyKey = key()
			await control.injectFault('createCardPayIn', 'timeout_after_commit')
			const first = await cardPayIn(FRICTIONLESS_CARD, { idempotencyKey }).catch((e: unknown) => e)
			expect(first).toBeInstanceOf(PaymentProviderError)
			expect((first as PaymentProviderError).retryable).toBe(true)
			// The pay-in was taken although the answer was lost; the retry with the same key must not take it twice.
			const stored = await provider.getIdempotentResponse(idempotencyKey)
			expect(stored?.statusCode).toBe(200)
		})

		it('returns the same pay-in when a lost answer is retried with the same key', async () => {
			const userId = await donor()
			const { walletId, beneficiaries } = await payee()
			const card = await registerCard(userId)
			const input = {
				authorId: userId,
				creditedWalletId: walletId,
				beneficiaries,
				debited: eur(1500),
				fees: eur(0),
				cardId: card.cardId ?? '',
				secureModeReturnUrl: 'https://donnons.example.org/paiement/retour',
				ipAddress: '192.0.2.10',
				browserInfo,
			}
			const idempotencyKey = key()
			await control.injectFault('createCardPayIn', 'timeout_after_commit')
			await expect(provider.createCardPayIn(input, { idempotencyKey })).rejects.toMatchObject({
				retryable: true,
			})
			const retry = await provider.createCardPayIn(input, { idempotencyKey })
			const again = await provider.createCardPayIn(input, { idempotencyKey })
			expect(retry.id).toBe(again.id)
			expect(retry).toMatchObject({ status: 'SUCCEEDED', resultCode: '000000' })
			expect((await provider.getWallet(walletId)).balance).toEqual(eur(1500))
		})

		it('keeps a key used by a failed create blocked', async () => {
			const userId = await donor()
			const idempotencyKey = key()
			const input = {
				authorId: userId,
				creditedWalletId: 'no-such-wallet',
				declared: eur(100),
				declaredFees: eur(0),
			}
			await expect(provider.createBankWirePayIn(input, { idempotencyKey })).rejects.toBeInstanceOf(
				PaymentProviderError,
			)
			await expect(provider.createBankWirePayIn(input, { idempotencyKey })).rejects.toBeInstanceOf(
				PaymentProviderError,
			)
		})

		it('reports server errors and rate limits as retryable', async () => {
			const userId = await donor()
			await control.injectFault('createWallet', 'http_500')
			await expect(wallet(userId)).rejects.toMatchObject({
				name: 'PaymentProviderError',
				status: 500,
				retryable: true,
			})
			await control.injectFault('createWallet', 'http_429')
			await expect(wallet(userId)).rejects.toMatchObject({
				name: 'PaymentProviderError',
				status: 429,
				retryable: true,
			})
			await expect(provider.getPayIn('no-such-payin')).rejects.toMatchObject({
				name: 'PaymentProviderError',
				retryable: false,
			})
		})

		it('parses webhook queries (RessourceId, sic)', () => {
			const q = new URLSearchParams({
				EventType: 'PAYIN_NORMAL_SUCCEEDED',
				RessourceId: 'payin_42',
				Date: '1764000000',
			})
			expect(provider.parseWebhook(q)).toEqual({
				eventType: 'PAYIN_NORMAL_SUCCEEDED',
				resourceId: 'payin_42',
				date: 1764000000,
			})
			expect(
				provider.parseWebhook(
					new URLSearchParams({ EventType: 'PAYIN_NORMAL_SUCCEEDED', Date: '1764000000' }),
				),
			).toBeNull()
			expect(
				provider.parseWebhook(new URLSearchParams({ EventType: 'x<script>', RessourceId: '1', Date: '1' })),
			).toBeNull()
		})

		it('lists events as a backstop for missed webhooks', async () => {
			const afterDate = nowSeconds() - 60
			const { payIn } = await cardPayIn(FRICTIONLESS_CARD)
			const events = await provider.listEvents({
				afterDate,
				beforeDate: nowSeconds() + 3600,
				eventType: 'PAYIN_NORMAL_SUCCEEDED',
				perPage: 100,
			})
			const mine = events.filter((e) => e.resourceId === payIn.id)
			expect(mine).toHaveLength(1)
			expect(mine[0]?.eventType).toBe('PAYIN_NORMAL_SUCCEEDED')
			expectUnixSeconds(mine[0]?.date ?? null)
		})

		it('refuses a pay-in to an unverified beneficiary with 002951 (release of 24 June 2026)', async () => {
			const unverified = (await charity()).userId
			expect((await provider.getUser(unverified)).kycLevel).toBe('LIGHT')
			const walletId = await wallet(unverified)
			const userId = await donor()
			const card = await registerCard(userId)
			const cardInput = {
				authorId: userId,
				creditedWalletId: walletId,
				debited: eur(2000),
				fees: eur(0),
				cardId: card.cardId ?? '',
				secureModeReturnUrl: 'https://donnons.example.org/paiement/retour',
				ipAddress: '192.0.2.10',
				browserInfo,
			}
			const declared = await provider.createCardPayIn(
				{ ...cardInput, beneficiaries: [unverified] },
				{ idempotencyKey: key() },
			)
			expect(declared).toMatchObject({ status: 'FAILED', resultCode: '002951' })
			expect(await provider.getPayIn(declared.id)).toMatchObject({ status: 'FAILED', resultCode: '002951' })
			// None declared: the credited wallet's owner is checked.
			const undeclared = await provider.createCardPayIn(
				{ ...cardInput, tag: 'contract-undeclared' },
				{ idempotencyKey: key() },
			)
			expect(undeclared).toMatchObject({ status: 'FAILED', resultCode: '002951' })
			const wire = await provider.createBankWirePayIn(
				{
					authorId: userId,
					creditedWalletId: walletId,
					declared: eur(1000),
					declaredFees: eur(0),
					beneficiaries: [unverified],
				},
				{ idempotencyKey: key() },
			)
			expect(wire).toMatchObject({ status: 'FAILED', resultCode: '002951' })
			const web = await provider.createWebCardPayIn(
				{
					authorId: userId,
					creditedWalletId: walletId,
					debited: eur(1000),
					fees: eur(0),
					returnUrl: 'https://donnons.example.org/paiement/retour',
					culture: 'FR',
					beneficiaries: [unverified],
				},
				{ idempotencyKey: key() },
			)
			expect(web).toMatchObject({ status: 'FAILED', resultCode: '002951' })
			expect((await provider.getWallet(walletId)).balance).toEqual(eur(0))
		})

		it('refuses a direct debit to an unverified beneficiary, and takes gifts for a verified one', async () => {
			const { userId, mandate } = await signedMandate('Successful')
			await control.confirmMandate(mandate.mandateId)
			const unverified = (await charity()).userId
			const unverifiedWallet = await wallet(unverified)
			const debit = await provider.createDirectDebitPayIn(
				{
					authorId: userId,
					creditedWalletId: unverifiedWallet,
					debited: eur(1000),
					fees: eur(0),
					mandateId: mandate.mandateId,
					beneficiaries: [unverified],
				},
				{ idempotencyKey: key() },
			)
			expect(debit).toMatchObject({ status: 'FAILED', resultCode: '002951' })
			// Declared beneficiaries replace the wallet's owner in the check: a verified one is accepted.
			const verified = await verifiedCharity()
			expect((await provider.getUser(verified)).kycLevel).toBe('REGULAR')
			const { payIn, walletId } = await cardPayIn(FRICTIONLESS_CARD, { amount: 1800 })
			expect(payIn).toMatchObject({ status: 'SUCCEEDED', resultCode: '000000' })
			expect((await provider.getWallet(walletId)).balance).toEqual(eur(1800))
			await expect(
				provider.createBankWirePayIn(
					{
						authorId: userId,
						creditedWalletId: walletId,
						declared: eur(1000),
						declaredFees: eur(0),
						beneficiaries: [verified, verified, verified, verified, verified, verified],
					},
					{ idempotencyKey: key() },
				),
			).rejects.toBeInstanceOf(PaymentProviderError)
		})

		// Moves the provider's clock: keep last.
		it('fails a bank wire that never arrives within a month (101109)', async () => {
			const userId = await donor()
			const { walletId, beneficiaries } = await payee()
			const wire = await provider.createBankWirePayIn(
				{
					authorId: userId,
					creditedWalletId: walletId,
					beneficiaries,
					declared: eur(5000),
					declaredFees: eur(0),
				},
				{ idempotencyKey: key() },
			)
			await control.advanceTime(31 * DAY_MS)
			expect(await provider.getPayIn(wire.id)).toMatchObject({ status: 'FAILED', resultCode: '101109' })
		})
	})
}
