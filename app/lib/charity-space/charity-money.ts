/**
 * The money pages of a charity's space and of the operators' area (ADR 027): the period and
 * pot filter of the donations (a GET form: `du`, `au`, `cagnotte`, `page`), the donations' CSV, and the
 * labels of the receipts, payouts, reconciliation findings and money check. Pure, shared by pages and server.
 */
import { csvDocument, csvEuros, csvText } from '../csv.ts'
import {
	addDaysToIsoDay,
	closingDateToInstant,
	formatDisplayDate,
	parseDateInput,
	type IsoDay,
} from '../dates.ts'
import {
	PARTICIPATION_STATUS_LABELS,
	participationMethodLabel,
	type ParticipationMethod,
	type ParticipationStatus,
} from '../pots/organiser.ts'

/** Rows on one page of a list; a CSV export holds at most CSV_MAX_ROWS donations. */
export const MONEY_PAGE_SIZE = 50
export const CSV_MAX_ROWS = 10_000

export type MoneyFilter = {
	/** Inclusive Paris calendar days, or null for no bound. */
	from: IsoDay | null
	to: IsoDay | null
	potId: number | null
	page: number
	/** What the form shows back: the typed text of each field. */
	values: { du: string; au: string; cagnotte: string }
	errors: { du?: string; au?: string; cagnotte?: string }
}

export const moneyFilterMessages = {
	badDate: 'Saisissez une date au format JJ/MM/AAAA.',
	badOrder: 'La date de fin doit être postérieure ou égale à la date de début.',
	badPot: 'Choisissez une cagnotte de la liste.',
} as const

const text = (params: URLSearchParams, name: string) => (params.get(name) ?? '').trim().slice(0, 40)

/**
 * Reads the filter of a donations list from its URL. A field that cannot be read is ignored (the list shows
 * everything for it) and reported beside the field: a URL typed by hand never fails the page.
 */
export function parseMoneyFilter(params: URLSearchParams): MoneyFilter {
	const values = { du: text(params, 'du'), au: text(params, 'au'), cagnotte: text(params, 'cagnotte') }
	const errors: MoneyFilter['errors'] = {}
	let from: IsoDay | null = null
	let to: IsoDay | null = null
	if (values.du) {
		from = parseDateInput(values.du)
		if (!from) errors.du = moneyFilterMessages.badDate
	}
	if (values.au) {
		to = parseDateInput(values.au)
		if (!to) errors.au = moneyFilterMessages.badDate
	}
	if (from && to && from > to) {
		errors.au = moneyFilterMessages.badOrder
		to = null
	}
	let potId: number | null = null
	if (values.cagnotte) {
		if (/^\d{1,9}$/.test(values.cagnotte) && Number(values.cagnotte) > 0) potId = Number(values.cagnotte)
		else errors.cagnotte = moneyFilterMessages.badPot
	}
	return { from, to, potId, page: listPage(params), values, errors }
}

/** The instants a period covers: from the Paris midnight of `from` to the end of `to`, both included. */
export function periodInstants(filter: Pick<MoneyFilter, 'from' | 'to'>) {
	return {
		start: filter.from
			? new Date(closingDateToInstant(addDaysToIsoDay(filter.from, -1)).getTime() + 1)
			: null,
		end: filter.to ? closingDateToInstant(filter.to) : null,
	}
}

/** The query string of a filter (only the fields that were read), for the pages' links and the CSV link. */
export function moneyFilterQuery(filter: Pick<MoneyFilter, 'from' | 'to' | 'potId'>, page = 1) {
	const params = new URLSearchParams()
	if (filter.from) params.set('du', filter.from)
	if (filter.to) params.set('au', filter.to)
	if (filter.potId) params.set('cagnotte', String(filter.potId))
	if (page > 1) params.set('page', String(page))
	const query = params.toString()
	return query ? `?${query}` : ''
}

/** One donation as the charity sees it. */
export type CharityDonation = {
	id: number
	/** When it succeeded (else when it was made), as an ISO timestamp. */
	date: string
	potId: number
	potName: string
	/** The donor as the receipt names them (the person's or the company's name). */
	donor: string
	amountCents: number
	method: ParticipationMethod
	monthly: boolean
	status: ParticipationStatus
	receiptNumber: string | null
	receiptCancelled: boolean
}

