import { readPublishedProfile } from '#app/charity-space/profile-record.server.ts'
import { type Tx } from './client.server.ts'
import * as s from './schema/index.ts'

/** The closed pot of the Maison des Aubes that the demo pays out at its first start (db/seed-provider.ts). */
const DAY = 24 * 60 * 60 * 1000

export const DEMO_PAID_POT_NAME = 'Les 10 km des Aubes 2026'

type CharitySeed = {
	charityId: number
	member: number
	donors: { paul: number; sophie: number; lucas: number }
	event: (slug: string) => number
	pot: (values: Omit<typeof s.pots.$inferInsert, 'closingDate'> & { closesInDays: number }) => number
	give: (
		potId: number,
		d: {
			donor: number | { firstName: string; lastName: string; email: string }
			euros: number
			tipEuros?: number
			daysAgo: number
		},
	) => number
	now: Date
}

/**
 * What the charity member's space shows from the first start (ADR 034): the Maison des Aubes has a
 * closed pot (paid out at the first start, with its statement) and an open one, their gifts and receipts; and
 * a change to its public page waits for an operator's review. Returns the pots whose totals to compute.
 */
export function seedCharitySide(tx: Tx, d: CharitySeed): number[] {
	const { charityId, donors, event, pot, give } = d
	const race = pot({
		name: DEMO_PAID_POT_NAME,
		descriptionHtml:
			'<p>Nous avons couru 10 km pour la Maison des Aubes : merci à toutes celles et ceux qui nous ont suivis !</p>',
		eventTypeId: event('defi-sportif'),
		charityId,
		creatorId: donors.sophie,
		closesInDays: -12,
		createdAt: new Date(d.now.getTime() - 60 * DAY),
	})
	give(race, { donor: donors.paul, euros: 60, daysAgo: 30 })
	give(race, {
		donor: { firstName: 'Karim', lastName: 'Haddad', email: 'karim.haddad@exemple.fr' },
		euros: 45,
		tipEuros: 2,
		daysAgo: 25,
	})
	give(race, { donor: donors.lucas, euros: 35, daysAgo: 20 })
	give(race, {
		donor: { firstName: 'Nadia', lastName: 'Benali', email: 'nadia.benali@exemple.fr' },
		euros: 20,
		daysAgo: 18,
	})
	const winter = pot({
		name: 'Un hiver au chaud à la Maison des Aubes',
		descriptionHtml: '<p>Pour nos 50 ans, offrons des nuits au chaud aux familles accueillies.</p>',
		eventTypeId: event('anniversaire'),
		charityId,
		creatorId: donors.paul,
		closesInDays: 50,
		createdAt: new Date(d.now.getTime() - 20 * DAY),
	})
	give(winter, { donor: donors.sophie, euros: 30, daysAgo: 4 })
	give(winter, { donor: donors.lucas, euros: 25, daysAgo: 2 })

	// A change its member proposed to the public page: the operator reviews it at /admin.
	const published = readPublishedProfile(tx, charityId)
	if (published) {
		tx.insert(s.charityProfileDrafts)
			.values({
				charityId,
				status: 'SUBMITTED',
				valuesJson: JSON.stringify({
					...published.values,
					impact30:
						'Avec 30 €, vous offrez deux nuits au chaud et un petit-déjeuner à une mère et son enfant.',
				}),
				filesJson: JSON.stringify(published.files),
				updatedById: d.member,
				updatedAt: d.now,
				submittedById: d.member,
				submittedAt: d.now,
				createdAt: d.now,
			})
			.run()
	}
	return [race, winter]
}
