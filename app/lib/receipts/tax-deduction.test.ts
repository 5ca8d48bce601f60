import { describe, expect, test } from 'vitest'
import {
	type BodyCategory,
	companyCeiling,
	computeCompanyDeduction,
	computeIndividualDeduction,
	getsHelpRate,
	helpCeilingOn,
} from './tax-deduction.ts'

// Every expected figure is worked out by hand in the row's comment, in euros; the rows give cents.

const E = 100 // one euro in cents

describe('the dated rules', () => {
	test.each([
		['2020-01-01', 1_000 * E],
		['2024-12-31', 1_000 * E],
		['2025-10-13', 1_000 * E],
		['2025-10-14', 2_000 * E],
		['2026-06-01', 2_000 * E],
	])('the 75 %% ceiling for a gift made on %s is %i cents', (day, ceiling) => {
		expect(helpCeilingOn(day)).toBe(ceiling)
	})

	test('no ceiling is known before 2020', () => {
		expect(() => helpCeilingOn('2019-12-31')).toThrow(RangeError)
	})

	test.each<[BodyCategory, string, boolean]>([
		['GENERAL', '2026-01-01', false],
		['PEOPLE_IN_DIFFICULTY', '2020-01-01', true],
		['DOMESTIC_VIOLENCE', '2025-02-14', false],
		['DOMESTIC_VIOLENCE', '2025-02-15', true],
	])('%s on %s gets 75 %%: %s', (category, day, expected) => {
		expect(getsHelpRate(category, day)).toBe(expected)
	})
})

type IndividualRow = [
	name: string,
	gifts: [date: string, euros: number, category: BodyCategory][],
	incomeCents: number | null,
	expected: { lines: [rate: number, base: number, reduction: number][]; carried: number; overHelp?: number },
]

const G: BodyCategory = 'GENERAL'
const H: BodyCategory = 'PEOPLE_IN_DIFFICULTY'
const V: BodyCategory = 'DOMESTIC_VIOLENCE'

