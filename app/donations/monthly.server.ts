import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm'
import { charities, donations, mandates, pots, subscriptions, users } from '#db/schema/index.ts'
import { type DbOrTx } from '#db/client.server.ts'
import { getDb } from '../platform/db.server.ts'
import { parisDay } from '../lib/dates.ts'
import { debitPeriod, isDebitDue } from '../lib/donations/debit-schedule.ts'
import { providerTag } from '../lib/payments/provider-keys.ts'
import { type PaymentProvider, idempotencyKeyOf, isPaymentProviderError } from '../payments/provider.ts'
import { cancelUnusedMandates } from './mandate-cancel.server.ts'

/**
 * One month of a subscription: its donation row (unique per subscription and period, so claimed once) and
 * the subscription's last charged period. Inside the caller's transaction.
 */
export function claimMonth(tx: DbOrTx, sub: typeof subscriptions.$inferSelect, period: string) {
	const row = tx
		.insert(donations)
		.values({
			potId: sub.potId,
			donorId: sub.donorId,
			amountCents: sub.amountCents,
			tipCents: sub.tipCents,
			isVisible: sub.isVisible,
			isAnonymous: sub.isAnonymous,
			method: 'DIRECT_DEBIT',
			subscriptionId: sub.id,
			mandateId: sub.mandateId,
			period,
		})
		.onConflictDoNothing()
		.returning({ id: donations.id })
		.get()
	tx.update(subscriptions).set({ lastChargedPeriod: period }).where(eq(subscriptions.id, sub.id)).run()
	return row?.id ?? null
}

/**
 * Claims this month's donation rows of the subscriptions due today, in one transaction. The unique index
 * (subscription, period) makes a second runner — in parallel or later — claim nothing, so a month is
 * charged once whatever happens.
 */
function claimDueDebits(now = new Date()) {
	const today = parisDay(now)
	const period = debitPeriod(today)
	return getDb().transaction(
		(tx) => {
			// A pot that has closed takes no more gifts: its monthly donations end (docs/requirements.md#spec-3-4 closed pot).
			const closedPots = tx
				.select({ id: pots.id })
				.from(pots)
				.where(or(lte(pots.closingDate, now), eq(pots.isActive, false)))
			// Stopped ones too: they can no longer resume, so their mandates may go (cancelEndedMandates).
			tx.update(subscriptions)
				.set({ status: 'CLOSED' })
				.where(
					and(
						inArray(subscriptions.status, ['ACTIVE', 'CANCELED']),
						inArray(subscriptions.potId, closedPots),
					),
				)
				.run()
			const due = tx
				.select({ sub: subscriptions })
				.from(subscriptions)
				.innerJoin(mandates, eq(mandates.id, subscriptions.mandateId))
				.innerJoin(pots, eq(pots.id, subscriptions.potId))
				.innerJoin(charities, eq(charities.id, pots.charityId))
				.where(
					and(
						eq(subscriptions.status, 'ACTIVE'),
						inArray(mandates.status, ['SUBMITTED', 'ACTIVE']),
						// A mandate that never reached the provider (demo data) cannot be debited: nothing to claim.
						isNotNull(mandates.providerMandateId),
						eq(pots.isActive, true),
						gt(pots.closingDate, now),
						// A suspended pot takes no gift: its monthly debits wait until it reopens (ADR 026); so do
						// those of a suspended charity's pots.
						isNull(pots.suspendedAt),
						eq(charities.isActive, true),
						// Nor does a pot whose charity is not verified at the provider (ADR 030): it would refuse
						// the debit (002951); the months wait, never charged before.
						isNotNull(charities.providerVerifiedAt),
						or(isNull(subscriptions.lastChargedPeriod), ne(subscriptions.lastChargedPeriod, period)),
					),
				)
				.all()
				.map((row) => row.sub)
				.filter((sub) => isDebitDue(sub.debitDay, today))
			const claimed: number[] = []
			for (const sub of due) {
				const id = claimMonth(tx, sub, period)
				if (id) claimed.push(id)
			}
			return claimed
		},
		{ behavior: 'immediate' },
	)
}

