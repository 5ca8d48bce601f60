/**
 * The worked example of /frais-et-commissions (issue 28): what a 50 € gift becomes, computed from the same
 * rules the code charges, so the page can never drift from them:
 * - the platform's fee is `payoutFee` of the payout rules (`PLATFORM_FEE`, ADR 027), withheld at payout;
 * - the payment provider's charges are invoiced to Donnons, never taken from a gift (ADR 010: the pay-in's
 *   only `Fees` is the tip, the pot's wallet receives exactly the gift);
 * - the tip is optional, one of `TIP_CHOICES`, 0 € pre-selected, paid on top and never deductible;
 * - the tax reduction is `computeIndividualDeduction` (66 %, 75 % for the bodies of art. 200, 1 ter CGI)
 *   and `computeCompanyDeduction` (60 %), on the gift alone.
 * Money is integer cents.
 */
import { TIP_CHOICES } from '../donations/donate-rules.ts'
import { feeRuleLabel, feeRuleOf, payoutFee, type FeeSetting } from '../payouts/payouts.ts'
import { computeCompanyDeduction, computeIndividualDeduction } from '../receipts/tax-deduction.ts'

/** The rounded gift of the example. */
export const EXAMPLE_GIFT_CENTS = 5_000
/** The tip shown in the example: one of the offered choices, not the default (0 €). */
export const EXAMPLE_TIP_CENTS: (typeof TIP_CHOICES)[number] = 200

/** What the payment provider takes from a gift or a pot: nothing, Donnons pays its invoice (ADR 010). */
export const PROVIDER_FEE_ON_GIFT_CENTS = 0

type TaxLine = { ratePercent: number; reductionCents: number; netCostCents: number }

export type FeesExample = {
	giftCents: number
	/** `none`, `percent` or `plan`, and its French wording (`2,5 % du montant versé`). */
	feeKind: FeeSetting['kind']
	feeRule: string
	feeRuleLabel: string
	/** What the payout withholds from this gift for the platform. */
	platformFeeCents: number
	providerFeeCents: number
	/** What the charity receives from this gift. */
	charityReceivesCents: number
	tipChoicesCents: number[]
	tipCents: number
	/** Gift + tip: what the donor's account is debited. */
	donorPaysCents: number
	/** Individuals at 66 % and at 75 %, companies at 60 %: the reduction and what the gift costs after it. */
	individual: TaxLine
	individualHelp: TaxLine
	company: TaxLine
}

function taxLine(ratePercent: number, giftCents: number, reductionCents: number): TaxLine {
	return { ratePercent, reductionCents, netCostCents: giftCents - reductionCents }
}

/** The example for a gift (50 € by default) under a fee setting; `day` (yyyy-MM-dd) dates the gift. */
export function feesExample(setting: FeeSetting, day: string, giftCents = EXAMPLE_GIFT_CENTS): FeesExample {
	const platformFeeCents = payoutFee(giftCents, setting)
	const reduction = (category: 'GENERAL' | 'PEOPLE_IN_DIFFICULTY') =>
		computeIndividualDeduction({
			gifts: [{ date: day, amountCents: giftCents, category }],
			taxableIncomeCents: null,
		}).reductionCents
	const companyReduction = computeCompanyDeduction({
		amountCents: giftCents,
		turnoverCents: null,
	}).reductionCents
	const rule = feeRuleOf(setting)
	return {
		giftCents,
		feeKind: setting.kind,
		feeRule: rule,
		feeRuleLabel: feeRuleLabel(rule),
		platformFeeCents,
		providerFeeCents: PROVIDER_FEE_ON_GIFT_CENTS,
		charityReceivesCents: giftCents - platformFeeCents - PROVIDER_FEE_ON_GIFT_CENTS,
		tipChoicesCents: [...TIP_CHOICES],
		tipCents: EXAMPLE_TIP_CENTS,
		donorPaysCents: giftCents + EXAMPLE_TIP_CENTS,
		individual: taxLine(66, giftCents, reduction('GENERAL')),
		individualHelp: taxLine(75, giftCents, reduction('PEOPLE_IN_DIFFICULTY')),
		company: taxLine(60, giftCents, companyReduction),
	}
}