describe('computeIndividualDeduction', () => {
	test.each<IndividualRow>([
		// 100 × 66 % = 66; 20 % of 30 000 = 6 000, not reached
		[
			'66 % within the income cap',
			[['2024-03-01', 100, G]],
			30_000 * E,
			{ lines: [[66, 100, 66]], carried: 0 },
		],
		// cap 6 000: 6 000 × 66 % = 3 960; 10 000 − 6 000 = 4 000 carried over
		[
			'66 % over 20 % of the income: the excess is carried over',
			[['2024-03-01', 10_000, G]],
			30_000 * E,
			{ lines: [[66, 6_000, 3_960]], carried: 4_000 },
		],
		// cap 2 000 exactly reached
		[
			'66 % exactly at the income cap',
			[['2024-03-01', 2_000, G]],
			10_000 * E,
			{ lines: [[66, 2_000, 1_320]], carried: 0 },
		],
		// cap 0: nothing retained at 66 %, all carried over
		['zero income, general interest', [['2024-03-01', 100, G]], 0, { lines: [], carried: 100 }],
		// 75 % gifts are outside the 20 % cap: 500 × 75 % = 375
		[
			'zero income, within the 75 % ceiling',
			[['2024-05-01', 500, H]],
			0,
			{ lines: [[75, 500, 375]], carried: 0 },
		],
		// 1 000 × 75 % = 750; the 500 above the ceiling meet a cap of 0: carried over
		[
			'zero income, over the 75 % ceiling',
			[['2024-05-01', 1_500, H]],
			0,
			{ lines: [[75, 1_000, 750]], carried: 500, overHelp: 500 },
		],
		// 300 × 75 % = 225
		[
			'75 % within the ceiling',
			[['2024-05-01', 300, H]],
			40_000 * E,
			{ lines: [[75, 300, 225]], carried: 0 },
		],
		// 13 October 2025: ceiling 1 000 → 1 000 × 75 % = 750, 500 × 66 % = 330
		[
			'75 % then 66 %, gift of 13 October 2025 (ceiling 1 000 €)',
			[['2025-10-13', 1_500, H]],
			50_000 * E,
			{
				lines: [
					[75, 1_000, 750],
					[66, 500, 330],
				],
				carried: 0,
				overHelp: 500,
			},
		],
		// 14 October 2025: ceiling 2 000 → 1 500 × 75 % = 1 125
		[
			'all at 75 %, gift of 14 October 2025 (ceiling 2 000 €)',
			[['2025-10-14', 1_500, H]],
			50_000 * E,
			{ lines: [[75, 1_500, 1_125]], carried: 0 },
		],
		// 2 000 × 75 % = 1 500, 500 × 66 % = 330
		[
			'75 % then 66 % above 2 000 € from 14 October 2025',
			[['2025-10-14', 2_500, H]],
			50_000 * E,
			{
				lines: [
					[75, 2_000, 1_500],
					[66, 500, 330],
				],
				carried: 0,
				overHelp: 500,
			},
		],
		// 1 000 × 75 % = 750, 1 000 × 66 % = 660
		[
			'2 000 € on 13 October 2025: half at 66 %',
			[['2025-10-13', 2_000, H]],
			50_000 * E,
			{
				lines: [
					[75, 1_000, 750],
					[66, 1_000, 660],
				],
				carried: 0,
				overHelp: 1_000,
			},
		],
		// domestic violence before 15 February 2025: a general-interest gift, 500 × 66 % = 330
		[
			'domestic violence, 14 February 2025: 66 %',
			[['2025-02-14', 500, V]],
			50_000 * E,
			{ lines: [[66, 500, 330]], carried: 0 },
		],
		// from 15 February 2025: 500 × 75 % = 375
		[
			'domestic violence, 15 February 2025: 75 %',
			[['2025-02-15', 500, V]],
			50_000 * E,
			{ lines: [[75, 500, 375]], carried: 0 },
		],
		// 2024, counted at 66 % and under a cap of 200: 200 × 66 % = 132, 300 carried over
		[
			'domestic violence in 2024 falls under the income cap',
			[['2024-12-01', 500, V]],
			1_000 * E,
			{ lines: [[66, 200, 132]], carried: 300 },
		],
		// 1 000 × 75 % = 750; 2 000 above the ceiling, cap 2 000: 2 000 × 66 % = 1 320
		[
			'over the 75 % ceiling, the rest within the income cap',
			[['2024-06-01', 3_000, H]],
			10_000 * E,
			{
				lines: [
					[75, 1_000, 750],
					[66, 2_000, 1_320],
				],
				carried: 0,
				overHelp: 2_000,
			},
		],
		// cap 1 000: 1 000 × 66 % = 660, 1 000 carried over; 750 + 660 = 1 410
		[
			'over the 75 % ceiling and over the income cap',
			[['2024-06-01', 3_000, H]],
			5_000 * E,
			{
				lines: [
					[75, 1_000, 750],
					[66, 1_000, 660],
				],
				carried: 1_000,
				overHelp: 2_000,
			},
		],
		// no income given: no cap, 10 000 × 66 % = 6 600
		[
			'unknown income: no cap',
			[['2024-03-01', 10_000, G]],
			null,
			{ lines: [[66, 10_000, 6_600]], carried: 0 },
		],
		// 800 ≤ 1 000 in March, 800 + 900 ≤ 2 000 in November: 1 700 × 75 % = 1 275
		[
			'two gifts of 2025 under their own ceilings',
			[
				['2025-11-02', 900, H],
				['2025-03-01', 800, H],
			],
			100_000 * E,
			{ lines: [[75, 1_700, 1_275]], carried: 0 },
		],
		// March: 1 000 at 75 %, 200 above; November: 1 000 + 500 ≤ 2 000; 1 500 × 75 % = 1 125, 200 × 66 % = 132
		[
			'the March excess stays at 66 % after the ceiling rises',
			[
				['2025-03-01', 1_200, H],
				['2025-11-02', 500, H],
			],
			100_000 * E,
			{
				lines: [
					[75, 1_500, 1_125],
					[66, 200, 132],
				],
				carried: 0,
				overHelp: 200,
			},
		],
		// 2026, one ceiling of 2 000 for both 75 % categories: 1 500 + 500 at 75 % (1 500), 300 over (198),
		// plus 100 general (66): 400 × 66 % = 264
		[
			'the two 75 % categories share one ceiling',
			[
				['2026-01-15', 1_500, V],
				['2026-02-01', 100, G],
				['2026-06-01', 800, H],
			],
			60_000 * E,
			{
				lines: [
					[75, 2_000, 1_500],
					[66, 400, 264],
				],
				carried: 0,
				overHelp: 300,
			},
		],
	])('%s', (_name, gifts, incomeCents, expected) => {
		const result = computeIndividualDeduction({
			gifts: gifts.map(([date, euros, category]) => ({ date, amountCents: euros * E, category })),
			taxableIncomeCents: incomeCents,
		})
		const total = gifts.reduce((sum, [, euros]) => sum + euros, 0) * E
		const reduction = expected.lines.reduce((sum, [, , each]) => sum + each, 0) * E
		expect(result.lines).toEqual(
			expected.lines.map(([ratePercent, base, each]) => ({
				ratePercent,
				baseCents: base * E,
				reductionCents: each * E,
			})),
		)
		expect(result.totalCents).toBe(total)
		expect(result.reductionCents).toBe(reduction)
		expect(result.netCostCents).toBe(total - reduction)
		expect(result.carriedOverCents).toBe(expected.carried * E)
		expect(result.overHelpCeilingCents).toBe((expected.overHelp ?? 0) * E)
		expect(result.incomeCapCents).toBe(incomeCents === null ? null : incomeCents / 5)
	})

	test.each([
		// 0,02 € at 75 %: 1,5 centime → 2 (half up)
		['0,02 € at 75 %', 2, H, 2],
		// 0,01 € at 66 %: 0,66 centime → 1
		['0,01 € at 66 %', 1, G, 1],
		// 33,33 € at 66 %: 2 199,78 → 2 200
		['33,33 € at 66 %', 3_333, G, 2_200],
		// 12,34 € at 75 %: 925,5 → 926
		['12,34 € at 75 %', 1_234, H, 926],
	])('rounding to the nearest cent: %s', (_name, cents, category, reduction) => {
		const result = computeIndividualDeduction({
			gifts: [{ date: '2024-05-05', amountCents: cents, category }],
			taxableIncomeCents: 50_000 * E,
		})
		expect(result.reductionCents).toBe(reduction)
		expect(result.netCostCents).toBe(cents - reduction)
	})

	test('the income cap is rounded down to the cent', () => {
		// 20 % of 12 345,67 € = 2 469,134 → 2 469,13 €; 246 913 × 66 % = 162 962,58 → 162 963
		const result = computeIndividualDeduction({
			gifts: [{ date: '2024-05-05', amountCents: 500_000, category: G }],
			taxableIncomeCents: 1_234_567,
		})
		expect(result.incomeCapCents).toBe(246_913)
		expect(result.lines).toEqual([{ ratePercent: 66, baseCents: 246_913, reductionCents: 162_963 }])
		expect(result.carriedOverCents).toBe(253_087)
		expect(result.netCostCents).toBe(337_037)
	})

	test('no gift: everything is zero', () => {
		expect(computeIndividualDeduction({ gifts: [], taxableIncomeCents: 0 })).toEqual({
			totalCents: 0,
			lines: [],
			reductionCents: 0,
			netCostCents: 0,
			carriedOverCents: 0,
			overHelpCeilingCents: 0,
			incomeCapCents: 0,
		})
	})

	test.each([
		['a negative amount', [{ date: '2024-01-01', amountCents: -1, category: G }], 0],
		['a fractional amount', [{ date: '2024-01-01', amountCents: 1.5, category: G }], 0],
		['a negative income', [{ date: '2024-01-01', amountCents: 100, category: G }], -100],
		[
			'gifts of two years',
			[
				{ date: '2024-12-31', amountCents: 100, category: G },
				{ date: '2025-01-01', amountCents: 100, category: G },
			],
			0,
		],
		['a 75 % gift before the known ceilings', [{ date: '2019-06-01', amountCents: 100, category: H }], 0],
	])('refuses %s', (_name, gifts, income) => {
		expect(() => computeIndividualDeduction({ gifts: gifts as never, taxableIncomeCents: income })).toThrow(
			RangeError,
		)
	})
})

