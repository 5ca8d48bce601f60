import { parseWithZod } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import { derivedMessages, generic, paymentMessages } from '../messages.ts'
import {
	frenchLongDate,
	isSimulatorQuery,
	parseSimulatorAmount,
	simulate,
	simulatorSchema,
	type SimulatorInput,
} from './tax-simulator.ts'

const TODAY = '2026-03-10'
const parse = (query: string) => parseWithZod(new URLSearchParams(query), { schema: simulatorSchema(TODAY) })
/** Spaces of the fr-FR formatter as plain spaces, for readable expectations. */
const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ')

describe('parseSimulatorAmount', () => {
	test.each([
		['1 234,56', 123_456],
		['1\u202F234,56 €', 123_456],
		['42000', 4_200_000],
		['0,5', 50],
		['1000000000', 100_000_000_000],
	])('%s → %i cents', (text, cents) => {
		expect(parseSimulatorAmount(text, 100_000_000_000)).toBe(cents)
	})

	test.each([
		['abc', 'invalid'],
		['-100', 'invalid'],
		['12,345', 'invalid'],
		['1e9', 'invalid'],
		['1000000001', 'tooLarge'],
		['99999999999999999999', 'tooLarge'],
	])('%s → %s', (text, outcome) => {
		expect(parseSimulatorAmount(text, 100_000_000_000)).toBe(outcome)
	})
})

describe('simulatorSchema', () => {
	test('an individual, with French amounts and a French date', () => {
		const submission = parse(
			'profil=particulier&montant=1 500,00&type=personnes-en-difficulte&date=13/10/2025&revenu=42 000',
		)
		expect(submission.status).toBe('success')
		expect(submission.status === 'success' && submission.value).toEqual({
			profile: 'particulier',
			amountCents: 150_000,
			category: 'PEOPLE_IN_DIFFICULTY',
			date: '2025-10-13',
			incomeCents: 4_200_000,
		})
	})

	test('a company; no date needed, general interest by default', () => {
		const submission = parse('profil=entreprise&montant=30000&ca=5000000')
		expect(submission.status === 'success' && submission.value).toEqual({
			profile: 'entreprise',
			amountCents: 3_000_000,
			category: 'GENERAL',
			turnoverCents: 500_000_000,
		})
	})

	test("an individual's gift is dated today when the date is left out", () => {
		const submission = parse('profil=particulier&montant=100&revenu=0')
		expect(submission.status === 'success' && submission.value).toMatchObject({ date: TODAY, incomeCents: 0 })
	})

	test.each([
		['profil=inconnu&montant=100&revenu=1000', { profil: [derivedMessages.simulatorProfileRequired] }],
		['montant=100&revenu=1000', { profil: [derivedMessages.simulatorProfileRequired] }],
		['profil=particulier&montant=abc&revenu=1000', { montant: [derivedMessages.simulatorAmountInvalid] }],
		['profil=particulier&montant=-5&revenu=1000', { montant: [derivedMessages.simulatorAmountInvalid] }],
		['profil=particulier&montant=0&revenu=1000', { montant: [paymentMessages.amountRequired] }],
		['profil=particulier&revenu=1000', { montant: [paymentMessages.amountRequired] }],
		[
			'profil=particulier&montant=99999999999999999&revenu=1000',
			{ montant: [derivedMessages.simulatorAmountTooLarge] },
		],
		['profil=particulier&montant=100', { revenu: [derivedMessages.simulatorIncomeRequired] }],
		['profil=particulier&montant=100&revenu=beaucoup', { revenu: [derivedMessages.simulatorIncomeInvalid] }],
		['profil=particulier&montant=100&revenu=1000&date=31/02/2025', { date: [generic.invalidDate] }],
		[
			'profil=particulier&montant=100&revenu=1000&date=2019-12-31',
			{ date: [derivedMessages.simulatorDateOutOfRange] },
		],
		[
			'profil=particulier&montant=100&revenu=1000&date=2028-01-01',
			{ date: [derivedMessages.simulatorDateOutOfRange] },
		],
		[
			'profil=particulier&montant=100&revenu=1000&type=autre',
			{ type: [derivedMessages.simulatorBodyTypeRequired] },
		],
		['profil=entreprise&montant=100', { ca: [derivedMessages.simulatorTurnoverRequired] }],
		['profil=entreprise&montant=100&ca=-1', { ca: [derivedMessages.simulatorTurnoverInvalid] }],
		['profil=entreprise&montant=100&ca=1000000000001', { ca: [derivedMessages.simulatorTurnoverTooLarge] }],
		[
			'profil=entreprise&montant=x&ca=y',
			{ montant: [derivedMessages.simulatorAmountInvalid], ca: [derivedMessages.simulatorTurnoverInvalid] },
		],
	])('%s → French field messages', (query, errors) => {
		const submission = parse(query)
		expect(submission.status).toBe('error')
		expect(submission.status === 'error' && submission.error).toEqual(errors)
	})

	test('isSimulatorQuery: only when a field is present', () => {
		expect(isSimulatorQuery(new URLSearchParams(''))).toBe(false)
		expect(isSimulatorQuery(new URLSearchParams('utm_source=x'))).toBe(false)
		expect(isSimulatorQuery(new URLSearchParams('montant='))).toBe(true)
	})
})

