import { type RECONCILIATION_ACTIONS, reconciliationFindings } from '#db/schema/index.ts'
import { getDb } from './db.server.ts'

/**
 * Records what the reconciliation found where the provider and our records disagreed, and the action it took
 * (`reconciliation_findings`), for the operators' reconciliation view. A failure to record never stops the
 * reconciliation: it is logged.
 */
export function recordReconciliationFinding(finding: {
	subject: 'PAY_IN' | 'WIRE' | 'MANDATE' | 'PAYOUT'
	recordId: number | null
	providerId?: string | null
	ourStatus: string
	providerStatus?: string | null
	action: (typeof RECONCILIATION_ACTIONS)[number]
	detail?: string | null
	at?: Date
}) {
	try {
		getDb()
			.insert(reconciliationFindings)
			.values({
				subject: finding.subject,
				recordId: finding.recordId,
				providerId: finding.providerId ?? null,
				ourStatus: finding.ourStatus,
				providerStatus: finding.providerStatus ?? null,
				action: finding.action,
				detail: finding.detail ?? null,
				detectedAt: finding.at ?? new Date(),
			})
			.run()
	} catch (error) {
		console.error(
			'Recording a reconciliation finding failed:',
			error instanceof Error ? error.message : error,
		)
	}
}
