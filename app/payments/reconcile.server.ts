import { and, eq, inArray, isNotNull, isNull, lt, max, or } from 'drizzle-orm'
import { donations, mandates, providerEvents } from '#db/schema/index.ts'
import { getDb } from '../db.server.ts'
import { processMandate } from './bank-payment.server.ts'
import { settlePayIn } from './settle.server.ts'
import { processPendingEvents, recordProviderEvent } from './events.server.ts'
import { type PaymentProvider } from './provider.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/**
 * The backstop for lost webhooks and crashes (R5): retries stored events, re-checks every pay-in and mandate
 * still pending after a grace period, and reads the provider's event list since the last event we know.
 * Everything it applies is idempotent, so running it often, or twice at once, is harmless.
 */
export async function reconcilePayments(provider: PaymentProvider, now = new Date()) {
	const db = getDb()
	const report = { events: 0, payIns: 0, mandates: 0, listed: 0 }
	const last = db
		.select({ at: max(providerEvents.occurredAt) })
		.from(providerEvents)
		.get()?.at
	const after = Math.floor(Math.max(last ? last.getTime() - 10 * MINUTE : 0, now.getTime() - 45 * DAY) / 1000)
	for (const event of await provider.listEvents({
		afterDate: after,
		beforeDate: Math.floor(now.getTime() / 1000),
	})) {
		if (recordProviderEvent(event)) report.listed++
	}
	report.events = await processPendingEvents(provider)

	const pendingPayIns = db
		.select({ payInId: donations.providerPayInId })
		.from(donations)
		.where(
			and(
				eq(donations.status, 'CREATED'),
				isNotNull(donations.providerPayInId),
				lt(donations.createdAt, new Date(now.getTime() - 2 * MINUTE))
			)
		)
		.all()
	for (const { payInId } of pendingPayIns) {
		if (payInId && (await settlePayIn(await provider.getPayIn(payInId))).changed) report.payIns++
	}
	// Mandates not signed yet, and signed ones with a donation still waiting for its debit (a crash between
	// the signature and the debit).
	const pendingMandates = db
		.selectDistinct({ mandateId: mandates.providerMandateId })
		.from(mandates)
		.leftJoin(
			donations,
			and(
				eq(donations.mandateId, mandates.id),
				eq(donations.status, 'CREATED'),
				isNull(donations.providerPayInId)
			)
		)
		.where(
			and(
				isNotNull(mandates.providerMandateId),
				or(inArray(mandates.status, ['CREATED', 'SUBMITTED']), isNotNull(donations.id))
			)
		)
		.all()
	for (const { mandateId } of pendingMandates) {
		if (mandateId && (await processMandate(provider, mandateId))?.changed) report.mandates++
	}
	return report
}
