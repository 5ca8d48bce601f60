import { and, eq, ne, sql } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { prepared } from '#db/prepared.ts'
import { donations, pots, potTotalsDiscrepancies } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * A pot's totals (ADR 018): the amount, the number of succeeded donations and the number of participants are
 * counters adjusted by each donation's own delta, in the transaction that changes its status — never a scan
 * of the pot's donations on the write path. A participant is an account, or a quick donor's e-mail in any
 * case; whether a donor already has another succeeded donation on the pot is one index lookup
 * (donations_pot_donor_idx, donations_pot_quick_email_idx). The full recount is a periodic check
 * (`checkPotTotals`) that logs, corrects and records any drift.
 */

type CountedDonation = Pick<
	typeof donations.$inferSelect,
	'id' | 'potId' | 'donorId' | 'quickEmail' | 'amountCents'
>

const otherOfAccount = (db: DbOrTx) =>
	db
		.select({ id: donations.id })
		.from(donations)
		.where(
			and(
				eq(donations.potId, sql.placeholder('potId')),
				eq(donations.donorId, sql.placeholder('donorId')),
				eq(donations.status, 'SUCCEEDED'),
				ne(donations.id, sql.placeholder('id')),
			),
		)
		.limit(1)
		.prepare()

const otherOfQuickEmail = (db: DbOrTx) =>
	db
		.select({ id: donations.id })
		.from(donations)
		.where(
			and(
				eq(donations.potId, sql.placeholder('potId')),
				sql`lower(${donations.quickEmail}) = lower(${sql.placeholder('email')})`,
				sql`${donations.donorId} is null`,
				eq(donations.status, 'SUCCEEDED'),
				ne(donations.id, sql.placeholder('id')),
			),
		)
		.limit(1)
		.prepare()

/** Whether the donor of `donation` has another succeeded donation on the same pot. */
function hasOtherSucceeded(tx: DbOrTx, { id, potId, donorId, quickEmail }: CountedDonation) {
	if (donorId !== null) return prepared(tx, otherOfAccount).get({ potId, donorId, id }) !== undefined
	if (quickEmail !== null)
		return prepared(tx, otherOfQuickEmail).get({ potId, email: quickEmail, id }) !== undefined
	// A donation with neither an account nor an e-mail (the schema forbids it) is no participant.
	return true
}

const adjustTotals = (db: DbOrTx) =>
	db
		.update(pots)
		.set({
			donationsTotalCents: sql`${pots.donationsTotalCents} + ${sql.placeholder('cents')}`,
			donationsCount: sql`${pots.donationsCount} + ${sql.placeholder('count')}`,
			donatorsCount: sql`${pots.donatorsCount} + ${sql.placeholder('donors')}`,
			// Per call: drizzle's $onUpdateFn would be frozen at the statement's build (db/prepared.ts).
			updatedAt: sql`${sql.placeholder('updatedAtMs')}`,
		})
		.where(eq(pots.id, sql.placeholder('potId')))
		.prepare()

/** Counts a donation that has just succeeded (its row already says SUCCEEDED) into its pot's totals. */
export function addToPotTotals(tx: DbOrTx, donation: CountedDonation) {
	const donors = hasOtherSucceeded(tx, donation) ? 0 : 1
	prepared(tx, adjustTotals).run({
		potId: donation.potId,
		cents: donation.amountCents,
		count: 1,
		donors,
		updatedAtMs: Date.now(),
	})
}

/** Takes a donation whose money came back (its row no longer says SUCCEEDED) out of its pot's totals. */
export function removeFromPotTotals(tx: DbOrTx, donation: CountedDonation) {
	const donors = hasOtherSucceeded(tx, donation) ? 0 : -1
	prepared(tx, adjustTotals).run({
		potId: donation.potId,
		cents: -donation.amountCents,
		count: -1,
		donors,
		updatedAtMs: Date.now(),
	})
}

