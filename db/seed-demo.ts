import { recomputePotTotals } from '#app/donations/ledger.server.ts'
import { issueTaxReceipt } from '#app/receipts/issue.server.ts'
import { closingDateToInstant, addDaysToIsoDay, parisDay } from '#app/lib/dates.ts'
import { type Tx } from './client.server.ts'
import * as s from './schema/index.ts'

export type DemoPasswords = { hash: string }

/** The accounts a person trying the demo signs in with (also listed in the README). */
export const demoAccounts = {
	individual: { email: 'marie.dupont@donnons.demo', name: 'Marie Dupont' },
	company: { email: 'contact@atelier-lumiere.demo', name: 'Atelier Lumière' },
} as const

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
	pot({
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
				method: d.method ?? 'CARD',
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
	for (const potId of [birthday, leaving, challenge]) recomputePotTotals(tx, potId)
}
