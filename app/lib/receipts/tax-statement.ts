/**
 * The arithmetic of the donor's yearly statement (its types: ./tax-statement-types.ts). An estimate
 * from the receipts alone: we know neither the donor's taxable income nor a company's turnover, so the limits
 * that depend on them are explained in the notes, not applied. The rules themselves are those of
 * ./tax-deduction.ts (shared with the simulator of /deduction-fiscale-des-dons), called without an income or
 * a turnover:
 *
 * - Individuals (art. 200 CGI): gifts to bodies helping people in difficulty (INDIVIDUAL_75) get 75 % up to
 *   a yearly ceiling that depends on the gift's date ({@link HELP_CEILINGS}); they are taken in date order and
 *   each gift counts at 75 % for what is left under the ceiling in force on its day, the rest joins the other
 *   gifts (INDIVIDUAL_66) at 66 %. The 66 % limit (20 % of taxable income) is a note.
 * - Companies (art. 238 bis CGI): 60 % of the gifts up to 20 000 € (the limit of 5 ‰ of the turnover, when it
 *   is higher, is a note). The 40 % rate on the fraction above 2 000 000 € is a note too: within a 20 000 €
 *   limit it never applies.
 *
 * Each line's reduction is rounded to the nearest cent, half a cent up (tax-deduction.ts).
 */
import { formatEurosPlain } from './amount-in-words.ts'
import { isIsoDay } from '../dates.ts'
import {
	COMPANY_REDUCED_RATE_THRESHOLD_CENTS,
	computeCompanyDeduction,
	computeIndividualDeduction,
	HELP_CEILINGS,
	type DeductionLine,
} from './tax-deduction.ts'
import type { StatementGift, StatementRegimeLine, TaxRegime, TaxStatement } from './tax-statement-types.ts'
import { headroomMessages } from './headroom-messages.ts'
import { helpHeadroom } from './tax-headroom.ts'

/** Re-exported for the statement's readers: the ceilings live with the rules. */
export { HELP_CEILINGS }

const REGIME_OF_RATE: Record<number, TaxRegime> = {
	75: 'INDIVIDUAL_75',
	66: 'INDIVIDUAL_66',
	60: 'COMPANY_60',
}

export const STATEMENT_NOTES = {
	summary: 'Ce relevé est un récapitulatif : il ne remplace pas vos reçus fiscaux.',
	individualLimit:
		"La réduction de 66 % est limitée à 20 % de votre revenu imposable : si vos dons dépassent cette limite, l'excédent donne droit à la réduction les cinq années suivantes. C'est à vous de le vérifier sur votre déclaration.",
	companyLimit:
		"La réduction de 60 % s'applique aux dons de l'exercice, tous organismes confondus, dans la limite de 20 000 € : si 5 ‰ du chiffre d'affaires hors taxes de l'entreprise dépasse 20 000 €, c'est cette limite qui s'applique. Les dons au-delà de la limite donnent droit à la réduction les cinq exercices suivants.",
	companyReducedRate:
		'Depuis 2020, la fraction des dons qui dépasse 2 000 000 € donne droit à une réduction de 40 % au lieu de 60 %, sauf pour les dons aux organismes qui fournissent gratuitement des repas, des soins ou un logement aux personnes en difficulté.',
}

/** "1 000 €", "200,50 €" (plain spaces: the notes are printed on the PDF). */
function euros(cents: number): string {
	return formatEurosPlain(cents).replace(/,00 €$/, ' €')
}

const MONTHS = [
	'janvier',
	'février',
	'mars',
	'avril',
	'mai',
	'juin',
	'juillet',
	'août',
	'septembre',
	'octobre',
	'novembre',
	'décembre',
]

/** "14 octobre 2025" from "2025-10-14". */
function frenchDay(day: string): string {
	const [year, month, dayOfMonth] = day.split('-').map(Number)
	return `${dayOfMonth === 1 ? '1er' : dayOfMonth} ${MONTHS[(month ?? 1) - 1]} ${year}`
}

/** The ceilings in force during the year, in order (several when one changed during the year). */
function helpCeilingsOfYear(year: number): { from: string; ceilingCents: number }[] {
	const first = `${year}-01-01`
	const last = `${year}-12-31`
	return HELP_CEILINGS.filter((ceiling, index) => {
		const next = HELP_CEILINGS[index + 1]
		return ceiling.from <= last && (!next || next.from > first)
	})
}

function helpNote(year: number, excessCents: number): string {
	const [first, ...later] = helpCeilingsOfYear(year)
	const changes = later.map(
		(ceiling) => `${euros(ceiling.ceilingCents)} pour les dons faits à partir du ${frenchDay(ceiling.from)}`,
	)
	const limit = `${euros(first?.ceilingCents ?? 0)} de dons sur l'année${changes.length > 0 ? ` (${changes.join(', ')})` : ''}`
	const note = `Les dons aux organismes d'aide aux personnes en difficulté donnent droit à une réduction de 75 % dans la limite de ${limit}, tous organismes confondus.`
	return excessCents > 0
		? `${note} Le montant qui dépasse ce plafond (${euros(excessCents)}) est compté avec les autres dons à 66 %.`
		: note
}

