import { and, count, desc, eq, inArray } from 'drizzle-orm'
import {
	simDisputes,
	simEvents,
	simKycDocuments,
	simMandates,
	simPayIns,
	simRefunds,
	simUsers,
} from '#db/schema/sandbox.ts'
import { DAY, getSandboxDb, HOUR, now } from './core.server.ts'
import { createSandboxControl } from './index.server.ts'
import { sweepSandbox } from './sweep.server.ts'
import { pendingPayouts } from './transfers.server.ts'
import { getProviderBudget } from '../quota.server.ts'
import { lookup } from '#app/lib/lookup.ts'

/** The demo control page's data and actions (GET/POST /sandbox/controls). */

export function controlsOverview() {
	sweepSandbox()
	const db = getSandboxDb()
	const payIns = db
		.select()
		.from(simPayIns)
		.where(
			and(
				eq(simPayIns.status, 'CREATED'),
				inArray(simPayIns.paymentType, ['DIRECT_DEBIT', 'BANK_WIRE', 'CARD']),
			),
		)
		.orderBy(desc(simPayIns.createdAt))
		.limit(50)
		.all()
	const mandates = db
		.select()
		.from(simMandates)
		.where(eq(simMandates.status, 'CREATED'))
		.orderBy(desc(simMandates.createdAt))
		.limit(50)
		.all()
	// With their owner's name: the person playing the bank tells an association's documents from a company's.
	const documents = db
		.select({
			id: simKycDocuments.id,
			type: simKycDocuments.type,
			pageCount: simKycDocuments.pageCount,
			ownerName: simUsers.name,
		})
		.from(simKycDocuments)
		.leftJoin(simUsers, eq(simUsers.id, simKycDocuments.userId))
		.where(eq(simKycDocuments.status, 'VALIDATION_ASKED'))
		.orderBy(desc(simKycDocuments.createdAt))
		.limit(50)
		.all()
	// Money received, which the bank (or the platform's back office) may still send back.
	const succeeded = db
		.select()
		.from(simPayIns)
		.where(and(eq(simPayIns.status, 'SUCCEEDED'), inArray(simPayIns.paymentType, ['DIRECT_DEBIT', 'CARD'])))
		.orderBy(desc(simPayIns.executedAt), desc(simPayIns.createdAt))
		.limit(30)
		.all()
	const ids = succeeded.map((p) => p.id)
	const disputed = new Set(
		db
			.select({ payInId: simDisputes.payInId })
			.from(simDisputes)
			.where(inArray(simDisputes.payInId, ids))
			.all()
			.map((d) => d.payInId),
	)
	const refunded = new Set(
		db
			.select({ payInId: simRefunds.payInId })
			.from(simRefunds)
			.where(
				and(
					inArray(simRefunds.payInId, ids),
					eq(simRefunds.nature, 'REFUND'),
					eq(simRefunds.status, 'SUCCEEDED'),
				),
			)
			.all()
			.map((r) => r.payInId),
	)
	const pendingWebhooks =
		db.select({ n: count() }).from(simEvents).where(eq(simEvents.delivered, false)).get()?.n ?? 0
	return {
		clock: new Date(now()).toISOString(),
		payIns: payIns.map((p) => ({
			id: p.id,
			paymentType: p.paymentType,
			amount: p.debitedAmount,
			wireReference: p.wireReference,
			chargeDate: p.chargeDate ? new Date(p.chargeDate).toISOString() : null,
			threeDsUrl:
				p.paymentType === 'CARD' && p.redirectToken
					? `/sandbox/${p.secureModeNeeded ? '3ds' : 'web-card'}/${p.redirectToken}`
					: null,
		})),
		received: succeeded.map((p) => ({
			id: p.id,
			paymentType: p.paymentType,
			amount: p.debitedAmount,
			/** Already given back: a refund, or a dispute (charge-back, late failure). */
			reversal: disputed.has(p.id)
				? ('DISPUTED' as const)
				: refunded.has(p.id)
					? ('REFUNDED' as const)
					: null,
		})),
		payouts: pendingPayouts().map((p) => ({ id: p.id, amount: p.debitedAmount })),
		mandates: mandates.map((m) => ({ id: m.id, url: `/sandbox/mandate/${m.redirectToken}` })),
		documents: documents.map((d) => ({
			id: d.id,
			type: d.type,
			pageCount: d.pageCount,
			ownerName: d.ownerName,
		})),
		pendingWebhooks,
	}
}

