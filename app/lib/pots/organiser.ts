/**
 * The organiser's view of a pot (docs/requirements.md#spec-3-4 terms: an organiser views participations and the guest list,
 * changes the end date and closes the pot): labels, the CSV export and the end-date rule. Pure, shared by
 * the page and the server.
 */
import { csvDocument, csvEuros, csvText } from '../csv.ts'
import { closingDateBounds, formatDisplayDate, parseDateInput, type IsoDay } from '../dates.ts'
import { derivedMessages, generic, potMessages } from '../messages.ts'

export type ParticipationStatus = 'CREATED' | 'SUCCEEDED' | 'FAILED' | 'REFUNDED'
export type ParticipationMethod = 'CARD' | 'DIRECT_DEBIT' | 'BANK_WIRE'

/** One participation as the organiser sees it: hidden and anonymous ones included, with their flags. */
export type OrganiserParticipation = {
	id: number
	donorName: string
	email: string
	amountCents: number
	tipCents: number
	/** An instant, as an ISO timestamp (it crosses the network as a string). */
	createdAt: string
	method: ParticipationMethod
	monthly: boolean
	status: ParticipationStatus
	isAnonymous: boolean
	isVisible: boolean
	isQuick: boolean
}

export const PARTICIPATION_STATUS_LABELS: Record<ParticipationStatus, string> = {
	CREATED: 'En attente',
	SUCCEEDED: 'Validée',
	FAILED: 'Échouée',
	REFUNDED: 'Remboursée',
}

export function participationMethodLabel(p: Pick<OrganiserParticipation, 'method' | 'monthly'>) {
	if (p.method === 'CARD') return 'Carte bancaire'
	if (p.method === 'BANK_WIRE') return 'Virement SEPA'
	return p.monthly ? 'Prélèvement mensuel' : 'Prélèvement unique'
}

const yesNo = (value: boolean) => (value ? 'Oui' : 'Non')

const PARTICIPATIONS_CSV_HEADER = [
	'Date',
	'Donateur',
	'Email',
	'Montant (€)',
	'Pourboire Donnons (€)',
	'Moyen de paiement',
	'Statut',
	'Nom masqué',
	'Montant masqué',
	'Don rapide',
] as const

/** The participations of a pot as a CSV file for French spreadsheets (app/lib/csv.ts). */
export function participationsCsv(rows: readonly OrganiserParticipation[]) {
	return csvDocument([
		PARTICIPATIONS_CSV_HEADER,
		...rows.map((p) => [
			formatDisplayDate(p.createdAt),
			csvText(p.donorName),
			csvText(p.email),
			csvEuros(p.amountCents),
			csvEuros(p.tipCents),
			participationMethodLabel(p),
			PARTICIPATION_STATUS_LABELS[p.status],
			yesNo(p.isAnonymous),
			yesNo(!p.isVisible),
			yesNo(p.isQuick),
		]),
	])
}

/** `participations-cagnotte-12.csv` */
export const participationsFileName = (potId: number) => `participations-cagnotte-${potId}.csv`

/**
 * A new end date typed by the organiser: the bounds of the creation form (docs/requirements.md#spec-2-5 and docs/requirements.md#spec-2-9: from tomorrow
 * to today + 365 days, so always in the future). Returns the ISO day or the message to show.
 */
export function parseNewClosingDate(
	text: string,
	today: Date,
): { ok: true; day: IsoDay } | { ok: false; error: string } {
	const trimmed = text.trim()
	if (!trimmed) return { ok: false, error: potMessages.closingDateRequired }
	const day = parseDateInput(trimmed)
	if (!day) return { ok: false, error: generic.invalidDate }
	const { min, max } = closingDateBounds(today)
	if (day < min || day > max) return { ok: false, error: derivedMessages.closingDateOutOfRange }
	return { ok: true, day }
}
