/**
 * The French tax reduction of gifts to charities, as pure rules shared by the simulator of
 * /deduction-fiscale-des-dons and the donor's yearly statement (./tax-statement.ts). Every ceiling that
 * changed over time is data below, keyed by the day of the gift. Money is integer cents, days `yyyy-MM-dd`.
 *
 * - Individuals (art. 200 CGI): 66 % of the gifts, the base capped at 20 % of the household's taxable income;
 *   what exceeds it is carried over to the next five years. Gifts to bodies that give free meals, care or
 *   housing to people in difficulty (art. 200, 1 ter, "amendement Coluche") — and, for gifts made from
 *   15 February 2025, bodies helping victims of domestic violence — get 75 % up to a yearly ceiling in force
 *   on the gift's day ({@link HELP_CEILINGS}); those gifts are not counted in the 20 % cap. The part above the
 *   ceiling joins the other gifts at 66 %.
 * - Companies (art. 238 bis CGI): gifts retained up to 20 000 € or 5 ‰ of the turnover excluding tax,
 *   whichever is higher, the excess carried over to the next five financial years; 60 % of the retained gifts
 *   up to 2 000 000 €, 40 % above (60 % all through for the bodies of art. 200, 1 ter).
 *
 * Rounding: each rate's reduction is rounded to the nearest cent, half a cent rounding up (the rounding the
 * tax administration uses, to the euro, on the return); the lines are then added. We keep the cents: the
 * return rounds the reduction to the nearest euro, the simulator and the statement show the exact figure.
 * The 20 % cap and 5 ‰ of the turnover are rounded down to the cent (a limit is never exceeded).
 */

/** The kind of body that receives the gift. */
export type BodyCategory = 'GENERAL' | 'PEOPLE_IN_DIFFICULTY' | 'DOMESTIC_VIOLENCE'

/**
 * The categories whose gifts get 75 % (art. 200, 1 ter CGI) and the first day of the gifts concerned (`null`:
 * since before any date this module knows); a category not listed never does. Bodies helping victims of
 * domestic violence: loi n° 2025-127 du 14 février 2025, for gifts made from 15 February 2025.
 */
export const HELP_RATE_CATEGORIES: readonly { category: BodyCategory; from: string | null }[] = [
	{ category: 'PEOPLE_IN_DIFFICULTY', from: null },
	{ category: 'DOMESTIC_VIOLENCE', from: '2025-02-15' },
]

/**
 * Ceiling of the gifts counted at 75 % (art. 200, 1 ter CGI), cumulated over a calendar year, by the date of
 * the gift: each entry applies to gifts made on or after `from` until the next one.
 */
export const HELP_CEILINGS: readonly { from: string; ceilingCents: number }[] = [
	{ from: '2020-01-01', ceilingCents: 100_000 },
	{ from: '2025-10-14', ceilingCents: 200_000 },
]

const INDIVIDUAL_RATE_PERCENT = 66
const HELP_RATE_PERCENT = 75
/** The 66 % gifts are retained up to this share of the taxable income (art. 200, 1 CGI). */
export const INCOME_CAP_PERCENT = 20
/** Years (individuals) or financial years (companies) over which an excess is carried over. */
export const CARRY_OVER_YEARS = 5

const COMPANY_RATE_PERCENT = 60
const COMPANY_REDUCED_RATE_PERCENT = 40
/** Gifts of a company retained at least up to this amount (art. 238 bis CGI)… */
export const COMPANY_GIFTS_LIMIT_CENTS = 2_000_000
/** …or up to this share of its turnover excluding tax, in per mille, when it is higher. */
const COMPANY_TURNOVER_LIMIT_PER_MILLE = 5
/** Above this amount of retained gifts a company's rate is 40 % (art. 238 bis CGI, since 2020). */
export const COMPANY_REDUCED_RATE_THRESHOLD_CENTS = 200_000_000

export type DeductionLine = { ratePercent: number; baseCents: number; reductionCents: number }

type IndividualGift = { date: string; amountCents: number; category: BodyCategory }

type IndividualDeduction = {
	totalCents: number
	/** Non-empty lines: 75 % first, then 66 %. */
	lines: DeductionLine[]
	reductionCents: number
	/** totalCents − reductionCents: what the gifts cost this year. */
	netCostCents: number
	/** Gifts above the 20 % cap, giving a reduction over the next five years. */
	carriedOverCents: number
	/** Gifts to 75 % bodies above the ceiling, counted at 66 % instead. */
	overHelpCeilingCents: number
	/** 20 % of the taxable income, or null when the income is unknown (no cap applied). */
	incomeCapCents: number | null
}

type CompanyDeduction = {
	totalCents: number
	/** Non-empty lines: 60 % first, then 40 %. */
	lines: DeductionLine[]
	reductionCents: number
	netCostCents: number
	/** Gifts above the ceiling, giving a reduction over the next five financial years. */
	carriedOverCents: number
	/** 20 000 €, or 5 ‰ of the turnover when it is higher (20 000 € when the turnover is unknown). */
	ceilingCents: number
}

function checkCents(value: number, name: string): void {
	if (!Number.isSafeInteger(value) || value < 0) {
		throw new RangeError(`${name} must be a non-negative integer number of cents, got ${value}`)
	}
}

/** `numerator / denominator` rounded to the nearest integer, half up, for non-negative integers (exact). */
function roundedDivision(numerator: number, denominator: number): number {
	const shifted = 2 * numerator + denominator
	if (!Number.isSafeInteger(shifted)) throw new RangeError('amount too large for exact arithmetic')
	return (shifted - (shifted % (2 * denominator))) / (2 * denominator)
}

