import { and, count, desc, eq, isNotNull, isNull, or, sum } from 'drizzle-orm'
import {
	charities,
	donations,
	PAYOUT_STATUSES,
	payouts,
	pots,
	potTotalsDiscrepancies,
	RECONCILIATION_SUBJECTS,
	reconciliationFindings,
} from '#db/schema/index.ts'
import {
	MONEY_PAGE_SIZE,
	RECONCILIATION_ACTION_LABELS,
	RECONCILIATION_SUBJECT_LABELS,
} from '../lib/charity-space/charity-money.ts'
import { formatDisplayDate } from '../lib/dates.ts'
import { formatEuros } from '../lib/money.ts'
import { PAYOUT_STATUS_LABELS, payoutFailureForOperators } from '../lib/payouts/payout-statement.ts'
import { getPaymentProvider } from '../payments/index.server.ts'
import { moneySummary } from '../payouts/money-summary.server.ts'
import { reconcilePayouts } from '../payouts/reconcile.server.ts'
import { withProviderPriority } from '../payments/quota.server.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * The operators' money pages (ADR 027): the money summary with its check, what the reconciliation
 * found and did, and the payouts. Amounts are integer cents, formatted here for the pages.
 */

/** Past this, the page shows the ledger's figures rather than wait for the provider. */
const WALLETS_DEADLINE_MS = 15_000

/**
 * The money summary (ADR 027) with the wallets read at the provider. If the provider cannot be read, the
 * ledger's own figures are shown and the page says so: the page never fails for it.
 */
export async function adminMoneySummary() {
	let providerError = false
	let summary
	try {
		const provider = await getPaymentProvider()
		let timer: NodeJS.Timeout | undefined
		const late = new Promise<never>((_, reject) => {
			timer = setTimeout(() => reject(new Error('the wallets were not read in time')), WALLETS_DEADLINE_MS)
		})
		try {
			summary = await Promise.race([moneySummary({ provider }), late])
		} finally {
			clearTimeout(timer)
		}
	} catch (error) {
		console.error('Reading the wallets failed:', error instanceof Error ? error.message : error)
		providerError = true
		summary = await moneySummary()
	}
	const held = summary.held.providerCents ?? summary.held.ledgerCents
	// A gift can only succeed into a pot's wallet: money counted on a pot without one (the demo's seeded
	// gifts, or an anomaly) is missing from the wallets read, and explains that much of a difference.
	const withoutWalletCents = Number(
		getDb()
			.select({ total: sum(donations.amountCents) })
			.from(donations)
			.innerJoin(pots, eq(pots.id, donations.potId))
			.where(
				and(
					isNull(pots.providerWalletId),
					or(eq(donations.status, 'SUCCEEDED'), isNotNull(donations.reversal)),
				),
			)
			.get()?.total ?? 0,
	)
	const e = formatEuros
	return {
		providerError,
		check: {
			status: summary.check.status,
			source: summary.check.source,
			difference: e(summary.check.differenceCents),
			differenceCents: summary.check.differenceCents,
		},
		collected: e(summary.collectedCents),
		held: e(held),
		heldLedger: e(summary.held.ledgerCents),
		walletsRead: summary.held.walletsRead,
		paidOutGross: e(summary.paidOut.grossCents),
		paidOutFees: e(summary.paidOut.feesCents),
		paidOutNet: e(summary.paidOut.netCents),
		payoutsCount: summary.paidOut.count,
		inFlight: e(summary.inFlightCents),
		reversed: e(summary.reversed.totalCents),
		refunds: e(summary.reversed.refundsCents),
		chargebacks: e(summary.reversed.chargebacksCents),
		lateFailures: e(summary.reversed.lateFailuresCents),
		openDebts: e(summary.openDebtsCents),
		withoutWallet: withoutWalletCents > 0 ? e(withoutWalletCents) : null,
	}
}

type Subject = (typeof RECONCILIATION_SUBJECTS)[number]
export const isReconciliationSubject = (value: string): value is Subject =>
	(RECONCILIATION_SUBJECTS as readonly string[]).includes(value)

