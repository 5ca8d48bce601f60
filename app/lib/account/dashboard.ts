/**
 * The member-area dashboards' rules (docs/requirements.md#spec-1-2-private-dashboard "Private dashboard", "Company dashboard", "Donation rows",
 * "Subscription rows"; §4 payment status, pot status, tax-receipt cell, table expansion; §9 limits).
 * Pure: shared by the dashboard service and its components.
 */
import { derivedMessages } from '../messages.ts'
import { truncateText } from '../truncate.ts'
import { lookup } from '../lookup.ts'

/** Tables list 10 rows; the 'Voir tout' / 'Voir moins' toggle appears at 10 rows or more (docs/requirements.md#spec-1-4, docs/requirements.md#spec-1-9). */
export const DASHBOARD_ROWS = 10
/** Pot names in lists: 30 characters, then an ellipsis (docs/requirements.md#spec-1-2, docs/requirements.md#spec-1-9). */
const POT_NAME_MAX = 30

export const dashboardLabels = {
	showAll: 'Voir tout',
	showLess: 'Voir moins',
	participations: 'Mes participations',
	monthly: 'Mes dons mensuels',
	pots: 'Mes cagnottes',
	potClosed: 'Terminée',
	potOpen: 'En cours',
	receiptByCharity: "Envoyé par l'Association",
	receiptUnavailable: 'Indisponible',
	// Ours (the spec names the figures without wording them).
	totalGiven: 'Total donné',
	totalReceived: 'Total reçu',
	stop: 'Arrêter',
	resume: 'Reprendre',
	// The confirmation asked before a monthly gift stops (ours: the spec names Arrêter only).
	stopTitle: 'Arrêter votre don mensuel ?',
	stopConfirm: 'Oui, arrêter mon don mensuel',
	stopKeep: 'Non, garder mon don mensuel',
	stopResumeNote:
		'Vous pourrez le reprendre depuis votre tableau de bord tant que la cagnotte n’est pas terminée.',
} as const

/** What the donor is asked before stopping a monthly gift. */
export function stopQuestion(gift: { amount: string; potFullName: string; charityName: string }) {
	return `Votre don de ${gift.amount} par mois à la cagnotte « ${gift.potFullName} » au profit de ${gift.charityName} ne sera plus prélevé.`
}

/** 'A very long pot name…': at most 30 characters (counted as the reader sees them), then '…'. */
export function truncatePotName(name: string, max = POT_NAME_MAX) {
	return truncateText(name, max)
}

/** Payment status labels (docs/requirements.md#spec-1-4); REFUNDED is ours (derived message). */
const PAYMENT_LABELS: Record<string, string> = {
	CREATED: 'En attente de paiement',
	SUCCEEDED: 'Paiement effectué',
	FAILED: 'Paiement refusé',
	REFUNDED: derivedMessages.paymentRefunded,
}
/** On the company dashboard only (docs/requirements.md#spec-1-4). */
const COMPANY_PAYMENT_LABELS: Record<string, string> = { UNPAID: 'Pas de paiement', UNKNOWN: 'N/A' }

/**
 * The label of a payment status. On the company dashboard a status without a label is 'N/A' (UNKNOWN);
 * elsewhere the value is shown raw, as the spec does for the subscription statuses.
 */
export function paymentStatusLabel(status: string, options: { company?: boolean } = {}) {
	const label =
		lookup(PAYMENT_LABELS, status) ?? (options.company ? lookup(COMPANY_PAYMENT_LABELS, status) : undefined)
	return label ?? (options.company ? COMPANY_PAYMENT_LABELS.UNKNOWN! : status)
}

/**
 * A company pot's payment status (company dashboard, 'Mes cagnottes'): the status of the company's own
 * contribution to its pot (the creator's gift, spec 3 "is_main"), the latest one if several; UNPAID when it
 * has given nothing; UNKNOWN for any status we do not know.
 */
export function potPaymentStatus(ownStatuses: readonly string[]) {
	const latest = ownStatuses.at(-1)
	if (latest === undefined) return 'UNPAID'
	return latest in PAYMENT_LABELS ? latest : 'UNKNOWN'
}

/** 'Terminée' once now is after the pot's closing date, else 'En cours' (docs/requirements.md#spec-1-4). */
export function potStatusLabel(closingDate: Date, now: Date) {
	return now.getTime() > closingDate.getTime() ? dashboardLabels.potClosed : dashboardLabels.potOpen
}

/** Subscription statuses (docs/requirements.md#spec-1-4): the spec names them without French labels (ours: derived). */
const SUBSCRIPTION_LABELS: Record<string, string> = {
	ACTIVE: derivedMessages.subscriptionActive,
	CLOSED: derivedMessages.subscriptionClosed,
	CANCELED: derivedMessages.subscriptionCanceled,
	MANDATE_REFUSED: derivedMessages.subscriptionMandateRefused,
	MANDATE_REACTIVATED: derivedMessages.subscriptionMandateReactivated,
}