describe('simulate', () => {
	const individual = (input: Partial<SimulatorInput & { profile: 'particulier' }>) =>
		simulate({
			profile: 'particulier',
			amountCents: 10_000,
			category: 'GENERAL',
			date: '2025-06-01',
			incomeCents: 3_000_000,
			...input,
		})

	test('75 % then 66 % on 13 October 2025', () => {
		// 1 000 × 75 % = 750; 500 × 66 % = 330
		const result = individual({ amountCents: 150_000, category: 'PEOPLE_IN_DIFFICULTY', date: '2025-10-13' })
		expect(result).toMatchObject({ reductionCents: 108_000, netCostCents: 42_000, carriedOverCents: 0 })
		expect(result.explanation.map(plain)).toEqual([
			'Votre don de 1 500,00 € du 13 octobre 2025 vous donne droit à une réduction d’impôt de 1 080,00 € : il vous coûte réellement 420,00 €.',
			'Le calcul : 1 000,00 € retenus à 75 % (750,00 €) et 500,00 € retenus à 66 % (330,00 €).',
			'Pour un don fait à cette date, le taux de 75 % s’applique jusqu’à 1 000,00 € de dons dans l’année : les 500,00 € au-delà comptent à 66 %.',
		])
	})

	test('carry-over above 20 % of the income', () => {
		// cap 6 000: 3 960; 4 000 carried over
		const result = individual({ amountCents: 1_000_000 })
		expect(result).toMatchObject({
			reductionCents: 396_000,
			netCostCents: 604_000,
			carriedOverCents: 400_000,
		})
		expect(plain(result.explanation.at(-1) ?? '')).toBe(
			'4 000,00 € dépassent 20 % de votre revenu imposable (6 000,00 €) : ils ne donnent rien cette année mais sont reportés sur les 5 années suivantes.',
		)
	})

	test('domestic violence before 15 February 2025 is explained', () => {
		const result = individual({ category: 'DOMESTIC_VIOLENCE', date: '2025-02-14' })
		expect(result.reductionCents).toBe(6_600)
		expect(plain(result.explanation.at(-1) ?? '')).toBe(
			'Le taux de 75 % ne s’applique aux organismes d’aide aux victimes de violences domestiques que pour les dons faits à partir du 15 février 2025 : ce don compte à 66 %.',
		)
	})

	test('a company over 2 M€ and over its ceiling', () => {
		// ceiling 5 ‰ of 500 M€ = 2,5 M€: 2 M€ × 60 % + 0,5 M€ × 40 % = 1 400 000; 500 000 carried over
		const result = simulate({
			profile: 'entreprise',
			amountCents: 300_000_000,
			category: 'GENERAL',
			turnoverCents: 50_000_000_000,
		})
		expect(result).toMatchObject({
			reductionCents: 140_000_000,
			netCostCents: 160_000_000,
			carriedOverCents: 50_000_000,
		})
		expect(result.explanation.map(plain)).toEqual([
			'Le don de 3 000 000,00 € de votre entreprise lui donne droit à une réduction d’impôt de 1 400 000,00 € : il lui coûte réellement 1 600 000,00 €.',
			'Le calcul : 2 000 000,00 € retenus à 60 % (1 200 000,00 €) et 500 000,00 € retenus à 40 % (200 000,00 €).',
			'Le plafond de l’exercice est de 2 500 000,00 € : 20 000 € ou 5 ‰ du chiffre d’affaires hors taxes, le montant le plus élevé étant retenu.',
			'500 000,00 € dépassent ce plafond : ils sont reportés et ouvrent droit à la réduction sur les 5 exercices suivants.',
		])
	})

	test('frenchLongDate', () => {
		expect(frenchLongDate('2026-01-01')).toBe('1er janvier 2026')
		expect(frenchLongDate('2025-10-14')).toBe('14 octobre 2025')
	})
})