const ADVANCES: Record<string, number> = { '1h': HOUR + 1000, '3d': 3 * DAY, '31d': 31 * DAY }

/**
 * Runs one button of the control page; returns a French message for the person. As a real bank would,
 * the simulated one then notifies the platform (webhooks) of what changed.
 */
export async function runControl(intent: string, id: string) {
	const message = await applyControl(intent, id)
	if (intent !== 'deliver') await createSandboxControl().deliverWebhooks()
	return message
}

async function applyControl(intent: string, id: string) {
	const control = createSandboxControl()
	const db = getSandboxDb()
	switch (intent) {
		case 'settle-success':
		case 'settle-insufficient':
			await control.settleDirectDebit(id, intent === 'settle-success' ? 'success' : 'insufficient_funds')
			return `Prélèvement ${id} traité.`
		case 'refund': {
			const refund = await control.refund(id)
			return refund.status === 'SUCCEEDED'
				? `Paiement ${id} remboursé (remboursement ${refund.id}).`
				: `Remboursement du paiement ${id} refusé (${refund.resultCode ?? 'erreur'}).`
		}
		case 'late-failure': {
			const { disputeId } = await control.lateFailDirectDebit(id)
			return `Prélèvement ${id} rejeté après coup par la banque (litige ${disputeId}, LATE_FAILURE_INSUFFICIENT_FUNDS).`
		}
		case 'chargeback': {
			const { disputeId } = await control.chargeBack(id)
			return `Paiement par carte ${id} contesté auprès de la banque (litige ${disputeId}).`
		}
		case 'receive-wire': {
			const payIn = db.select().from(simPayIns).where(eq(simPayIns.id, id)).get()
			if (!payIn?.wireReference) return 'Virement introuvable.'
			await control.receiveBankWire(payIn.wireReference, { amount: payIn.debitedAmount, currency: 'EUR' })
			return `Virement ${payIn.wireReference} reçu.`
		}
		case 'quota-exhaust':
			getProviderBudget().exhaust()
			return 'Quota d’appels du prestataire épuisé : les paiements attendent.'
		case 'quota-restore':
			await control.setRateLimits(null)
			getProviderBudget().restore()
			return 'Quota d’appels du prestataire rétabli.'
		case 'confirm-mandate':
			await control.confirmMandate(id)
			return `Mandat ${id} signé.`
		case 'fail-mandate':
			await control.failMandate(id)
			return `Mandat ${id} refusé.`
		case 'fail-payout': {
			const payout = await control.failPayout(id)
			return `Versement ${id} refusé par la banque de l’association (${payout.resultCode ?? 'erreur'}) : les fonds reviennent sur le porte-monnaie.`
		}
		case 'execute-payout':
			await control.executePayout(id)
			return `Versement ${id} exécuté par la banque de l’association.`
		case 'kyc-accept':
		case 'kyc-refuse':
			await control.reviewKyc(id, intent === 'kyc-accept' ? 'VALIDATED' : 'REFUSED', 'DOCUMENT_UNREADABLE')
			return `Document ${id} ${intent === 'kyc-accept' ? 'validé' : 'refusé'}.`
		case 'deliver': {
			const delivered = await control.deliverWebhooks()
			return `${delivered} notification(s) livrée(s).`
		}
		case 'advance': {
			const ms = lookup(ADVANCES, id)
			if (!ms) return 'Durée inconnue.'
			await control.advanceTime(ms)
			return 'L’horloge de la banque a avancé.'
		}
		default:
			return 'Action inconnue.'
	}
}
