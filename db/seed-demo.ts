import { resetPotTotals } from '#app/donations/pot-totals.server.ts'
import { issueTaxReceipt } from '#app/receipts/issue.server.ts'
import { closingDateToInstant, addDaysToIsoDay, parisDay } from '#app/lib/dates.ts'
import { eq } from 'drizzle-orm'
import { type Tx } from './client.server.ts'
import { seedCharitySide } from './seed-demo-charity.ts'
import * as s from './schema/index.ts'

export type DemoPasswords = { hash: string }

/** The accounts a person trying the demo signs in with (also listed in the README). */
export const demoAccounts = {
	individual: { email: 'marie.dupont@donnons.demo', name: 'Marie Dupont' },
	company: { email: 'contact@atelier-lumiere.demo', name: 'Atelier Lumière' },
	/** The platform's administrator (/admin, ADR 026). */
	operator: { email: 'operateur@donnons.demo', name: 'Inès Garnier' },
	/** A member of the Maison des Aubes' space (/association-espace, ADR 026). */
	charityMember: { email: 'association@donnons.demo', name: 'Hugo Lambert', charity: 'maison-des-aubes' },
} as const

/** The one demo charity that has not finished its registration: its pot waits for it (ADR 030). */
export const DEMO_UNVERIFIED_CHARITY = 'kartie-lekol'

type Context = {
	charityIds: Map<string, number>
	eventIds: Map<string, number>
	passwords: DemoPasswords
	now: Date
}

type DonationSeed = {
	donor: number | { firstName: string; lastName: string; email: string }
	euros: number
	tipEuros?: number
	status?: s.PaymentStatus
	method?: (typeof s.PAYMENT_METHODS)[number]
	anonymous?: boolean
	hidden?: boolean
	daysAgo: number
	/** A month of a monthly gift. */
	monthly?: { subscriptionId: number; mandateId: number }
}

const DAY = 24 * 60 * 60 * 1000

