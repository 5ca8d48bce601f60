import { describe, expect, test } from 'vitest'
import { HELP_CEILINGS, STATEMENT_NOTES, computeTaxStatement } from './tax-statement.ts'
import type { StatementGift, TaxRegime } from './tax-statement-types.ts'

// Every expected figure below is worked out by hand in the comments, never with the module's helpers.

let receiptCounter = 0
function gift(date: string, amountCents: number, regime: TaxRegime, receiptNumber?: string): StatementGift {
	receiptCounter += 1
	return {
		date,
		amountCents,
		regime,
		charityName: `Association ${receiptCounter}`,
		receiptNumber: receiptNumber ?? `R-${String(receiptCounter).padStart(4, '0')}`,
	}
}

const individual = (year: number, gifts: StatementGift[]) =>
	computeTaxStatement({ year, donorKind: 'INDIVIDUAL', gifts })
const company = (year: number, gifts: StatementGift[]) =>
	computeTaxStatement({ year, donorKind: 'COMPANY', gifts })

const HELP_1000 =
	"Les dons aux organismes d'aide aux personnes en difficulté donnent droit à une réduction de 75 % dans la limite de 1 000 € de dons sur l'année, tous organismes confondus."
const HELP_2025 =
	"Les dons aux organismes d'aide aux personnes en difficulté donnent droit à une réduction de 75 % dans la limite de 1 000 € de dons sur l'année (2 000 € pour les dons faits à partir du 14 octobre 2025), tous organismes confondus."
const HELP_2000 =
	"Les dons aux organismes d'aide aux personnes en difficulté donnent droit à une réduction de 75 % dans la limite de 2 000 € de dons sur l'année, tous organismes confondus."
const excessNote = (euros: string) =>
	` Le montant qui dépasse ce plafond (${euros}) est compté avec les autres dons à 66 %.`

describe('the dated ceilings of the 75 % regime', () => {
	test('1 000 € from 2020, 2 000 € for gifts made from 14 October 2025', () => {
		expect(HELP_CEILINGS).toEqual([
			{ from: '2020-01-01', ceilingCents: 100_000 },
			{ from: '2025-10-14', ceilingCents: 200_000 },
		])
	})
})

