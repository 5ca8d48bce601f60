import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { settlePayIn } from '#app/donations/ledger.server.ts'
import { ensurePotWallet } from '#app/payments/parties.server.ts'
import { type BrowserInfo, type KycType } from '#app/payments/provider.ts'
import { tokenizeCard } from '#app/payments/sandbox/cards.server.ts'
import { createSandboxControl, createSandboxProvider } from '#app/payments/sandbox/index.server.ts'
import { registerPayoutBankAccount } from '#app/payouts/bank-account.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { charities, donations, pots, users } from '#db/schema/index.ts'
import { makeDonor, makePot } from './donation-fixtures.ts'

/**
 * Charities that can be paid (an OWNER with KYC REGULAR and a payout Recipient), pots whose wallets hold real
 * sandbox card payments, and the simulated bank's controls, for the payout tests.
 */

export const provider = createSandboxProvider()
export const control = createSandboxControl({ webhookUrl: 'http://127.0.0.1:9/unused' })
const key = () => crypto.randomUUID()
const eur = (amount: number) => ({ amount, currency: 'EUR' as const })
export const SANDBOX_IBAN = 'FR7630004000031234567890143'
export const OTHER_IBAN = 'FR1420041010050500013M02606'
const address = { addressLine1: '12 rue des Lilas', postalCode: '75011', city: 'Paris', country: 'FR' }

/**
 * Registers the charity's payout account. The simulated bank knows an account under the name of the
 * charity's provider user (sandbox/rules.ts): by default the holder is the charity's name, a MATCH.
 */
export async function registerAccount(charityId: number, iban = SANDBOX_IBAN, holderName?: string) {
	const charity = getDb().select().from(charities).where(eq(charities.id, charityId)).get()!
	const result = await registerPayoutBankAccount(provider, charityId, {
		iban,
		bic: 'BNPAFRPP',
		holderName: holderName ?? charity.name,
		address,
	})
	if (!result.ok || result.status !== 'ACTIVE') throw new Error(`bank account: ${JSON.stringify(result)}`)
	return result.bankAccountId
}

/** The charity's OWNER user passes KYC (the three documents of an association), as the bank's officer would. */
async function passKyc(userId: string) {
	const types: KycType[] = ['IDENTITY_PROOF', 'REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION']
	for (const type of types) {
		const { documentId } = await provider.createKycDocument({ userId, type }, { idempotencyKey: key() })
		await provider.addKycPage({
			userId,
			documentId,
			fileBase64: Buffer.from('%PDF-1.4 test').toString('base64'),
		})
		await provider.submitKycDocument({ userId, documentId })
		await control.reviewKyc(documentId, 'VALIDATED')
	}
	expect((await provider.getUser(userId)).kycLevel).toBe('REGULAR')
}

/** A demo charity with a payout account and KYC REGULAR; each call takes another charity. */
export async function payableCharity(index: number, holderName?: string) {
	const charity = getDb().select().from(charities).limit(1).offset(index).get()!
	const bankAccountId = await registerAccount(charity.id, SANDBOX_IBAN, holderName)
	const userId = getDb().select().from(charities).where(eq(charities.id, charity.id)).get()!.providerUserId!
	await passKyc(userId)
	return { charityId: charity.id, bankAccountId, providerUserId: userId }
}

const browserInfo: BrowserInfo = {
	acceptHeader: 'text/html',
	javaEnabled: false,
	javascriptEnabled: true,
	language: 'fr-FR',
	colorDepth: 24,
	screenHeight: 900,
	screenWidth: 1440,
	timeZoneOffset: -60,
	userAgent: 'Mozilla/5.0 (payouts test)',
}

/** A real sandbox card payment of `amountCents` (+ `tipCents` as fees) into `walletId`; its pay-in id. */
export async function cardPayIn(authorId: string, walletId: string, amountCents: number, tipCents = 0) {
	const reg = await provider.createCardRegistration(
		{ userId: authorId, currency: 'EUR', cardType: 'CB_VISA_MASTERCARD' },
		{ idempotencyKey: key() },
	)
	const token = tokenizeCard({
		registrationId: reg.cardRegistrationId,
		accessKeyRef: reg.accessKey,
		data: reg.preregistrationData,
		cardNumber: '4970107111111119',
		cardExpirationDate: `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`,
		cardCvx: '123',
	})
	if (!('data' in token)) throw new Error('tokenisation failed')
	const card = await provider.completeCardRegistration({
		cardRegistrationId: reg.cardRegistrationId,
		registrationData: `data=${token.data}`,
	})
	const payIn = await provider.createCardPayIn(
		{
			authorId,
			creditedWalletId: walletId,
			debited: eur(amountCents + tipCents),
			fees: eur(tipCents),
			cardId: card.cardId!,
			secureModeReturnUrl: 'http://localhost/participate/1/payment/return',
			ipAddress: '192.0.2.10',
			browserInfo,
		},
		{ idempotencyKey: key() },
	)
	expect(payIn.status).toBe('SUCCEEDED')
	return payIn.id
}

export type Gift = { amountCents: number; quick?: boolean; donorId?: number; tipCents?: number }

/** A card donation paid into the pot's wallet at the sandbox and settled by the ledger. */
export async function give(potId: number, gift: Gift) {
	const walletId = await ensurePotWallet(provider, potId)
	const email = `payer-${crypto.randomUUID().slice(0, 8)}@exemple.fr`
	const donor = gift.quick ? null : gift.donorId ? { id: gift.donorId } : makeDonor('payout')
	const { userId } = await provider.createNaturalUser(
		{ category: 'PAYER', firstName: 'Lou', lastName: 'Martin', email },
		{ idempotencyKey: key() },
	)
	const tipCents = gift.tipCents ?? 100
	const payInId = await cardPayIn(userId, walletId, gift.amountCents, tipCents)
	const row = getDb()
		.insert(donations)
		.values({
			potId,
			...(donor
				? { donorId: donor.id }
				: { isQuick: true, quickEmail: email, quickFirstName: 'Sacha', quickLastName: 'Rapide' }),
			amountCents: gift.amountCents,
			tipCents,
			method: 'CARD',
			providerPayInId: payInId,
		})
		.returning()
		.get()
	await settlePayIn(await provider.getPayIn(payInId))
	return { ...getDb().select().from(donations).where(eq(donations.id, row.id)).get()!, payInId }
}

/** A pot of the charity with these gifts, closed a second ago. */
export async function closedPotWith(charityId: number, gifts: Gift[]) {
	const pot = makePot(charityId)
	const given = []
	for (const gift of gifts) given.push(await give(pot.id, gift))
	closeNow(pot.id)
	return { potId: pot.id, donations: given }
}

export function closeNow(potId: number) {
	getDb()
		.update(pots)
		.set({ closingDate: new Date(Date.now() - 1000) })
		.where(eq(pots.id, potId))
		.run()
}

export function organiserEmail(potId: number) {
	const pot = getDb().select().from(pots).where(eq(pots.id, potId)).get()!
	return getDb().select().from(users).where(eq(users.id, pot.creatorId)).get()!.email
}

/** The simulated bank processes payouts 10 minutes after their creation. */
export const bankProcessesPayouts = () => control.advanceTime(11 * 60_000)