/** Demo users, pots (open and closed, private and company) and donations with consistent totals. */
export function seedDemoAccounts(tx: Tx, { charityIds, eventIds, passwords, now }: Context) {
	const user = (values: Omit<typeof s.users.$inferInsert, 'passwordHash' | 'termsAcceptedAt'>) =>
		tx
			.insert(s.users)
			.values({ ...values, passwordHash: passwords.hash, termsAcceptedAt: now })
			.returning({ id: s.users.id })
			.get().id

	const marie = user({
		email: demoAccounts.individual.email,
		role: 'private',
		gender: 'female',
		firstName: 'Marie',
		lastName: 'Dupont',
		phone: '0612345678',
		birthDate: '1986-04-12',
		addressLine1: '8 rue des Lilas',
		postCode: '69003',
		city: 'Lyon',
		kycLevel: 'REGULAR',
	})
	const company = user({
		email: demoAccounts.company.email,
		role: 'enterprise',
		gender: 'female',
		firstName: 'Claire',
		lastName: 'Martin',
		phone: '0478123456',
		addressLine1: '42 quai Perrache',
		postCode: '69002',
		city: 'Lyon',
		kycLevel: 'REGULAR',
	})
	tx.insert(s.companies)
		.values({
			userId: company,
			name: demoAccounts.company.name,
			siren: '812345676',
			legalForm: 'SAS',
			addressLine1: '42 quai Perrache',
			postCode: '69002',
			city: 'Lyon',
			repGender: 'female',
			repFirstName: 'Claire',
			repLastName: 'Martin',
			repEmail: demoAccounts.company.email,
			repBirthDate: '1978-09-03',
			repAddressLine1: '15 montée de la Grande Côte',
			repPostCode: '69001',
			repCity: 'Lyon',
			representativeCompletedAt: now,
		})
		.run()
	const donor = (firstName: string, lastName: string, city: string) =>
		user({
			email: `${firstName}.${lastName}@donnons.demo`.toLowerCase(),
			role: 'private',
			firstName,
			lastName,
			birthDate: '1990-01-15',
			addressLine1: '1 place de la République',
			postCode: '75011',
			city,
		})
	// Staff: an operator, and a member of one charity (their rights are rows beside the account, ADR 026).
	const operator = user({
		email: demoAccounts.operator.email,
		role: 'private',
		firstName: 'Inès',
		lastName: 'Garnier',
	})
	tx.insert(s.operators).values({ userId: operator, createdAt: now }).run()
	const memberCharity = charityIds.get(demoAccounts.charityMember.charity)
	let member: number | null = null
	if (memberCharity) {
		member = user({
			email: demoAccounts.charityMember.email,
			role: 'private',
			firstName: 'Hugo',
			lastName: 'Lambert',
		})
		tx.insert(s.charityMembers)
			.values({ charityId: memberCharity, userId: member, invitedAt: now, acceptedAt: now })
			.run()
	}

	const paul = donor('Paul', 'Bernard', 'Paris')
	const sophie = donor('Sophie', 'Leroy', 'Nantes')
	const lucas = donor('Lucas', 'Moreau', 'Lille')

	const charities = [...charityIds.values()]
	const event = (slug: string) => {
		const id = eventIds.get(slug)
		if (!id) throw new Error(`Unknown event type ${slug}`)
		return id
	}
	const today = parisDay(now)
	const pot = (values: Omit<typeof s.pots.$inferInsert, 'closingDate'> & { closesInDays: number }) =>
		tx
			.insert(s.pots)
			.values({ ...values, closingDate: closingDateToInstant(addDaysToIsoDay(today, values.closesInDays)) })
			.returning({ id: s.pots.id })
			.get().id

	const birthday = pot({
		name: 'Les 40 ans de Marie',
		descriptionHtml:
			'<p>Pour mes 40 ans, pas de cadeau : je préfère que chacun donne ce qu’il veut à une association qui me tient à cœur.</p><p><strong>Merci à toutes et à tous !</strong></p>',
		eventTypeId: event('anniversaire'),
		charityId: charities[8] ?? 1,
		creatorId: marie,
		closesInDays: 45,
	})
	const leaving = pot({
		name: 'Pot de départ de Jacques',
		descriptionHtml:
			'<p>Jacques part à la retraite après 32 ans parmi nous. Il a choisi de soutenir une association plutôt que de recevoir un cadeau.</p>',
		eventTypeId: event('pot-de-depart'),
		charityId: charities[20] ?? 1,
		creatorId: marie,
		closesInDays: -20,
	})
	const challenge = pot({
		name: 'Challenge solidaire Atelier Lumière 2026',
		descriptionHtml:
			'<p>Chaque kilomètre parcouru par nos équipes pendant la Semaine de la QVT se transforme en don. Collègues, clients et partenaires : rejoignez-nous !</p>',
		eventTypeId: event('challenge-sportif-solidaire'),
		charityId: charities[14] ?? 1,
		creatorId: company,
		potType: s.POT_TYPES.company,
		color: '#2a6fdb',
		isLocked: true,
		closesInDays: 60,
	})
	const yearEnd = pot({
		name: 'Fin d’année solidaire',
		descriptionHtml: '<p>Cette année, nos cadeaux clients deviennent des dons.</p>',
		eventTypeId: event('cadeaux-clients'),
		charityId: charities[30] ?? 1,
		creatorId: company,
		potType: s.POT_TYPES.company,
		closesInDays: 90,
	})

	const give = (potId: number, d: DonationSeed) => {
		const at = new Date(now.getTime() - d.daysAgo * DAY)
		const status = d.status ?? 'SUCCEEDED'
		const quick = typeof d.donor === 'object' ? d.donor : null
		const row = tx
			.insert(s.donations)
			.values({
				potId,
				donorId: quick ? null : (d.donor as number),
				isQuick: Boolean(quick),
				quickFirstName: quick?.firstName,
				quickLastName: quick?.lastName,
				quickEmail: quick?.email,
				amountCents: d.euros * 100,
				tipCents: (d.tipEuros ?? 0) * 100,
				isAnonymous: d.anonymous ?? false,
				isVisible: !(d.hidden ?? false),
				method: d.monthly ? 'DIRECT_DEBIT' : (d.method ?? 'CARD'),
				subscriptionId: d.monthly?.subscriptionId,
				mandateId: d.monthly?.mandateId,
				period: d.monthly ? parisDay(at).slice(0, 7) : null,
				status,
				succeededAt: status === 'SUCCEEDED' ? at : null,
				failedAt: status === 'FAILED' ? at : null,
				resultCode: status === 'FAILED' ? '101101' : status === 'SUCCEEDED' ? '000000' : null,
				resultMessage: status === 'FAILED' ? 'Transaction refused by the bank (Do not honor)' : null,
				createdAt: at,
				updatedAt: at,
			})
			.returning({ id: s.donations.id })
			.get()
		if (status === 'SUCCEEDED') issueTaxReceipt(tx, row.id, at)
		return row.id
	}

	give(birthday, { donor: paul, euros: 50, tipEuros: 3, daysAgo: 6 })
	give(birthday, { donor: sophie, euros: 30, anonymous: true, daysAgo: 5 })
	give(birthday, { donor: lucas, euros: 25, hidden: true, daysAgo: 4 })
	give(birthday, {
		donor: { firstName: 'Julie', lastName: 'Petit', email: 'julie.petit@exemple.fr' },
		euros: 20,
		daysAgo: 3,
	})
	give(birthday, { donor: company, euros: 150, daysAgo: 2 })
	give(birthday, { donor: paul, euros: 40, method: 'BANK_WIRE', status: 'CREATED', daysAgo: 1 })
	give(birthday, { donor: sophie, euros: 15, status: 'FAILED', daysAgo: 1 })
	give(leaving, { donor: paul, euros: 80, daysAgo: 40 })
	give(leaving, { donor: sophie, euros: 35, daysAgo: 35 })
	give(leaving, { donor: lucas, euros: 60, method: 'DIRECT_DEBIT', daysAgo: 30 })
	give(challenge, { donor: marie, euros: 40, tipEuros: 2, daysAgo: 3 })
	give(challenge, { donor: paul, euros: 60, daysAgo: 2 })
	const companyPots = { challenge, yearEnd }
	const extra = seedDashboards(tx, {
		marie,
		company,
		paul,
		sophie,
		lucas,
		today,
		now,
		charities,
		event,
		pot,
		give,
		companyPots,
	})
	for (const potId of [birthday, leaving, challenge, ...extra]) resetPotTotals(tx, potId)
	// A pot whose charity has not finished its registration: shown and shared, no gift yet (ADR 030).
	const unverified = charityIds.get(DEMO_UNVERIFIED_CHARITY)
	if (unverified) {
		pot({
			name: 'Kermesse de l’école des Filaos',
			descriptionHtml:
				'<p>Notre kermesse de fin d’année soutient le soutien scolaire de Kartié Lékol. Les dons ouvrent très bientôt !</p>',
			eventTypeId: event('autre-evenement-personnel'),
			charityId: unverified,
			creatorId: lucas,
			closesInDays: 75,
		})
	}
	// The charity member's side (pots 10 and 11): its pots, gifts, receipts and a profile change to review.
	if (memberCharity && member) {
		const donors = { paul, sophie, lucas }
		const side = seedCharitySide(tx, { charityId: memberCharity, member, donors, event, pot, give, now })
		for (const potId of side) resetPotTotals(tx, potId)
	}
}