describe('computeTaxStatement, individuals', () => {
	test('66 % only', () => {
		// 100,00 + 50,50 = 150,50 €; 15 050 × 66 / 100 = 9 933
		const statement = individual(2024, [
			gift('2024-02-10', 10_000, 'INDIVIDUAL_66'),
			gift('2024-06-01', 5_050, 'INDIVIDUAL_66'),
		])
		expect(statement.totalCents).toBe(15_050)
		expect(statement.lines).toEqual([
			{ regime: 'INDIVIDUAL_66', ratePercent: 66, baseCents: 15_050, reductionCents: 9_933 },
		])
		expect(statement.estimatedReductionCents).toBe(9_933)
		expect(statement.notes).toEqual([
			'Ce relevé est un récapitulatif : il ne remplace pas vos reçus fiscaux.',
			"La réduction de 66 % est limitée à 20 % de votre revenu imposable : si vos dons dépassent cette limite, l'excédent donne droit à la réduction les cinq années suivantes. C'est à vous de le vérifier sur votre déclaration.",
		])
	})

	test('75 % within the 1 000 € ceiling', () => {
		// 300 + 200 = 500 € ≤ 1 000 €; 50 000 × 75 / 100 = 37 500
		const statement = individual(2024, [
			gift('2024-03-01', 30_000, 'INDIVIDUAL_75'),
			gift('2024-09-01', 20_000, 'INDIVIDUAL_75'),
		])
		expect(statement.lines).toEqual([
			{ regime: 'INDIVIDUAL_75', ratePercent: 75, baseCents: 50_000, reductionCents: 37_500 },
		])
		expect(statement.estimatedReductionCents).toBe(37_500)
		expect(statement.notes).toEqual([STATEMENT_NOTES.summary, HELP_1000])
	})

	test('75 % over the 1 000 € ceiling in 2024: the excess is counted at 66 %', () => {
		// 700 at 75 %, then 600 of which 300 fit under 1 000 €: 1 000 € at 75 % = 750 €, 300 € at 66 % = 198 €
		const statement = individual(2024, [
			gift('2024-03-01', 70_000, 'INDIVIDUAL_75'),
			gift('2024-09-01', 60_000, 'INDIVIDUAL_75'),
		])
		expect(statement.totalCents).toBe(130_000)
		expect(statement.lines).toEqual([
			{ regime: 'INDIVIDUAL_75', ratePercent: 75, baseCents: 100_000, reductionCents: 75_000 },
			{ regime: 'INDIVIDUAL_66', ratePercent: 66, baseCents: 30_000, reductionCents: 19_800 },
		])
		expect(statement.estimatedReductionCents).toBe(94_800)
		expect(statement.notes).toEqual([
			STATEMENT_NOTES.summary,
			HELP_1000 + excessNote('300 €'),
			STATEMENT_NOTES.individualLimit,
		])
	})

	test('2025: gifts before and after 14 October, both within their ceilings', () => {
		// 800 ≤ 1 000 on 1 March; 800 + 900 = 1 700 ≤ 2 000 on 2 November: 1 700 € at 75 % = 1 275 €
		const statement = individual(2025, [
			gift('2025-03-01', 80_000, 'INDIVIDUAL_75'),
			gift('2025-11-02', 90_000, 'INDIVIDUAL_75'),
		])
		expect(statement.lines).toEqual([
			{ regime: 'INDIVIDUAL_75', ratePercent: 75, baseCents: 170_000, reductionCents: 127_500 },
		])
		expect(statement.estimatedReductionCents).toBe(127_500)
		expect(statement.notes).toEqual([STATEMENT_NOTES.summary, HELP_2025])
	})

	test('2025: the early gift is capped at 1 000 €, the later one uses the 2 000 € ceiling', () => {
		// 1 200 on 1 March: 1 000 at 75 %, 200 at 66 %; 500 on 2 November: 1 000 + 500 ≤ 2 000, all at 75 %
		// 1 500 € × 75 % = 1 125 €; 200 € × 66 % = 132 €
		const statement = individual(2025, [
			gift('2025-03-01', 120_000, 'INDIVIDUAL_75'),
			gift('2025-11-02', 50_000, 'INDIVIDUAL_75'),
		])
		expect(statement.lines).toEqual([
			{ regime: 'INDIVIDUAL_75', ratePercent: 75, baseCents: 150_000, reductionCents: 112_500 },
			{ regime: 'INDIVIDUAL_66', ratePercent: 66, baseCents: 20_000, reductionCents: 13_200 },
		])
		expect(statement.estimatedReductionCents).toBe(125_700)
		expect(statement.notes).toEqual([
			STATEMENT_NOTES.summary,
			HELP_2025 + excessNote('200 €'),
			STATEMENT_NOTES.individualLimit,
		])
	})

	test('2025: 13 October is still under 1 000 €, 14 October already under 2 000 €', () => {
		// 1 500 on 13 October: 1 000 at 75 % (750 €), 500 at 66 % (330 €)
		const before = individual(2025, [gift('2025-10-13', 150_000, 'INDIVIDUAL_75')])
		expect(before.lines).toEqual([
			{ regime: 'INDIVIDUAL_75', ratePercent: 75, baseCents: 100_000, reductionCents: 75_000 },
			{ regime: 'INDIVIDUAL_66', ratePercent: 66, baseCents: 50_000, reductionCents: 33_000 },
		])
		// 1 500 on 14 October: all at 75 % (1 125 €)
		const on = individual(2025, [gift('2025-10-14', 150_000, 'INDIVIDUAL_75')])
		expect(on.lines).toEqual([
			{ regime: 'INDIVIDUAL_75', ratePercent: 75, baseCents: 150_000, reductionCents: 112_500 },
		])
	})

	test('2025, unsorted input: the ceilings are applied in date order', () => {
		// In date order: 900 on 1 March (≤ 1 000, all at 75 %), then 1 500 on 2 November: 2 000 − 900 = 1 100 at 75 %,
		// 400 at 66 %. 2 000 € × 75 % = 1 500 €, 400 € × 66 % = 264 €.
		// (In input order the November gift would take 1 500 at 75 % and leave nothing for March: 1 500 / 900.)
		const november = gift('2025-11-02', 150_000, 'INDIVIDUAL_75')
		const march = gift('2025-03-01', 90_000, 'INDIVIDUAL_75')
		const statement = individual(2025, [november, march])
		expect(statement.gifts).toEqual([march, november])
		expect(statement.lines).toEqual([
			{ regime: 'INDIVIDUAL_75', ratePercent: 75, baseCents: 200_000, reductionCents: 150_000 },
			{ regime: 'INDIVIDUAL_66', ratePercent: 66, baseCents: 40_000, reductionCents: 26_400 },
		])
		expect(statement.estimatedReductionCents).toBe(176_400)
		expect(statement.notes[1]).toBe(HELP_2025 + excessNote('400 €'))
	})

	test('2026: the 2 000 € ceiling all year, mixed regimes', () => {
		// 75 %: 1 500 on 15 January, then 800 on 1 June of which 500 fit under 2 000 (300 over)
		// 66 %: 100 on 1 February + the 300 over = 400
		// 2 000 € × 75 % = 1 500 €; 400 € × 66 % = 264 €
		const statement = individual(2026, [
			gift('2026-01-15', 150_000, 'INDIVIDUAL_75'),
			gift('2026-02-01', 10_000, 'INDIVIDUAL_66'),
			gift('2026-06-01', 80_000, 'INDIVIDUAL_75'),
		])
		expect(statement.totalCents).toBe(240_000)
		expect(statement.lines).toEqual([
			{ regime: 'INDIVIDUAL_75', ratePercent: 75, baseCents: 200_000, reductionCents: 150_000 },
			{ regime: 'INDIVIDUAL_66', ratePercent: 66, baseCents: 40_000, reductionCents: 26_400 },
		])
		expect(statement.estimatedReductionCents).toBe(176_400)
		expect(statement.notes).toEqual([
			STATEMENT_NOTES.summary,
			HELP_2000 + excessNote('300 €'),
			STATEMENT_NOTES.individualLimit,
		])
	})

	test('mixed regimes within the ceiling, unsorted input with a same-day tie', () => {
		// 75 %: 250,00 + 49,99 = 299,99 € → 29 999 × 75 / 100 = 22 499,25 → 22 499
		// 66 %: 120,00 + 30,01 = 150,01 € → 15 001 × 66 / 100 = 9 900,66 → 9 901
		const december = gift('2024-12-01', 12_000, 'INDIVIDUAL_66', 'R-2024-0009')
		const january = gift('2024-01-05', 25_000, 'INDIVIDUAL_75', 'R-2024-0001')
		const juneB = gift('2024-06-30', 3_001, 'INDIVIDUAL_66', 'R-2024-0005')
		const juneA = gift('2024-06-30', 4_999, 'INDIVIDUAL_75', 'R-2024-0004')
		const input = [december, january, juneB, juneA]
		const statement = individual(2024, input)
		expect(statement.gifts).toEqual([january, juneA, juneB, december])
		expect(input).toEqual([december, january, juneB, juneA])
		expect(statement.totalCents).toBe(45_000)
		expect(statement.lines).toEqual([
			{ regime: 'INDIVIDUAL_75', ratePercent: 75, baseCents: 29_999, reductionCents: 22_499 },
			{ regime: 'INDIVIDUAL_66', ratePercent: 66, baseCents: 15_001, reductionCents: 9_901 },
		])
		expect(statement.estimatedReductionCents).toBe(32_400)
		expect(statement.notes).toEqual([STATEMENT_NOTES.summary, HELP_1000, STATEMENT_NOTES.individualLimit])
	})

	test('rounding to the cent, per line', () => {
		// 0,01 € at 66 %: 0,66 centime → 1
		expect(individual(2024, [gift('2024-05-05', 1, 'INDIVIDUAL_66')]).lines).toEqual([
			{ regime: 'INDIVIDUAL_66', ratePercent: 66, baseCents: 1, reductionCents: 1 },
		])
		// 0,02 € at 75 %: 1,5 centime → 2 (half rounds up)
		expect(individual(2024, [gift('2024-05-05', 2, 'INDIVIDUAL_75')]).estimatedReductionCents).toBe(2)
		// 33,33 € at 66 %: 2 199,78 → 2 200
		expect(individual(2024, [gift('2024-05-05', 3_333, 'INDIVIDUAL_66')]).estimatedReductionCents).toBe(2_200)
		// 0,01 € at 75 % and 0,01 € at 66 %: 1 + 1 = 2 (not round(0,75 + 0,66) = 1)
		const both = individual(2024, [
			gift('2024-05-05', 1, 'INDIVIDUAL_75'),
			gift('2024-05-06', 1, 'INDIVIDUAL_66'),
		])
		expect(both.lines.map((each) => each.reductionCents)).toEqual([1, 1])
		expect(both.estimatedReductionCents).toBe(2)
	})

	test('an empty year is a valid statement with zero totals', () => {
		expect(individual(2024, [])).toEqual({
			year: 2024,
			donorKind: 'INDIVIDUAL',
			gifts: [],
			totalCents: 0,
			lines: [],
			estimatedReductionCents: 0,
			notes: ['Ce relevé est un récapitulatif : il ne remplace pas vos reçus fiscaux.'],
		})
	})
})