/** Any other value is displayed raw (docs/requirements.md#spec-1-4). */
export const subscriptionStatusLabel = (status: string) => lookup(SUBSCRIPTION_LABELS, status) ?? status

/** 'Arrêter' is offered when ACTIVE (docs/requirements.md#spec-1-4). */
export const canStopSubscription = (status: string) => status === 'ACTIVE'

/** 'Reprendre' when not ACTIVE, not mandate-refused and the pot not finished (docs/requirements.md#spec-1-4). */
export const canResumeSubscription = (status: string, potFinished: boolean) =>
	status !== 'ACTIVE' && status !== 'MANDATE_REFUSED' && !potFinished

/**
 * A monthly gift as its dashboard row shows it: on a finished pot it is over whatever its status says (the
 * daily run closes it at its next pass), so it reads 'Terminé' and offers neither Arrêter nor Reprendre; a
 * refused mandate keeps its own label.
 */
export function monthlyGiftView(status: string, potFinished: boolean) {
	const over = potFinished && status !== 'MANDATE_REFUSED'
	const shown = over ? 'CLOSED' : status
	return {
		status: subscriptionStatusLabel(shown),
		canStop: canStopSubscription(shown),
		canResume: canResumeSubscription(shown, potFinished),
	}
}

/** Debit day choices 1 to 31 (docs/requirements.md#spec-1-2, docs/requirements.md#spec-1-9). */
export const DEBIT_DAYS = Array.from({ length: 31 }, (_, i) => i + 1)
export const isDebitDay = (value: number) => Number.isInteger(value) && value >= 1 && value <= 31

export type ReceiptCell =
	{ kind: 'link'; href: string; label: string; cancelled: boolean } | { kind: 'text'; text: string }

/**
 * The tax-receipt cell (docs/requirements.md#spec-1-4): a link to the receipt when the charity's receipts are GENERATED, the
 * payment succeeded and has a date, and the receipt exists; 'Envoyé par l'Association' when the charity
 * sends its own (paid, with a date); 'Indisponible' otherwise. A receipt cancelled since (the money came
 * back) is still linked, labelled as cancelled: the PDF says so and the donor may need it.
 */
export function receiptCell(input: {
	receiptType: string
	paymentStatus: string
	paidAt: Date | string | null
	receipt: { number: string; status: string } | null
	receiptPath: (number: string) => string
}): ReceiptCell {
	const { receipt } = input
	if (receipt?.status === 'CANCELLED')
		return {
			kind: 'link',
			href: input.receiptPath(receipt.number),
			label: derivedMessages.receiptCancelled,
			cancelled: true,
		}
	const paid = input.paymentStatus === 'SUCCEEDED' && Boolean(input.paidAt)
	if (paid && input.receiptType === 'GENERATED' && receipt?.status === 'ISSUED')
		return {
			kind: 'link',
			href: input.receiptPath(receipt.number),
			label: derivedMessages.receiptLink,
			cancelled: false,
		}
	if (paid && input.receiptType !== 'GENERATED')
		return { kind: 'text', text: dashboardLabels.receiptByCharity }
	return { kind: 'text', text: dashboardLabels.receiptUnavailable }
}

/** The dashboard's three tables, as named in the `?tout=` query that expands them without JavaScript. */
const DASHBOARD_TABLES = ['participations', 'mensuels', 'cagnottes'] as const
export type DashboardTable = (typeof DASHBOARD_TABLES)[number]

/** The expanded tables of a dashboard URL (`?tout=participations&tout=cagnottes`); unknown values ignored. */
export function expandedTables(search: URLSearchParams): DashboardTable[] {
	const asked = new Set(search.getAll('tout').flatMap((v) => v.split(',')))
	return DASHBOARD_TABLES.filter((table) => asked.has(table))
}

/** The query string of a set of expanded tables ('' when none). */
export function expandedSearch(expanded: readonly DashboardTable[]) {
	const params = new URLSearchParams()
	for (const t of DASHBOARD_TABLES) if (expanded.includes(t)) params.append('tout', t)
	const query = params.toString()
	return query ? `?${query}` : ''
}

/** The query string of the toggle link of `table`: the other tables keep their state. */
export function toggleTableSearch(expanded: readonly DashboardTable[], table: DashboardTable) {
	return expandedSearch(expanded.includes(table) ? expanded.filter((t) => t !== table) : [...expanded, table])
}

/** The toggle shows from 10 rows (docs/requirements.md#spec-1-4, docs/requirements.md#spec-1-9). */
export const hasTableToggle = (total: number) => total >= DASHBOARD_ROWS
