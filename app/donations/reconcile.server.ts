import { isQuotaRefusal } from '../payments/quota.server.ts'
import { and, eq, inArray, isNotNull, isNull, lt, max, or } from 'drizzle-orm'
import { donations, mandates, payouts, providerEvents } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { recordReconciliationFinding } from '../platform/reconciliation-log.server.ts'
import { recordProviderEvent } from '../payments/events.server.ts'
import { idempotencyKeyOf, type PaymentProvider, type ProviderEvent } from '../payments/provider.ts'
import { attachPayIn, failDonation, settlePayIn } from './ledger.server.ts'
import { processMandate } from './mandate.server.ts'
import { processPendingEvents } from './provider-events.server.ts'
import { QUOTA_WAIT } from './quota-wait.server.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/**
 * A card or transfer donation still without its pay-in id this long after it was claimed is stuck: its request
 * ended long ago (provider calls time out after 10 s). Those with a pay-in id are checked at the provider.
 */
const STUCK_AFTER = 10 * MINUTE
/** Mangopay's largest page; the pages read per run are bounded (the next run goes on from the last date). */
const EVENTS_PER_PAGE = 100
const EVENT_PAGES = 20

/** One item's failure is logged and retried next run; it never stops the others. */
async function each<T>(items: T[], what: string, fn: (item: T) => Promise<boolean>) {
	let changed = 0
	for (const [index, item] of items.entries()) {
		try {
			if (await fn(item)) changed++
		} catch (error) {
			// The call budget is spent: the others would be refused too. One line, and the next run goes on.
			if (isQuotaRefusal(error)) {
				console.error(
					`Reconciliation of ${what} paused, the call budget is spent: ${items.length - index} left`,
				)
				break
			}
			console.error(
				`Reconciliation of ${what} failed (retried next run):`,
				item,
				error instanceof Error ? error.message : error,
			)
		}
	}
	return changed
}

/**
 * A card or transfer donation left without its pay-in id (a timeout or a crash between the provider's
 * answer and our update): the provider's record of the idempotency key says what happened (R1).
 */
async function resolveOrphan(
	provider: PaymentProvider,
	donation: { id: number; providerKey: string; createdAt: Date; method: string; resultCode: string | null },
	now: Date,
) {
	const original = await provider.getIdempotentResponse(idempotencyKeyOf(donation.providerKey))
	const resource = original?.resource as { Id?: unknown; id?: unknown } | undefined
	const payInId = resource?.Id ?? resource?.id
	const subject = donation.method === 'BANK_WIRE' ? 'WIRE' : 'PAY_IN'
	if (original && original.statusCode < 400 && typeof payInId === 'string') {
		attachPayIn(donation.id, payInId)
		const payIn = await provider.getPayIn(payInId)
		await settlePayIn(payIn)
		recordReconciliationFinding({
			subject,
			recordId: donation.id,
			providerId: payInId,
			ourStatus: 'CREATED',
			providerStatus: payIn.status,
			action: 'ATTACHED',
			at: now,
		})
		return true
	}
	// Refused for sure (a 4xx other than a conflict or a throttle): nothing was charged. Otherwise, once
	// STUCK_AFTER has passed (the provider call of the attempt timed out long ago), the donation is failed
	// too rather than left "en cours": a pay-in made anyway (a recorded 5xx, a request the provider received
	// late) carries our `donation-<key>` tag and is attached back to it when its event comes (`settlePayIn`).
	const status = original?.statusCode ?? null
	const refused = status !== null && status >= 400 && status < 500 && status !== 409 && status !== 429
	// A gift waiting for the provider's call budget is kept for the donor to resume (quota-wait.server.ts),
	// as long as the provider keeps its idempotency keys.
	const waitsForQuota =
		donation.resultCode === QUOTA_WAIT && donation.createdAt.getTime() > now.getTime() - DAY
	if (!waitsForQuota && (refused || donation.createdAt.getTime() < now.getTime() - STUCK_AFTER)) {
		failDonation(donation.id, 'NO_PAYIN', 'The provider has no pay-in for this donation')
		recordReconciliationFinding({
			subject,
			recordId: donation.id,
			ourStatus: 'CREATED',
			providerStatus: status === null ? null : `HTTP ${status}`,
			action: 'FAILED_MISSING',
			at: now,
		})
		return true
	}
	return false
}