describe('computeTaxStatement, companies', () => {
	const LIMIT_NOTE =
		"La réduction de 60 % s'applique aux dons de l'exercice, tous organismes confondus, dans la limite de 20 000 € : si 5 ‰ du chiffre d'affaires hors taxes de l'entreprise dépasse 20 000 €, c'est cette limite qui s'applique. Les dons au-delà de la limite donnent droit à la réduction les cinq exercices suivants."
	const REDUCED_RATE_NOTE =
		'Depuis 2020, la fraction des dons qui dépasse 2 000 000 € donne droit à une réduction de 40 % au lieu de 60 %, sauf pour les dons aux organismes qui fournissent gratuitement des repas, des soins ou un logement aux personnes en difficulté.'

	test('under 20 000 €: 60 % of everything', () => {
		// 5 000,00 + 2 500,50 = 7 500,50 €; 750 050 × 60 / 100 = 450 030
		const statement = company(2024, [
			gift('2024-11-20', 250_050, 'COMPANY_60'),
			gift('2024-04-02', 500_000, 'COMPANY_60'),
		])
		expect(statement.gifts.map((each) => each.date)).toEqual(['2024-04-02', '2024-11-20'])
		expect(statement.totalCents).toBe(750_050)
		expect(statement.lines).toEqual([
			{ regime: 'COMPANY_60', ratePercent: 60, baseCents: 750_050, reductionCents: 450_030 },
		])
		expect(statement.estimatedReductionCents).toBe(450_030)
		expect(statement.notes).toEqual([STATEMENT_NOTES.summary, LIMIT_NOTE])
	})

	test('exactly 20 000 €: nothing over the limit', () => {
		const statement = company(2024, [gift('2024-04-02', 2_000_000, 'COMPANY_60')])
		expect(statement.lines).toEqual([
			{ regime: 'COMPANY_60', ratePercent: 60, baseCents: 2_000_000, reductionCents: 1_200_000 },
		])
		expect(statement.notes).toEqual([STATEMENT_NOTES.summary, LIMIT_NOTE])
	})

	test('over 20 000 €: 60 % of 20 000 €, the rest in a note', () => {
		// 15 000 + 10 000 = 25 000 €; 20 000 € × 60 % = 12 000 €; 5 000 € over
		const statement = company(2025, [
			gift('2025-02-01', 1_500_000, 'COMPANY_60'),
			gift('2025-12-31', 1_000_000, 'COMPANY_60'),
		])
		expect(statement.totalCents).toBe(2_500_000)
		expect(statement.lines).toEqual([
			{ regime: 'COMPANY_60', ratePercent: 60, baseCents: 2_000_000, reductionCents: 1_200_000 },
		])
		expect(statement.estimatedReductionCents).toBe(1_200_000)
		expect(statement.notes).toEqual([
			STATEMENT_NOTES.summary,
			`${LIMIT_NOTE} Ici, 5 000 € de dons dépassent 20 000 € : ils ne sont pas comptés dans l'estimation.`,
		])
	})

	test('over 2 000 000 €: the 40 % rate is explained', () => {
		// 2 500 000,01 €: 20 000 € × 60 % = 12 000 €; 2 480 000,01 € over the limit
		const statement = company(2026, [gift('2026-06-15', 250_000_001, 'COMPANY_60')])
		expect(statement.lines).toEqual([
			{ regime: 'COMPANY_60', ratePercent: 60, baseCents: 2_000_000, reductionCents: 1_200_000 },
		])
		expect(statement.notes).toEqual([
			STATEMENT_NOTES.summary,
			`${LIMIT_NOTE} Ici, 2 480 000,01 € de dons dépassent 20 000 € : ils ne sont pas comptés dans l'estimation.`,
			REDUCED_RATE_NOTE,
		])
	})

	test('exactly 2 000 000 €: no 40 % note', () => {
		const statement = company(2026, [gift('2026-06-15', 200_000_000, 'COMPANY_60')])
		expect(statement.notes).not.toContain(REDUCED_RATE_NOTE)
		expect(statement.notes).toHaveLength(2)
	})

	test('rounding: 0,01 € at 60 % is 0,6 centime → 1', () => {
		expect(company(2024, [gift('2024-01-01', 1, 'COMPANY_60')]).estimatedReductionCents).toBe(1)
	})

	test('an empty year is a valid statement with zero totals', () => {
		expect(company(2025, [])).toEqual({
			year: 2025,
			donorKind: 'COMPANY',
			gifts: [],
			totalCents: 0,
			lines: [],
			estimatedReductionCents: 0,
			notes: [STATEMENT_NOTES.summary],
		})
	})
})