/**
 * Asks the provider for the pay-ins of claimed rows that have none yet (this run's claims, and any left by
 * a crash), each under its row's key (one per subscription and month): a retry after a timeout gets the
 * original pay-in back instead of a second debit.
 */
async function chargeClaimedDebits(provider: PaymentProvider) {
	const db = getDb()
	const rows = db
		.select({
			id: donations.id,
			providerKey: donations.providerKey,
			subscriptionId: donations.subscriptionId,
			period: donations.period,
			amountCents: donations.amountCents,
			tipCents: donations.tipCents,
			mandateId: mandates.providerMandateId,
			authorId: users.providerUserId,
			walletId: pots.providerWalletId,
			beneficiaryId: charities.providerUserId,
			verifiedAt: charities.providerVerifiedAt,
		})
		.from(donations)
		.innerJoin(mandates, eq(mandates.id, donations.mandateId))
		.innerJoin(users, eq(users.id, donations.donorId))
		.innerJoin(pots, eq(pots.id, donations.potId))
		.innerJoin(charities, eq(charities.id, pots.charityId))
		// Only months of a subscription still ACTIVE: one the donor stopped takes no further debit.
		.innerJoin(subscriptions, eq(subscriptions.id, donations.subscriptionId))
		.where(
			and(
				eq(donations.status, 'CREATED'),
				isNull(donations.providerPayInId),
				eq(donations.method, 'DIRECT_DEBIT'),
				eq(subscriptions.status, 'ACTIVE'),
			),
		)
		.all()
	let charged = 0
	for (const row of rows) {
		if (!row.subscriptionId || !row.period || !row.mandateId || !row.authorId || !row.walletId) continue
		if (!row.beneficiaryId || !row.verifiedAt) continue
		// The month's donation row is unique per subscription and period: its key is the month's key.
		const key = idempotencyKeyOf(row.providerKey)
		const input = {
			authorId: row.authorId,
			creditedWalletId: row.walletId,
			debited: { amount: row.amountCents + row.tipCents, currency: 'EUR' as const },
			fees: { amount: row.tipCents, currency: 'EUR' as const },
			mandateId: row.mandateId,
			statementDescriptor: 'DONNONS',
			tag: providerTag('donation', row),
			beneficiaries: [row.beneficiaryId],
		}
		let payInId: string
		try {
			payInId = (await provider.createDirectDebitPayIn(input, { idempotencyKey: key })).id
		} catch (error) {
			if (!isPaymentProviderError(error) || error.code !== 'idempotent_creation_conflict') continue
			const original = await provider.getIdempotentResponse(key)
			const resource = original?.resource as { id?: string; Id?: string } | undefined
			payInId = resource?.id ?? resource?.Id ?? ''
			if (!payInId) continue
		}
		db.update(donations)
			.set({ providerPayInId: payInId })
			.where(and(eq(donations.id, row.id), isNull(donations.providerPayInId)))
			.run()
		charged++
	}
	return charged
}

/**
 * The signed mandates whose monthly gifts are all over (their pots ended): cancelled at the provider when
 * nothing else uses them. A stopped gift keeps its mandate while its pot is open, so « Reprendre » works.
 */
async function cancelEndedMandates(provider: PaymentProvider) {
	const ended = getDb()
		.selectDistinct({ id: mandates.id })
		.from(mandates)
		.innerJoin(subscriptions, eq(subscriptions.mandateId, mandates.id))
		.where(
			and(
				eq(subscriptions.status, 'CLOSED'),
				inArray(mandates.status, ['SUBMITTED', 'ACTIVE']),
				isNotNull(mandates.providerMandateId),
			),
		)
		.all()
	await cancelUnusedMandates(
		provider,
		ended.map((m) => m.id),
	)
}

/** The daily run: claim today's debits, then charge them; then the mandates no gift can use any more go. */
export async function runMonthlyDebits(provider: PaymentProvider, now = new Date()) {
	const claimed = claimDueDebits(now)
	const charged = await chargeClaimedDebits(provider)
	await cancelEndedMandates(provider)
	return { claimed: claimed.length, charged }
}
