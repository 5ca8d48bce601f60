import { and, eq, gte } from 'drizzle-orm'
import { charities, donations, pots } from '#db/schema/index.ts'
import { parisDay } from '../lib/dates.ts'
import { giftUse, helpHeadroom, type HelpGift, type HelpHeadroom } from '../lib/receipts/tax-headroom.ts'
import { getDb } from '../platform/db.server.ts'

/** The rate of a charity whose gifts by individuals get 75 % (art. 200, 1 ter CGI: « amendement Coluche »). */
export const HELP_RATE = 75

/**
 * A donor's gifts of `year` to charities at 75 % (issue 28): their own donations that SUCCEEDED (a refunded,
 * charged-back or failed one is no longer SUCCEEDED), dated by the Paris day they succeeded — the day their
 * receipt names. Quick gifts have no donor and no receipt: they never count.
 */
export function helpGiftsOf(userId: number, year: number): HelpGift[] {
	// From the day before 1 January (UTC), then the Paris day decides: a gift at 00:30 in Paris on
	// 1 January is 23:30 UTC the day before.
	const from = new Date(Date.UTC(year - 1, 11, 31))
	const rows = getDb()
		.select({ amountCents: donations.amountCents, succeededAt: donations.succeededAt })
		.from(donations)
		.innerJoin(pots, eq(pots.id, donations.potId))
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.where(
			and(
				eq(donations.donorId, userId),
				eq(donations.status, 'SUCCEEDED'),
				eq(charities.privateRate, HELP_RATE),
				gte(donations.succeededAt, from),
			),
		)
		.all()
	return rows.flatMap((row) => {
		if (!row.succeededAt) return []
		const date = parisDay(row.succeededAt)
		return date.startsWith(`${year}-`) ? [{ date, amountCents: row.amountCents }] : []
	})
}

/** What is left today of the donor's 75 % ceiling of this calendar year (Paris time). */
export function helpHeadroomOf(userId: number, now = new Date()): HelpHeadroom {
	const day = parisDay(now)
	return helpHeadroom(helpGiftsOf(userId, Number(day.slice(0, 4))), day)
}

/**
 * The headroom shown in the recap before payment: for a signed-in individual giving to a pot whose charity
 * gets 75 %, what is left this year and what this gift would use of it; null otherwise (companies get 60 %).
 */
export function recapHeadroom(
	user: { id: number; role: string },
	pot: { privateRate: number },
	amountCents: number,
	now = new Date(),
) {
	if (user.role === 'enterprise' || pot.privateRate !== HELP_RATE) return null
	const headroom = helpHeadroomOf(user.id, now)
	return { ...headroom, ...giftUse(headroom, amountCents) }
}