const recount = {
	total: sql<number>`coalesce(sum(${donations.amountCents}), 0)`,
	count: sql<number>`count(*)`,
	donors: sql<number>`count(distinct coalesce('u' || ${donations.donorId}, 'q' || lower(${donations.quickEmail})))`,
}

/** A pot's totals counted from its succeeded donations (a scan of the pot: for checks and seeds only). */
export function recountPotTotals(tx: DbOrTx, potId: number) {
	const row = tx
		.select(recount)
		.from(donations)
		.where(and(eq(donations.potId, potId), eq(donations.status, 'SUCCEEDED')))
		.get()
	return { total: row?.total ?? 0, count: row?.count ?? 0, donors: row?.donors ?? 0 }
}

/** Sets a pot's totals to the full recount (the demo seed, which inserts donations directly). */
export function resetPotTotals(tx: DbOrTx, potId: number) {
	const totals = recountPotTotals(tx, potId)
	tx.update(pots)
		.set({
			donationsTotalCents: totals.total,
			donationsCount: totals.count,
			donatorsCount: totals.donors,
		})
		.where(eq(pots.id, potId))
		.run()
}

export type TotalsDrift = {
	potId: number
	stored: { total: number; count: number; donors: number }
	recounted: { total: number; count: number; donors: number }
}

const sameTotals = (a: TotalsDrift['stored'], b: TotalsDrift['stored']) =>
	a.total === b.total && a.count === b.count && a.donors === b.donors

/**
 * The periodic check: recounts every pot outside any write transaction (reads never wait in WAL mode), and for
 * a pot that disagrees re-checks inside one IMMEDIATE transaction (a donation may have succeeded between the
 * two reads), then logs it, records it in pot_totals_discrepancies and sets the totals to the recount.
 * Returns the drifts found.
 */
export function checkPotTotals(now = new Date()): TotalsDrift[] {
	const db = getDb()
	const recounted = new Map(
		db
			.select({ potId: donations.potId, ...recount })
			.from(donations)
			.where(eq(donations.status, 'SUCCEEDED'))
			.groupBy(donations.potId)
			.all()
			.map((row) => [row.potId, { total: row.total, count: row.count, donors: row.donors }]),
	)
	const stored = db
		.select({
			potId: pots.id,
			total: pots.donationsTotalCents,
			count: pots.donationsCount,
			donors: pots.donatorsCount,
		})
		.from(pots)
		.all()
	const suspects = stored.filter(
		(pot) => !sameTotals(pot, recounted.get(pot.potId) ?? { total: 0, count: 0, donors: 0 }),
	)
	const drifts: TotalsDrift[] = []
	for (const { potId } of suspects) {
		const drift = db.transaction(
			(tx): TotalsDrift | null => {
				const pot = tx
					.select({ total: pots.donationsTotalCents, count: pots.donationsCount, donors: pots.donatorsCount })
					.from(pots)
					.where(eq(pots.id, potId))
					.get()
				if (!pot) return null
				const actual = recountPotTotals(tx, potId)
				if (sameTotals(pot, actual)) return null
				tx.insert(potTotalsDiscrepancies)
					.values({
						potId,
						storedTotalCents: pot.total,
						recountedTotalCents: actual.total,
						storedCount: pot.count,
						recountedCount: actual.count,
						storedDonators: pot.donors,
						recountedDonators: actual.donors,
						action: 'CORRECTED',
						detectedAt: now,
					})
					.run()
				resetPotTotals(tx, potId)
				return { potId, stored: pot, recounted: actual }
			},
			{ behavior: 'immediate' },
		)
		if (!drift) continue
		console.error(
			`Pot ${potId}: stored totals ${JSON.stringify(drift.stored)} disagreed with the recount ${JSON.stringify(drift.recounted)}; corrected and recorded in pot_totals_discrepancies.`,
		)
		drifts.push(drift)
	}
	return drifts
}
