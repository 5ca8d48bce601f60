import { describe, expect, test } from 'vitest'
import { parseFeeSetting, payoutFee } from '../payouts/payouts.ts'
import { feesExample } from './fees-example.ts'

const DAY = '2026-11-27'

describe('feesExample', () => {
	test('without a platform fee the charity receives the whole 50 €', () => {
		const example = feesExample({ kind: 'none' }, DAY)
		expect(example).toMatchObject({
			giftCents: 5_000,
			feeKind: 'none',
			platformFeeCents: 0,
			providerFeeCents: 0,
			charityReceivesCents: 5_000,
			tipCents: 200,
			donorPaysCents: 5_200,
			feeRuleLabel: 'aucun',
		})
	})

	test('at 2,5 % the payout withholds 1,25 € of 50 €', () => {
		const setting = parseFeeSetting('percent:2.5')!
		const example = feesExample(setting, DAY)
		expect(example.platformFeeCents).toBe(125)
		expect(example.platformFeeCents).toBe(payoutFee(5_000, setting))
		expect(example.charityReceivesCents).toBe(4_875)
		expect(example.feeRuleLabel).toBe('2,5 % du montant versé')
	})

	test('the fee is rounded down in the charity’s favour, as on a payout', () => {
		const example = feesExample(parseFeeSetting('percent:1.99')!, DAY)
		// 50 € × 1,99 % = 0,995 € → 0,99 €
		expect(example.platformFeeCents).toBe(99)
		expect(example.charityReceivesCents).toBe(4_901)
	})

	test('a plan is billed to the charity apart: nothing is withheld from the gift', () => {
		const example = feesExample({ kind: 'plan' }, DAY)
		expect(example.platformFeeCents).toBe(0)
		expect(example.charityReceivesCents).toBe(5_000)
		expect(example.feeRuleLabel).toBe('aucun (abonnement facturé à part)')
	})

	test('the tax reduction: 33 € at 66 %, 37,50 € at 75 %, 30 € at 60 % for a company', () => {
		const example = feesExample({ kind: 'none' }, DAY)
		expect(example.individual).toEqual({ ratePercent: 66, reductionCents: 3_300, netCostCents: 1_700 })
		expect(example.individualHelp).toEqual({ ratePercent: 75, reductionCents: 3_750, netCostCents: 1_250 })
		expect(example.company).toEqual({ ratePercent: 60, reductionCents: 3_000, netCostCents: 2_000 })
	})

	test('the tip choices are those of the recap, 0 € first', () => {
		expect(feesExample({ kind: 'none' }, DAY).tipChoicesCents).toEqual([0, 100, 200, 500])
	})
})