/** The status an event announces, as our rows write it (`PAYIN_NORMAL_SUCCEEDED` → `SUCCEEDED`). */
const MANDATE_EVENT_STATUS: Record<string, string> = {
	MANDATE_CREATED: 'CREATED',
	MANDATE_SUBMITTED: 'SUBMITTED',
	MANDATE_ACTIVATED: 'ACTIVE',
	MANDATE_FAILED: 'FAILED',
	MANDATE_EXPIRED: 'EXPIRED',
}

/** Our row for the object of a money event, and the status the event announces (null: not comparable). */
function ourSideOf(event: ProviderEvent) {
	const db = getDb()
	const type = event.eventType
	const normal = /^(PAYIN|PAYOUT)_NORMAL_(\w+)$/.exec(type)?.[2] ?? null
	if (type.startsWith('PAYOUT_NORMAL_')) {
		const row = db
			.select({ id: payouts.id, status: payouts.status })
			.from(payouts)
			.where(eq(payouts.providerPayoutId, event.resourceId))
			.get()
		return { subject: 'PAYOUT' as const, row, announced: normal }
	}
	if (type.startsWith('MANDATE_')) {
		const row = db
			.select({ id: mandates.id, status: mandates.status })
			.from(mandates)
			.where(eq(mandates.providerMandateId, event.resourceId))
			.get()
		return { subject: 'MANDATE' as const, row, announced: MANDATE_EVENT_STATUS[type] ?? null }
	}
	if (type.startsWith('PAYIN_NORMAL_')) {
		const row = db
			.select({ id: donations.id, status: donations.status, method: donations.method })
			.from(donations)
			.where(eq(donations.providerPayInId, event.resourceId))
			.get()
		return {
			subject: row?.method === 'BANK_WIRE' ? ('WIRE' as const) : ('PAY_IN' as const),
			row,
			announced: normal,
		}
	}
	if (type.startsWith('PAYIN_REFUND_') || type.startsWith('DISPUTE_')) {
		// Applied already when a donation carries this reversal's id.
		const row = db
			.select({ id: donations.id, status: donations.status })
			.from(donations)
			.where(eq(donations.providerReversalId, event.resourceId))
			.get()
		return { subject: 'PAY_IN' as const, row, announced: row ? row.status : null }
	}
	return null
}

/**
 * A money event we had never received (a lost webhook), found in the provider's list, that says something
 * our row does not say yet: recorded as a finding (our row and its status), then applied with the other
 * events. Events about other things (KYC, users) and events our rows already agree with are left out.
 */
function recordLostEvent(event: ProviderEvent, now: Date) {
	const side = ourSideOf(event)
	// A `…_CREATED` event says nothing our row could contradict: it was created when we asked.
	if (!side || side.announced === 'CREATED') return
	if (side.row && side.announced !== null && side.row.status === side.announced) return
	recordReconciliationFinding({
		subject: side.subject,
		recordId: side.row?.id ?? null,
		providerId: event.resourceId,
		ourStatus: side.row?.status ?? 'inconnu',
		providerStatus: event.eventType,
		action: 'EVENT_RECOVERED',
		at: now,
	})
}

/**
 * The backstop for lost webhooks and crashes (R5): retries stored events, re-checks every pay-in and mandate
 * still pending after a grace period, resolves donations left without a pay-in id, and reads the provider's
 * event list since the last event we know. Everything it applies is idempotent, so running it often, or
 * twice at once, is harmless.
 */
