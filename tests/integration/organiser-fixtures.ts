import crypto from 'node:crypto'
import { createSession } from '#app/auth/session.server.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { confirmMandate } from '#app/payments/sandbox/direct-debit.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { bankAccounts, eventTypes, mandates, pots, subscriptions } from '#db/schema/index.ts'
import { cookiesOf } from './request.ts'

/** Pots, sessions and signed monthly gifts for the organiser and personal-data tests (their own rows). */

export const BASE = 'http://localhost:3000'
let seq = 0

export async function cookieFor(userId: number) {
	return cookiesOf(new Response(null, { headers: await createSession(userId, new Request(BASE)) }))
}

export function makeOwnPot(
	creatorId: number,
	charityId: number,
	values: Partial<typeof pots.$inferInsert> = {},
) {
	const db = getDb()
	return db
		.insert(pots)
		.values({
			name: `Cagnotte organisatrice ${++seq}`,
			descriptionHtml: '<p>Merci !</p>',
			closingDate: new Date(Date.now() + 30 * 24 * 3600 * 1000),
			eventTypeId: db.select({ id: eventTypes.id }).from(eventTypes).get()!.id,
			charityId,
			creatorId,
			...values,
		})
		.returning()
		.get()
}

/**
 * A signed SEPA mandate of `donorId` at the sandbox provider, with its local rows, and an ACTIVE monthly gift
 * to each pot of `potIds` through it.
 */
export async function signedMonthlyGifts(donorId: number, potIds: number[], charityId: number) {
	const provider = await getPaymentProvider()
	const key = crypto.randomUUID().slice(0, 30)
	const { userId } = await provider.createNaturalUser(
		{ category: 'PAYER', firstName: 'Camille', lastName: 'Mensuelle', email: `m-${key}@exemple.fr` },
		{ idempotencyKey: `${key}-u` },
	)
	const { bankAccountId } = await provider.createIbanBankAccount(
		{
			userId,
			ownerName: 'Camille Mensuelle',
			ownerAddress: {
				addressLine1: '3 rue des Tilleuls',
				city: 'Rennes',
				postalCode: '35000',
				country: 'FR',
			},
			iban: 'FR7630004000031234567890143',
			bic: 'BNPAFRPP',
		},
		{ idempotencyKey: `${key}-b` },
	)
	const created = await provider.createMandate(
		{ bankAccountId, culture: 'FR', returnUrl: `${BASE}/retour` },
		{ idempotencyKey: `${key}-m` },
	)
	confirmMandate(created.mandateId)
	const db = getDb()
	const bank = db
		.insert(bankAccounts)
		.values({
			userId: donorId,
			providerBankAccountId: bankAccountId,
			ownerName: 'Camille Mensuelle',
			addressLine1: '3 rue des Tilleuls',
			postCode: '35000',
			city: 'Rennes',
			ibanMasked: 'FR76 **** **** **** **** ***0 143',
			ibanFingerprint: key,
		})
		.returning()
		.get()
	const mandate = db
		.insert(mandates)
		.values({
			userId: donorId,
			bankAccountId: bank.id,
			providerMandateId: created.mandateId,
			status: 'SUBMITTED',
		})
		.returning()
		.get()
	const subs = potIds.map((potId) =>
		db
			.insert(subscriptions)
			.values({ potId, donorId, charityId, mandateId: mandate.id, amountCents: 1500, debitDay: 5 })
			.returning()
			.get(),
	)
	return { mandate, subs, providerMandateId: created.mandateId }
}