describe('computeTaxStatement refuses inconsistent input', () => {
	test.each([
		['a gift of another year', () => individual(2024, [gift('2025-01-01', 100, 'INDIVIDUAL_66')])],
		['a day that does not exist', () => individual(2024, [gift('2024-02-30', 100, 'INDIVIDUAL_66')])],
		['a date in another format', () => individual(2024, [gift('01-03-2024', 100, 'INDIVIDUAL_66')])],
		['a zero amount', () => individual(2024, [gift('2024-03-01', 0, 'INDIVIDUAL_66')])],
		['a negative amount', () => individual(2024, [gift('2024-03-01', -100, 'INDIVIDUAL_66')])],
		['a fractional amount', () => individual(2024, [gift('2024-03-01', 10.5, 'INDIVIDUAL_66')])],
		['a company gift on a person', () => individual(2024, [gift('2024-03-01', 100, 'COMPANY_60')])],
		["a person's gift on a company", () => company(2024, [gift('2024-03-01', 100, 'INDIVIDUAL_75')])],
		[
			'a 75 % gift older than the known ceilings',
			() => individual(2019, [gift('2019-06-01', 100, 'INDIVIDUAL_75')]),
		],
		['a fractional year', () => individual(2024.5, [])],
	])('%s', (_name, compute) => {
		expect(compute).toThrow(RangeError)
	})
})