type DashboardSeed = {
	marie: number
	company: number
	paul: number
	sophie: number
	lucas: number
	today: string
	now: Date
	charities: number[]
	event: (slug: string) => number
	pot: (values: Omit<typeof s.pots.$inferInsert, 'closingDate'> & { closesInDays: number }) => number
	give: (potId: number, d: DonationSeed) => number
	companyPots: { challenge: number; yearEnd: number }
}

/**
 * What the demo accounts' dashboards show (docs/requirements.md#spec-1-2): Marie's gifts to other people's pots over two
 * calendar years (two yearly statements), to a charity that sends its own receipts, a pending and a
 * refused one; her monthly gifts on one signed mandate (active, stopped, ended).
 * The demo mandate never reached the payment provider: the daily debit run leaves it alone. The company
 * has paid into one of its pots and not the other. Returns the pots whose totals must be recomputed.
 */
function seedDashboards(tx: Tx, d: DashboardSeed) {
	const { marie, charities, event, pot, give } = d
	const ownReceipts =
		tx
			.select({ id: s.charities.id })
			.from(s.charities)
			.where(eq(s.charities.receiptType, 'ASSOCIATION'))
			.get()?.id ?? 1
	const trail = pot({
		name: 'Trail des Calanques pour la recherche sur les maladies rares',
		descriptionHtml: '<p>Je cours 42 km dans les Calanques : chaque euro va à la recherche.</p>',
		eventTypeId: event('defi-sportif'),
		charityId: charities[3] ?? 1,
		creatorId: d.sophie,
		closesInDays: 120,
	})
	const wedding = pot({
		name: 'Le mariage de Paul et Inès',
		descriptionHtml: '<p>Notre plus beau cadeau : votre don à une association qui nous est chère.</p>',
		eventTypeId: event('mariage'),
		charityId: charities[12] ?? 1,
		creatorId: d.paul,
		closesInDays: 30,
	})
	const housewarming = pot({
		name: 'Crémaillère solidaire de Lucas',
		descriptionHtml: '<p>Pas de bouteille : un don !</p>',
		eventTypeId: event('cremaillere'),
		charityId: ownReceipts,
		creatorId: d.lucas,
		closesInDays: -60,
	})
	const tribute = pot({
		name: 'Hommage à Germaine',
		descriptionHtml: '<p>En souvenir de Germaine, qui a tant donné aux autres.</p>',
		eventTypeId: event('hommage'),
		charityId: charities[25] ?? 1,
		creatorId: d.paul,
		closesInDays: -370,
	})

	const bank = tx
		.insert(s.bankAccounts)
		.values({
			userId: marie,
			ownerName: 'Marie Dupont',
			addressLine1: '8 rue des Lilas',
			postCode: '69003',
			city: 'Lyon',
			ibanMasked: 'FR76 **** **** **** **** ***0 143',
			ibanFingerprint: 'demo-marie',
		})
		.returning({ id: s.bankAccounts.id })
		.get().id
	const mandateId = tx
		.insert(s.mandates)
		.values({ userId: marie, bankAccountId: bank, status: 'ACTIVE', mandateType: 'DIRECT_DEBIT' })
		.returning({ id: s.mandates.id })
		.get().id
	const subscribe = (
		potId: number,
		euros: number,
		debitDay: number,
		status: 'ACTIVE' | 'CANCELED' | 'CLOSED',
	) =>
		tx
			.insert(s.subscriptions)
			.values({
				potId,
				donorId: marie,
				charityId: tx.select({ c: s.pots.charityId }).from(s.pots).where(eq(s.pots.id, potId)).get()!.c,
				mandateId,
				amountCents: euros * 100,
				debitDay,
				status,
			})
			.returning({ id: s.subscriptions.id })
			.get().id
	const trailMonthly = subscribe(trail, 20, 5, 'ACTIVE')
	subscribe(wedding, 10, 15, 'ACTIVE')
	subscribe(d.companyPots.yearEnd, 15, 10, 'CANCELED')
	const tributeMonthly = subscribe(tribute, 10, 1, 'CLOSED')

	const monthly = (subscriptionId: number) => ({ subscriptionId, mandateId })
	give(trail, { donor: marie, euros: 20, daysAgo: 61, monthly: monthly(trailMonthly) })
	give(trail, { donor: marie, euros: 20, daysAgo: 31, monthly: monthly(trailMonthly) })
	const lastTrail = parisDay(new Date(d.now.getTime() - 31 * DAY)).slice(0, 7)
	tx.update(s.subscriptions)
		.set({ lastChargedPeriod: lastTrail })
		.where(eq(s.subscriptions.id, trailMonthly))
		.run()
	give(tribute, { donor: marie, euros: 10, daysAgo: 400, monthly: monthly(tributeMonthly) })
	give(tribute, { donor: marie, euros: 60, daysAgo: 395 })
	give(housewarming, { donor: marie, euros: 45, daysAgo: 70 })
	give(wedding, { donor: marie, euros: 50, daysAgo: 20 })
	give(wedding, { donor: marie, euros: 100, daysAgo: 15 })
	give(wedding, { donor: marie, euros: 20, status: 'FAILED', daysAgo: 14 })
	give(trail, { donor: marie, euros: 25, tipEuros: 2, daysAgo: 10 })
	give(d.companyPots.yearEnd, { donor: marie, euros: 15, daysAgo: 5 })
	give(trail, { donor: marie, euros: 30, method: 'BANK_WIRE', status: 'CREATED', daysAgo: 1 })
	// The company's own contribution to its year-end pot, by bank transfer.
	give(d.companyPots.yearEnd, { donor: d.company, euros: 500, method: 'BANK_WIRE', daysAgo: 7 })
	return [trail, wedding, housewarming, tribute, d.companyPots.yearEnd]
}