function compare(a: string, b: string): number {
	return a < b ? -1 : a > b ? 1 : 0
}

function regimeLine({ ratePercent, baseCents, reductionCents }: DeductionLine): StatementRegimeLine {
	const regime = REGIME_OF_RATE[ratePercent]
	// 40 % (companies above 2 000 000 €) cannot occur within the 20 000 € limit applied here.
	if (!regime) throw new RangeError(`No statement regime for a rate of ${ratePercent} %`)
	return { regime, ratePercent, baseCents, reductionCents }
}

function checkInput(year: number, donorKind: 'INDIVIDUAL' | 'COMPANY', gifts: StatementGift[]): void {
	if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Invalid year ${year}`)
	for (const gift of gifts) {
		if (!isIsoDay(gift.date) || !gift.date.startsWith(`${year}-`)) {
			throw new RangeError(`Gift ${gift.receiptNumber} is dated ${gift.date}, not in ${year}`)
		}
		if (!Number.isSafeInteger(gift.amountCents) || gift.amountCents <= 0) {
			throw new RangeError(`Gift ${gift.receiptNumber}: invalid amount ${gift.amountCents}`)
		}
		if ((gift.regime === 'COMPANY_60') !== (donorKind === 'COMPANY')) {
			throw new RangeError(
				`Gift ${gift.receiptNumber}: regime ${gift.regime} for a donor of kind ${donorKind}`,
			)
		}
	}
}

/**
 * The statement of one donor's receipted gifts of one calendar year. Throws a RangeError when a gift is not
 * dated in `year`, has an amount that is not a positive integer number of cents, or has a regime that does
 * not match `donorKind`.
 */
export function computeTaxStatement(input: {
	year: number
	donorKind: 'INDIVIDUAL' | 'COMPANY'
	gifts: StatementGift[]
	/** The day the 75 % headroom is measured on (yyyy-MM-dd, in `year`): the year's last day by default. */
	asOf?: string
}): TaxStatement {
	const { year, donorKind } = input
	checkInput(year, donorKind, input.gifts)
	// By date, then receipt number, so that the order never depends on the input's (nor on a locale).
	const gifts = [...input.gifts].sort(
		(a, b) => compare(a.date, b.date) || compare(a.receiptNumber, b.receiptNumber),
	)
	const totalCents = gifts.reduce((sum, gift) => sum + gift.amountCents, 0)
	const notes = [STATEMENT_NOTES.summary]
	const lines: StatementRegimeLine[] = []
	let headroom: TaxStatement['headroom']

	if (donorKind === 'INDIVIDUAL') {
		// Each receipt already says its rate: a 75 % receipt is a body of art. 200, 1 ter (either category).
		const deduction = computeIndividualDeduction({
			gifts: gifts.map((gift) => ({
				date: gift.date,
				amountCents: gift.amountCents,
				category: gift.regime === 'INDIVIDUAL_75' ? 'PEOPLE_IN_DIFFICULTY' : 'GENERAL',
			})),
			taxableIncomeCents: null,
		})
		lines.push(...deduction.lines.map(regimeLine))
		if (lines.some((each) => each.regime === 'INDIVIDUAL_75')) {
			notes.push(helpNote(year, deduction.overHelpCeilingCents))
		}
		if (lines.some((each) => each.regime === 'INDIVIDUAL_66')) notes.push(STATEMENT_NOTES.individualLimit)
		const helpGifts = gifts.filter((gift) => gift.regime === 'INDIVIDUAL_75')
		if (helpGifts.length > 0) headroom = statementHeadroom(year, helpGifts, input.asOf)
	} else if (totalCents > 0) {
		const deduction = computeCompanyDeduction({ amountCents: totalCents, turnoverCents: null })
		lines.push(...deduction.lines.map(regimeLine))
		const overLimit = deduction.carriedOverCents
		notes.push(
			overLimit > 0
				? `${STATEMENT_NOTES.companyLimit} Ici, ${euros(overLimit)} de dons dépassent 20 000 € : ils ne sont pas comptés dans l'estimation.`
				: STATEMENT_NOTES.companyLimit,
		)
		if (totalCents > COMPANY_REDUCED_RATE_THRESHOLD_CENTS) notes.push(STATEMENT_NOTES.companyReducedRate)
	}

	return {
		year,
		donorKind,
		gifts,
		totalCents,
		lines,
		estimatedReductionCents: lines.reduce((sum, each) => sum + each.reductionCents, 0),
		notes,
		...(headroom ? { headroom } : {}),
	}
}

/** The 75 % headroom of the statement's year (issue 28), the member area's figure, with its sentence. */
function statementHeadroom(year: number, gifts: StatementGift[], asOf = `${year}-12-31`) {
	const figures = helpHeadroom(gifts, asOf)
	const text =
		figures.leftCents === 0
			? headroomMessages.reached(euros(figures.ceilingCents), year)
			: headroomMessages.summary(
					euros(figures.usedCents),
					euros(figures.ceilingCents),
					euros(figures.leftCents),
					year,
				)
	return { ...figures, text }
}