describe('computeTaxStatement, the 75 % headroom (issue 28)', () => {
	test('gifts on both sides of 14 October 2025: what is left at the end of the year', () => {
		// 900 € on 13 October (ceiling 1 000 €), 600 € on 14 October (ceiling 2 000 €): 1 500 € used, 500 € left.
		const statement = individual(2025, [
			gift('2025-10-13', 90_000, 'INDIVIDUAL_75'),
			gift('2025-10-14', 60_000, 'INDIVIDUAL_75'),
			gift('2025-11-02', 10_000, 'INDIVIDUAL_66'),
		])
		expect(statement.headroom).toEqual({
			year: 2025,
			ceilingCents: 200_000,
			usedCents: 150_000,
			leftCents: 50_000,
			text: 'En 2025, vos dons aux organismes d’aide aux personnes en difficulté utilisent 1 500 € de votre plafond de 2 000 € à 75 % : il vous reste 500 €.',
		})
	})

	test('measured on the day asked for, and never negative', () => {
		const gifts = [gift('2025-03-01', 120_000, 'INDIVIDUAL_75')]
		// On 1 October 2025 the ceiling is 1 000 €: 1 000 € used, nothing left.
		const early = computeTaxStatement({ year: 2025, donorKind: 'INDIVIDUAL', gifts, asOf: '2025-10-01' })
		expect(early.headroom).toMatchObject({ ceilingCents: 100_000, usedCents: 100_000, leftCents: 0 })
		expect(early.headroom?.text).toBe(
			'Vous avez atteint le plafond de 1 000 € de dons à 75 % en 2025 : vos dons suivants à ces associations ouvrent droit à 66 %.',
		)
		// On 31 December: the ceiling is 2 000 €, the March gift still counts 1 000 € only.
		expect(individual(2025, gifts).headroom).toMatchObject({ usedCents: 100_000, leftCents: 100_000 })
	})

	test('no headroom without a gift at 75 %, nor for a company', () => {
		expect(individual(2026, [gift('2026-01-05', 10_000, 'INDIVIDUAL_66')]).headroom).toBeUndefined()
		expect(company(2026, [gift('2026-01-05', 10_000, 'COMPANY_60')]).headroom).toBeUndefined()
	})
})
