/**
 * The donor's yearly statement ("Relevé annuel de vos dons {year}"): a summary of the receipted gifts of a
 * calendar year with the estimated tax reduction. Computed by `computeTaxStatement` (app/lib/receipts/tax-statement.ts),
 * rendered to PDF by app/receipts/statement-pdf.server.ts. Money is integer cents, days are `yyyy-MM-dd`.
 */

/** 66 % (art. 200), 75 % for bodies helping people in difficulty (art. 200 bis, "Coluche"), 60 % companies (238 bis). */
export type TaxRegime = 'INDIVIDUAL_66' | 'INDIVIDUAL_75' | 'COMPANY_60'

/** One receipted gift (cancelled receipts are never included). */
export type StatementGift = {
	/** yyyy-MM-dd, the gift's date on its receipt. */
	date: string
	charityName: string
	amountCents: number
	receiptNumber: string
	/** The regime the charity's receipt falls under: INDIVIDUAL_75 or INDIVIDUAL_66 for a person, COMPANY_60 for a company. */
	regime: TaxRegime
}

export type StatementRegimeLine = {
	/** The regime whose rate applies to `baseCents`. */
	regime: TaxRegime
	ratePercent: number
	/** Gifts counted under this regime (for 66 %, including what exceeded the 75 % ceiling). */
	baseCents: number
	reductionCents: number
}

export type TaxStatement = {
	year: number
	donorKind: 'INDIVIDUAL' | 'COMPANY'
	/** Chronological. */
	gifts: StatementGift[]
	totalCents: number
	lines: StatementRegimeLine[]
	estimatedReductionCents: number
	/** Plain-French explanations printed under the figures (ceilings applied, what is left to the donor). */
	notes: string[]
	/** Individuals with gifts at 75 %: the year's ceiling, used and left (issue 28), and its sentence. */
	headroom?: { year: number; ceilingCents: number; usedCents: number; leftCents: number; text: string }
}