describe('computeCompanyDeduction', () => {
	const M = 1_000_000 // a million euros
	test.each<
		[
			name: string,
			euros: number,
			turnoverCents: number | null,
			category: BodyCategory,
			expected: {
				ceiling: number
				lines: [rate: number, base: number, reduction: number][]
				carried: number
			},
		]
	>([
		// 5 ‰ of 1 M€ = 5 000 < 20 000: 10 000 × 60 % = 6 000
		[
			'under the ceiling',
			10_000,
			1 * M * E,
			G,
			{ ceiling: 20_000, lines: [[60, 10_000, 6_000]], carried: 0 },
		],
		// ceiling 20 000: 20 000 × 60 % = 12 000, 10 000 carried over
		[
			'over 20 000 € when 5 ‰ of the turnover is lower',
			30_000,
			1 * M * E,
			G,
			{ ceiling: 20_000, lines: [[60, 20_000, 12_000]], carried: 10_000 },
		],
		// 5 ‰ of 10 M€ = 50 000 > 20 000: 30 000 × 60 % = 18 000
		[
			'5 ‰ of the turnover above 20 000 €',
			30_000,
			10 * M * E,
			G,
			{ ceiling: 50_000, lines: [[60, 30_000, 18_000]], carried: 0 },
		],
		// 5 ‰ of 5 M€ = 25 000: 25 000 × 60 % = 15 000, 5 000 carried over
		[
			'over 5 ‰ of the turnover',
			30_000,
			5 * M * E,
			G,
			{ ceiling: 25_000, lines: [[60, 25_000, 15_000]], carried: 5_000 },
		],
		// 5 ‰ of 4 M€ = 20 000 exactly
		[
			'5 ‰ of the turnover equal to 20 000 €',
			30_000,
			4 * M * E,
			G,
			{ ceiling: 20_000, lines: [[60, 20_000, 12_000]], carried: 10_000 },
		],
		// unknown turnover: 20 000
		['unknown turnover', 25_000, null, G, { ceiling: 20_000, lines: [[60, 20_000, 12_000]], carried: 5_000 }],
		// no turnover: 20 000
		['zero turnover', 5_000, 0, G, { ceiling: 20_000, lines: [[60, 5_000, 3_000]], carried: 0 }],
		// 5 ‰ of 1 000 M€ = 5 M€: 1,5 M€ × 60 % = 900 000
		[
			'under 2 M€',
			1_500_000,
			1_000 * M * E,
			G,
			{ ceiling: 5 * M, lines: [[60, 1_500_000, 900_000]], carried: 0 },
		],
		[
			'exactly 2 M€',
			2 * M,
			1_000 * M * E,
			G,
			{ ceiling: 5 * M, lines: [[60, 2 * M, 1_200_000]], carried: 0 },
		],
		// 2 M€ × 60 % = 1,2 M€; 1 M€ × 40 % = 400 000
		[
			'over 2 M€: 40 % above',
			3 * M,
			1_000 * M * E,
			G,
			{
				ceiling: 5 * M,
				lines: [
					[60, 2 * M, 1_200_000],
					[40, 1 * M, 400_000],
				],
				carried: 0,
			},
		],
		// ceiling 2,5 M€: 2 M€ × 60 % + 0,5 M€ × 40 % = 1,2 M€ + 200 000; 500 000 carried over
		[
			'over 2 M€ and over the ceiling',
			3 * M,
			500 * M * E,
			G,
			{
				ceiling: 2_500_000,
				lines: [
					[60, 2 * M, 1_200_000],
					[40, 500_000, 200_000],
				],
				carried: 500_000,
			},
		],
		// bodies helping people in difficulty: 3 M€ × 60 % = 1,8 M€
		[
			'over 2 M€ to a body helping people in difficulty: 60 % all through',
			3 * M,
			1_000 * M * E,
			H,
			{ ceiling: 5 * M, lines: [[60, 3 * M, 1_800_000]], carried: 0 },
		],
	])('%s', (_name, euros, turnoverCents, category, expected) => {
		const result = computeCompanyDeduction({ amountCents: euros * E, turnoverCents, category })
		const reduction = expected.lines.reduce((sum, [, , each]) => sum + each, 0) * E
		expect(result).toEqual({
			totalCents: euros * E,
			lines: expected.lines.map(([ratePercent, base, each]) => ({
				ratePercent,
				baseCents: base * E,
				reductionCents: each * E,
			})),
			reductionCents: reduction,
			netCostCents: euros * E - reduction,
			carriedOverCents: expected.carried * E,
			ceilingCents: expected.ceiling * E,
		})
	})

	test('5 ‰ of the turnover is rounded down to the cent', () => {
		// 4 600 001,99 € × 5 ‰ = 23 000,009 95 € → 23 000,00 € (rounding to nearest would give 23 000,01 €)
		expect(companyCeiling(460_000_199)).toBe(2_300_000)
		const result = computeCompanyDeduction({ amountCents: 3_000_000, turnoverCents: 460_000_199 })
		expect(result.reductionCents).toBe(1_380_000)
		expect(result.carriedOverCents).toBe(700_000)
	})

	test('rounding: 0,01 € at 60 % is 0,6 centime → 1', () => {
		expect(computeCompanyDeduction({ amountCents: 1, turnoverCents: null }).reductionCents).toBe(1)
	})

	test.each([
		['a negative amount', -1, 0],
		['a fractional amount', 0.5, 0],
		['a negative turnover', 100, -1],
	])('refuses %s', (_name, amountCents, turnoverCents) => {
		expect(() => computeCompanyDeduction({ amountCents, turnoverCents })).toThrow(RangeError)
	})
})