/** What the reconciliation found, newest first (one page), and the pots whose totals were corrected. */
export function reconciliationView(filter: { subject: Subject | null; page: number }) {
	const db = getDb()
	const where = filter.subject ? eq(reconciliationFindings.subject, filter.subject) : undefined
	const total = db.select({ n: count() }).from(reconciliationFindings).where(where).get()?.n ?? 0
	const pageCount = Math.max(1, Math.ceil(total / MONEY_PAGE_SIZE))
	const page = Math.min(filter.page, pageCount)
	const findings = db
		.select()
		.from(reconciliationFindings)
		.where(where)
		.orderBy(desc(reconciliationFindings.detectedAt), desc(reconciliationFindings.id))
		.limit(MONEY_PAGE_SIZE)
		.offset((page - 1) * MONEY_PAGE_SIZE)
		.all()
		.map((f) => ({
			id: f.id,
			detectedAt: f.detectedAt.toISOString(),
			subject: RECONCILIATION_SUBJECT_LABELS[f.subject],
			record:
				f.recordId === null
					? 'Pas encore rattaché chez nous'
					: `${f.subject === 'PAYOUT' ? 'Versement' : f.subject === 'MANDATE' ? 'Mandat' : 'Don'} n° ${f.recordId}`,
			providerId: f.providerId,
			ourStatus: f.ourStatus,
			providerStatus: f.providerStatus ?? 'aucune opération',
			action: RECONCILIATION_ACTION_LABELS[f.action],
			needsOperator: f.action === 'LEFT_FOR_OPERATOR',
			detail: f.detail,
		}))
	const totals = db
		.select({ d: potTotalsDiscrepancies, potName: pots.name })
		.from(potTotalsDiscrepancies)
		.innerJoin(pots, eq(pots.id, potTotalsDiscrepancies.potId))
		.orderBy(desc(potTotalsDiscrepancies.detectedAt))
		.limit(50)
		.all()
		.map(({ d, potName }) => ({
			id: d.id,
			detectedAt: d.detectedAt.toISOString(),
			potId: d.potId,
			potName,
			stored: formatEuros(d.storedTotalCents),
			recounted: formatEuros(d.recountedTotalCents),
			counts: `${d.storedCount} → ${d.recountedCount} dons, ${d.storedDonators} → ${d.recountedDonators} participants`,
			action: RECONCILIATION_ACTION_LABELS[d.action],
		}))
	return { findings, total, page, pageCount, totals }
}

type PayoutStatus = (typeof PAYOUT_STATUSES)[number]
export const isPayoutStatus = (value: string): value is PayoutStatus =>
	(PAYOUT_STATUSES as readonly string[]).includes(value)

/** Every payout, newest first (one page), optionally of one status. */
export function adminPayouts(filter: { status: PayoutStatus | null; page: number }) {
	const db = getDb()
	const where = and(filter.status ? eq(payouts.status, filter.status) : undefined)
	const total = db.select({ n: count() }).from(payouts).where(where).get()?.n ?? 0
	const pageCount = Math.max(1, Math.ceil(total / MONEY_PAGE_SIZE))
	const page = Math.min(filter.page, pageCount)
	const rows = db
		.select({ payout: payouts, potName: pots.name, charityName: charities.name })
		.from(payouts)
		.innerJoin(pots, eq(pots.id, payouts.potId))
		.innerJoin(charities, eq(charities.id, payouts.charityId))
		.where(where)
		.orderBy(desc(payouts.id))
		.limit(MONEY_PAGE_SIZE)
		.offset((page - 1) * MONEY_PAGE_SIZE)
		.all()
		.map(({ payout: p, potName, charityName }) => ({
			id: p.id,
			charityId: p.charityId,
			charityName,
			potId: p.potId,
			potName,
			requestedOn: formatDisplayDate(p.createdAt),
			paidOn: p.succeededAt ? formatDisplayDate(p.succeededAt) : null,
			statusLabel: PAYOUT_STATUS_LABELS[p.status],
			failureReason: p.status === 'FAILED' ? payoutFailureForOperators(p.resultCode, p.failureReason) : null,
			amount: formatEuros(p.amountCents),
			fee: formatEuros(p.feeCents),
			net: formatEuros(p.amountCents - p.feeCents),
		}))
	return { rows, total, page, pageCount }
}

/**
 * The operator's "Lancer les versements maintenant": the payouts pass the five-minute job makes (ADR 027), with
 * the active provider — the payouts in flight re-read at the bank (`checked`: how many it settled), then
 * `runPayouts` (`sent`: how many it created). Running it twice, or beside the job, makes no second payout
 * (one CREATED row per pot).
 */
export async function runPayoutsNow(now = new Date()) {
	const provider = await getPaymentProvider()
	return withProviderPriority('job', () => reconcilePayouts(provider, now))
}