/** The donor's name as a receipt prints it: first names and last name, or the company's name. */
export function receiptDonorName(donor: unknown): string | null {
	if (!donor || typeof donor !== 'object') return null
	const d = donor as { kind?: unknown; name?: unknown; firstNames?: unknown; lastName?: unknown }
	if (d.kind === 'COMPANY' && typeof d.name === 'string') return d.name.trim() || null
	if (d.kind === 'INDIVIDUAL' && typeof d.lastName === 'string') {
		const name = `${typeof d.firstNames === 'string' ? d.firstNames : ''} ${d.lastName}`.trim()
		return name || null
	}
	return null
}

export const receiptLabel = (d: Pick<CharityDonation, 'receiptNumber' | 'receiptCancelled'>) =>
	d.receiptNumber ? `${d.receiptNumber}${d.receiptCancelled ? ' (annulé)' : ''}` : ''

export const CHARITY_DONATIONS_CSV_HEADER = [
	'Date',
	'N° du don',
	'Cagnotte',
	'Donateur',
	'Montant (€)',
	'Moyen de paiement',
	'Statut',
	'N° du reçu fiscal',
] as const

/** The donations of a charity as a CSV file for French spreadsheets (app/lib/csv.ts). */
export function charityDonationsCsv(rows: readonly CharityDonation[]) {
	return csvDocument([
		CHARITY_DONATIONS_CSV_HEADER,
		...rows.map((d) => [
			formatDisplayDate(d.date),
			d.id,
			csvText(d.potName),
			csvText(d.donor),
			csvEuros(d.amountCents),
			participationMethodLabel(d),
			PARTICIPATION_STATUS_LABELS[d.status],
			receiptLabel(d),
		]),
	])
}

/** `dons-association-12.csv`, `dons-association-12-2026-01-01-au-2026-03-31.csv` */
export function charityDonationsFileName(charityId: number, filter: Pick<MoneyFilter, 'from' | 'to'>) {
	const period = filter.from || filter.to ? `-${filter.from ?? 'debut'}-au-${filter.to ?? 'fin'}` : ''
	return `dons-association-${charityId}${period}.csv`
}

export const RECONCILIATION_SUBJECT_LABELS = {
	PAY_IN: 'Paiement (carte, prélèvement)',
	WIRE: 'Virement',
	MANDATE: 'Mandat de prélèvement',
	PAYOUT: 'Versement',
} as const

export const RECONCILIATION_ACTION_LABELS = {
	APPLIED: 'Statut du prestataire appliqué à nos données',
	ATTACHED: 'Opération du prestataire retrouvée et rattachée',
	FAILED_MISSING: 'Aucune opération chez le prestataire : marqué en échec',
	RESENT: 'Ordre renvoyé avec la même clé (jamais de doublon)',
	EVENT_RECOVERED: 'Notification du prestataire jamais reçue : retrouvée dans sa liste et appliquée',
	LEFT_FOR_OPERATOR: 'À vérifier par un opérateur',
	CORRECTED: 'Totaux de la cagnotte recalculés',
} as const

/** The money check's verdict, as the summary page states it. */
export const moneyCheckLabel = (status: 'ok' | 'mismatch') =>
	status === 'ok' ? 'Vérification : les comptes sont justes' : 'Vérification : écart constaté'

/** A list's `page` parameter: a whole number from 1 (six digits at most), else the first page. */
export function listPage(params: URLSearchParams) {
	const pageText = text(params, 'page')
	return /^\d{1,6}$/.test(pageText) && Number(pageText) > 0 ? Number(pageText) : 1
}

/** The receipts list's filter: a year (`annee`, four digits) and a page; anything else is ignored. */
export function parseReceiptsFilter(params: URLSearchParams) {
	const yearText = text(params, 'annee')
	return { year: /^(19|20)\d{2}$/.test(yearText) ? Number(yearText) : null, page: listPage(params) }
}
