import { and, eq } from 'drizzle-orm'
import { settlePayIn } from '#app/donations/ledger.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { charities, companies, donations, eventTypes, pots, users } from '#db/schema/index.ts'

/**
 * Donors, pots and settled donations for integration tests on a seeded database (useSeededAppDatabase):
 * each call makes new rows, so a test counts its own receipts, mails and totals from zero.
 */

let seq = 0

export function makeDonor(label: string, values: Partial<typeof users.$inferInsert> = {}) {
	const n = ++seq
	return getDb()
		.insert(users)
		.values({
			email: `${label}.${n}@exemple.fr`,
			role: 'private',
			firstName: 'Camille Anne',
			lastName: `Donatrice${n}`,
			birthDate: '1988-03-14',
			addressLine1: '3 rue des Tilleuls',
			postCode: '35000',
			city: 'Rennes',
			termsAcceptedAt: new Date(),
			...values,
		})
		.returning()
		.get()
}

export function makeCompany(label: string) {
	const user = makeDonor(label, { role: 'enterprise', firstName: 'Claire', lastName: 'Gérante' })
	getDb()
		.insert(companies)
		.values({
			userId: user.id,
			name: `Société ${label}`,
			siren: '732829320',
			legalForm: 'SAS',
			addressLine1: '10 quai de la Fosse',
			postCode: '44000',
			city: 'Nantes',
			repFirstName: 'Claire',
			repLastName: 'Gérante',
			repEmail: user.email,
			repBirthDate: '1975-06-01',
			representativeCompletedAt: new Date(),
		})
		.run()
	return user
}

/** A charity of the demo catalogue: one that issues our receipts (GENERATED) or sends its own. */
export function demoCharity(receiptType: 'GENERATED' | 'ASSOCIATION', privateRate?: 66 | 75) {
	return getDb()
		.select()
		.from(charities)
		.where(
			and(
				eq(charities.receiptType, receiptType),
				privateRate ? eq(charities.privateRate, privateRate) : undefined,
			),
		)
		.get()!
}

export function makePot(charityId: number) {
	const db = getDb()
	const creator = db.select().from(users).where(eq(users.email, 'marie.dupont@donnons.demo')).get()!
	return db
		.insert(pots)
		.values({
			name: `Cagnotte de test ${++seq}`,
			descriptionHtml: '<p>Merci !</p>',
			closingDate: new Date(Date.now() + 30 * 24 * 3600 * 1000),
			eventTypeId: db.select({ id: eventTypes.id }).from(eventTypes).get()!.id,
			charityId,
			creatorId: creator.id,
		})
		.returning()
		.get()
}

/** A donation paid and settled through the ledger, as a provider's success would be. */
export async function giveAndSettle(
	potId: number,
	donor: { id: number } | { quickEmail: string },
	amountCents: number,
	options: { method?: 'CARD' | 'DIRECT_DEBIT' | 'BANK_WIRE'; tipCents?: number; at?: Date } = {},
) {
	const n = ++seq
	const payInId = `fixture-payin-${n}-${Date.now()}`
	const donation = getDb()
		.insert(donations)
		.values({
			potId,
			...('id' in donor
				? { donorId: donor.id }
				: { isQuick: true, quickEmail: donor.quickEmail, quickFirstName: 'Jo', quickLastName: 'Rapide' }),
			amountCents,
			tipCents: options.tipCents ?? 0,
			method: options.method ?? 'CARD',
			providerPayInId: payInId,
			attemptKey: `fixture-${n}-${payInId}`,
		})
		.returning()
		.get()
	const executedAt = Math.floor((options.at ?? new Date()).getTime() / 1000)
	await settlePayIn({
		id: payInId,
		status: 'SUCCEEDED',
		resultCode: '000000',
		resultMessage: 'Success',
		executedAt,
	})
	return getDb().select().from(donations).where(eq(donations.id, donation.id)).get()!
}