describe('simulate with gifts already made this year to 75 % bodies (issue 28)', () => {
	const base = {
		profile: 'particulier' as const,
		category: 'PEOPLE_IN_DIFFICULTY' as const,
		incomeCents: 4_000_000,
	}

	test('1 900 € already given in 2026: of a 300 € gift, 100 € at 75 % and 200 € at 66 %', () => {
		const result = simulate({ ...base, amountCents: 30_000, date: '2026-05-01', earlierHelpCents: 190_000 })
		// 100 × 75 % = 75 €; 200 × 66 % = 132 €; 207 € in all.
		expect(result.lines).toEqual([
			{ ratePercent: 75, baseCents: 10_000, reductionCents: 7_500 },
			{ ratePercent: 66, baseCents: 20_000, reductionCents: 13_200 },
		])
		expect(result.reductionCents).toBe(20_700)
		expect(result.netCostCents).toBe(9_300)
		expect(result.explanation.join(' ').replace(/\s/g, ' ')).toContain(
			'Avec vos dons déjà faits (1 900,00 €), il vous reste 100,00 € de plafond à 75 % en 2026.'.replace(
				/\s/g,
				' ',
			),
		)
	})

	test('on either side of 14 October 2025 the same 800 € already given leave 200 € or 1 200 €', () => {
		const before = simulate({ ...base, amountCents: 50_000, date: '2025-10-13', earlierHelpCents: 80_000 })
		// 200 € at 75 % (150 €) + 300 € at 66 % (198 €).
		expect(before.reductionCents).toBe(34_800)
		const after = simulate({ ...base, amountCents: 50_000, date: '2025-10-14', earlierHelpCents: 80_000 })
		// All 500 € at 75 %.
		expect(after.reductionCents).toBe(37_500)
	})

	test('without earlier gifts the result is unchanged', () => {
		const plain = simulate({ ...base, amountCents: 30_000, date: '2026-05-01' })
		expect(simulate({ ...base, amountCents: 30_000, date: '2026-05-01', earlierHelpCents: 0 })).toEqual(plain)
		expect(plain.reductionCents).toBe(22_500)
	})

	test('the field is optional, and a wrong amount gets a French message', () => {
		const ok = parse('profil=particulier&montant=300&type=personnes-en-difficulte&revenu=40000&deja=')
		expect(ok.status).toBe('success')
		const given = parse('profil=particulier&montant=300&type=personnes-en-difficulte&revenu=40000&deja=1 900')
		expect(given.status === 'success' && given.value).toMatchObject({ earlierHelpCents: 190_000 })
		expect(ok.status === 'success' && ok.value).not.toHaveProperty('earlierHelpCents')
		const wrong = parse('profil=particulier&montant=300&type=personnes-en-difficulte&revenu=40000&deja=abc')
		expect(wrong.status).toBe('error')
		expect(wrong.status === 'error' && wrong.error?.deja).toEqual([
			'Le montant des dons déjà faits doit être un nombre positif en euros, par exemple 300',
		])
	})
})
