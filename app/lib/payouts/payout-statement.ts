import { payeeCheckMessages } from '../payments/payee-check-messages.ts'
import { PAYOUT_VOP_FAILED } from '../payments/payee-check.ts'
import { csvDocument, csvEuros, csvText } from '../csv.ts'
import { feeRuleLabel } from './payouts.ts'

/**
 * A payout's statement for the charity's accounts (ADR 027): the pot, the donations the payout carried, the
 * debts it repaid, the fee and the net amount. The PDF (app/payouts/statement-pdf.server.ts) and the CSV
 * (below) print the same figures.
 */

type PayoutStatementLine = {
	donationId: number
	/** yyyy-MM-dd, Paris time. */
	date: string
	donor: string
	method: 'CARD' | 'DIRECT_DEBIT' | 'BANK_WIRE'
	amountCents: number
	/** The money came back after the payout (a refund, a charge-back, a late failure): the charity owes it. */
	reversedAfter: boolean
}

export type PayoutStatement = {
	payoutId: number
	reference: string
	potId: number
	potName: string
	charityName: string
	organiserName: string
	status: 'CREATED' | 'SUCCEEDED' | 'FAILED'
	/** yyyy-MM-dd of the request, and of the bank's confirmation (null until SUCCEEDED). */
	requestedOn: string
	paidOn: string | null
	bankAccount: string
	lines: PayoutStatementLine[]
	/** Σ lines. */
	donationsCents: number
	/** Earlier debts of the pot this payout repaid: donationsCents − amountCents. */
	debtsRepaidCents: number
	amountCents: number
	feeCents: number
	feeRule: string
	netCents: number
}

export const METHOD_LABELS: Record<PayoutStatementLine['method'], string> = {
	CARD: 'Carte bancaire',
	DIRECT_DEBIT: 'Prélèvement SEPA',
	BANK_WIRE: 'Virement',
}

export const PAYOUT_STATUS_LABELS: Record<PayoutStatement['status'], string> = {
	CREATED: 'En cours',
	SUCCEEDED: 'Versé',
	FAILED: 'Échoué',
}

/** The result code of a payout failed by us because it was never sent (app/payouts/ledger.server.ts). */
export const PAYOUT_NOT_SENT = 'NOT_SENT'

/**
 * Why a payout failed, as a charity's members read it. The provider's own message (English, technical) stays
 * for the operators: a payout we never sent is tried again by the next run; one the bank refused waits for
 * another bank account.
 */
export function payoutFailureLabel(resultCode: string | null) {
	if (resultCode === PAYOUT_VOP_FAILED) return payeeCheckMessages.payoutFailed
	return resultCode === PAYOUT_NOT_SENT
		? 'Le versement n’a pas pu être envoyé : il sera refait automatiquement.'
		: 'La banque a refusé le versement : vérifiez le compte bancaire de l’association (inscription, étape « Compte bancaire ») ; il sera refait sur le nouveau compte.'
}

export const PAYOUT_STATEMENT_LABELS = {
	title: 'Relevé de versement',
	pot: 'Cagnotte',
	organiser: 'Organisée par',
	charity: 'Association bénéficiaire',
	reference: 'Référence du versement',
	status: 'Statut',
	requestedOn: 'Demandé le',
	paidOn: 'Versé le',
	bankAccount: 'Compte bancaire',
	donations: 'Dons versés',
	donationNumber: 'N° du don',
	date: 'Date',
	donor: 'Donateur',
	method: 'Moyen de paiement',
	amount: 'Montant',
	reversedAfter: 'remboursé après le versement : à restituer',
	donationsTotal: 'Total des dons',
	debtsRepaid: 'Dont remboursements antérieurs déduits',
	amountPaid: 'Montant prélevé sur la cagnotte',
	fee: 'Frais de la plateforme',
	feeRule: 'Règle de frais',
	net: 'Montant net versé à l’association',
} as const

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'. */
export const frenchDay = (isoDay: string) => isoDay.split('-').reverse().join('/')

/** The file name of a statement: `releve-versement-42.pdf`. */
export const payoutStatementFileName = (payoutId: number, extension: 'pdf' | 'csv') =>
	`releve-versement-${payoutId}.${extension}`

/**
 * The CSV for French spreadsheets (UTF-8 with BOM, `;`, decimal comma): a summary block, then one line per
 * donation. Names typed by people are neutralised against formula injection.
 */
export function payoutStatementCsv(s: PayoutStatement): string {
	const L = PAYOUT_STATEMENT_LABELS
	const rows: (string | number)[][] = [
		[L.title, s.reference],
		[L.pot, csvText(s.potName)],
		[L.organiser, csvText(s.organiserName)],
		[L.charity, csvText(s.charityName)],
		[L.status, PAYOUT_STATUS_LABELS[s.status]],
		[L.requestedOn, frenchDay(s.requestedOn)],
		[L.paidOn, s.paidOn ? frenchDay(s.paidOn) : ''],
		[L.bankAccount, s.bankAccount],
		[L.donationsTotal, csvEuros(s.donationsCents)],
		[L.debtsRepaid, csvEuros(s.debtsRepaidCents)],
		[L.amountPaid, csvEuros(s.amountCents)],
		[L.fee, csvEuros(s.feeCents)],
		[L.feeRule, feeRuleLabel(s.feeRule)],
		[L.net, csvEuros(s.netCents)],
		[],
		[L.donationNumber, L.date, L.donor, L.method, L.amount, 'Remarque'],
		...s.lines.map((line) => [
			line.donationId,
			frenchDay(line.date),
			csvText(line.donor),
			METHOD_LABELS[line.method],
			csvEuros(line.amountCents),
			line.reversedAfter ? L.reversedAfter : '',
		]),
	]
	return csvDocument(rows)
}

/**
 * Why a payout failed, as operators read it (/admin/versements): the provider's own message, after the French
 * cause when we know it (the payee name check's `121030`).
 */
export function payoutFailureForOperators(resultCode: string | null, providerMessage: string | null) {
	if (resultCode === PAYOUT_VOP_FAILED)
		return providerMessage
			? `${payeeCheckMessages.payoutFailed} (${providerMessage})`
			: payeeCheckMessages.payoutFailed
	return providerMessage
}