function flooredDivision(numerator: number, denominator: number): number {
	if (!Number.isSafeInteger(numerator)) throw new RangeError('amount too large for exact arithmetic')
	return (numerator - (numerator % denominator)) / denominator
}

function line(ratePercent: number, baseCents: number): DeductionLine {
	return { ratePercent, baseCents, reductionCents: roundedDivision(baseCents * ratePercent, 100) }
}

/** The 75 % ceiling in force on a day. Throws a RangeError before the first known ceiling. */
export function helpCeilingOn(day: string): number {
	const entry = HELP_CEILINGS.findLast((ceiling) => ceiling.from <= day)
	if (!entry) throw new RangeError(`No 75 % ceiling is known for a gift made on ${day}`)
	return entry.ceilingCents
}

/** True when a gift to a body of this category, made on this day, gets 75 % (within the ceiling). */
export function getsHelpRate(category: BodyCategory, day: string): boolean {
	const entry = HELP_RATE_CATEGORIES.find((each) => each.category === category)
	return entry !== undefined && (entry.from === null || entry.from <= day)
}

/**
 * The reduction of an individual's gifts of one calendar year. `taxableIncomeCents` is the household's
 * taxable income (revenu net imposable); null when unknown, then the 20 % cap is not applied. Gifts to 75 %
 * bodies are taken in date order (ties in input order): each counts at 75 % for what is left under the
 * ceiling in force on its day. Throws a RangeError on amounts that are not non-negative integer cents or on
 * gifts of several years.
 */
export function computeIndividualDeduction(input: {
	gifts: readonly IndividualGift[]
	taxableIncomeCents: number | null
}): IndividualDeduction {
	const { taxableIncomeCents } = input
	if (taxableIncomeCents !== null) checkCents(taxableIncomeCents, 'taxableIncomeCents')
	for (const gift of input.gifts) checkCents(gift.amountCents, 'amountCents')
	if (new Set(input.gifts.map((gift) => gift.date.slice(0, 4))).size > 1) {
		throw new RangeError('The gifts of an individual are counted one calendar year at a time')
	}
	const gifts = [...input.gifts].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))

	let base75 = 0
	let pool66 = 0
	let overHelpCeiling = 0
	for (const gift of gifts) {
		if (getsHelpRate(gift.category, gift.date)) {
			const eligible = Math.max(0, Math.min(gift.amountCents, helpCeilingOn(gift.date) - base75))
			base75 += eligible
			overHelpCeiling += gift.amountCents - eligible
		} else {
			pool66 += gift.amountCents
		}
	}
	pool66 += overHelpCeiling
	const incomeCapCents =
		taxableIncomeCents === null ? null : flooredDivision(taxableIncomeCents * INCOME_CAP_PERCENT, 100)
	const base66 = incomeCapCents === null ? pool66 : Math.min(pool66, incomeCapCents)

	const lines = [line(HELP_RATE_PERCENT, base75), line(INDIVIDUAL_RATE_PERCENT, base66)].filter(
		(each) => each.baseCents > 0,
	)
	const totalCents = base75 + pool66
	const reductionCents = lines.reduce((sum, each) => sum + each.reductionCents, 0)
	return {
		totalCents,
		lines,
		reductionCents,
		netCostCents: totalCents - reductionCents,
		carriedOverCents: pool66 - base66,
		overHelpCeilingCents: overHelpCeiling,
		incomeCapCents,
	}
}

/** 20 000 €, or 5 ‰ of the turnover excluding tax when higher; 20 000 € when the turnover is unknown. */
export function companyCeiling(turnoverCents: number | null): number {
	if (turnoverCents === null) return COMPANY_GIFTS_LIMIT_CENTS
	checkCents(turnoverCents, 'turnoverCents')
	const perMille = flooredDivision(turnoverCents * COMPANY_TURNOVER_LIMIT_PER_MILLE, 1000)
	return Math.max(COMPANY_GIFTS_LIMIT_CENTS, perMille)
}

/**
 * The reduction of a company's gifts of one financial year (`amountCents`, all bodies together).
 * `turnoverCents`: turnover excluding tax, null when unknown (then the ceiling is 20 000 €).
 * `category`: PEOPLE_IN_DIFFICULTY keeps 60 % above 2 000 000 €.
 */
export function computeCompanyDeduction(input: {
	amountCents: number
	turnoverCents: number | null
	category?: BodyCategory
}): CompanyDeduction {
	const { amountCents } = input
	checkCents(amountCents, 'amountCents')
	const ceilingCents = companyCeiling(input.turnoverCents)
	const retained = Math.min(amountCents, ceilingCents)
	const threshold =
		input.category === 'PEOPLE_IN_DIFFICULTY'
			? retained
			: Math.min(retained, COMPANY_REDUCED_RATE_THRESHOLD_CENTS)
	const lines = [
		line(COMPANY_RATE_PERCENT, threshold),
		line(COMPANY_REDUCED_RATE_PERCENT, retained - threshold),
	].filter((each) => each.baseCents > 0)
	const reductionCents = lines.reduce((sum, each) => sum + each.reductionCents, 0)
	return {
		totalCents: amountCents,
		lines,
		reductionCents,
		netCostCents: amountCents - reductionCents,
		carriedOverCents: amountCents - retained,
		ceilingCents,
	}
}