export async function reconcilePayments(provider: PaymentProvider, now = new Date()) {
	const db = getDb()
	const report = { events: 0, payIns: 0, mandates: 0, orphans: 0, listed: 0 }
	const last = db
		.select({ at: max(providerEvents.occurredAt) })
		.from(providerEvents)
		.get()?.at
	const after = Math.floor(Math.max(last ? last.getTime() - 10 * MINUTE : 0, now.getTime() - 45 * DAY) / 1000)
	try {
		// Every page: a busy window (a batch of monthly debits, a pay-in and its refund, dispute and
		// repudiation) holds more events than one page, and the next run would start from the same date.
		for (let page = 1; page <= EVENT_PAGES; page++) {
			const events = await provider.listEvents({
				afterDate: after,
				beforeDate: Math.floor(now.getTime() / 1000),
				page,
				perPage: EVENTS_PER_PAGE,
			})
			for (const event of events)
				if (recordProviderEvent(event)) {
					report.listed++
					recordLostEvent(event, now)
				}
			if (events.length < EVENTS_PER_PAGE) break
		}
	} catch (error) {
		console.error(
			'Reading the provider events failed (retried next run):',
			error instanceof Error ? error.message : error,
		)
	}
	report.events = await processPendingEvents(provider)

	const graceOver = new Date(now.getTime() - 2 * MINUTE)
	const pendingPayIns = db
		.select({ id: donations.id, method: donations.method, payInId: donations.providerPayInId })
		.from(donations)
		.where(
			and(
				eq(donations.status, 'CREATED'),
				isNotNull(donations.providerPayInId),
				lt(donations.createdAt, graceOver),
			),
		)
		.all()
	report.payIns = await each(pendingPayIns, 'a pay-in', async ({ id, method, payInId }) => {
		if (!payInId) return false
		const payIn = await provider.getPayIn(payInId)
		const { changed } = await settlePayIn(payIn)
		if (changed)
			recordReconciliationFinding({
				subject: method === 'BANK_WIRE' ? 'WIRE' : 'PAY_IN',
				recordId: id,
				providerId: payInId,
				ourStatus: 'CREATED',
				providerStatus: payIn.status,
				action: 'APPLIED',
				at: now,
			})
		return changed
	})

	const orphans = db
		.select({
			id: donations.id,
			providerKey: donations.providerKey,
			createdAt: donations.createdAt,
			method: donations.method,
			resultCode: donations.resultCode,
		})
		.from(donations)
		.where(
			and(
				eq(donations.status, 'CREATED'),
				isNull(donations.providerPayInId),
				inArray(donations.method, ['CARD', 'BANK_WIRE']),
				lt(donations.createdAt, graceOver),
			),
		)
		.all()
	report.orphans = await each(orphans, 'a donation without pay-in', (donation) =>
		resolveOrphan(provider, donation, now),
	)

	// Mandates not signed yet, and signed ones with a donation still waiting for its debit (a crash or a
	// provider failure between the signature and the debit).
	const pendingMandates = db
		.selectDistinct({ id: mandates.id, status: mandates.status, mandateId: mandates.providerMandateId })
		.from(mandates)
		.leftJoin(
			donations,
			and(
				eq(donations.mandateId, mandates.id),
				eq(donations.status, 'CREATED'),
				isNull(donations.providerPayInId),
			),
		)
		.where(
			and(
				isNotNull(mandates.providerMandateId),
				or(inArray(mandates.status, ['CREATED', 'SUBMITTED']), isNotNull(donations.id)),
			),
		)
		.all()
	report.mandates = await each(pendingMandates, 'a mandate', async ({ id, status, mandateId }) => {
		if (!mandateId) return false
		const changed = Boolean((await processMandate(provider, mandateId))?.changed)
		if (changed)
			recordReconciliationFinding({
				subject: 'MANDATE',
				recordId: id,
				providerId: mandateId,
				ourStatus: status,
				providerStatus:
					db.select({ status: mandates.status }).from(mandates).where(eq(mandates.id, id)).get()?.status ??
					null,
				action: 'APPLIED',
				at: now,
			})
		return changed
	})
	return report
}
