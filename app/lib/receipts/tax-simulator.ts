/**
 * The simulator of /deduction-fiscale-des-dons: its GET fields (profil, montant, type, date, revenu, ca), their
 * validation with French messages, and the result with the sentences that explain it. The arithmetic is in
 * ./tax-deduction.ts. Amounts are typed the French way ('1 234,56', '42 000 €'); they become integer cents.
 */
import { z } from 'zod'
import { derivedMessages, generic, paymentMessages } from '../messages.ts'
import { formatEuros, parseEuroInput } from '../money.ts'
import { isIsoDay, parseDateInput } from '../dates.ts'
import {
	type BodyCategory,
	CARRY_OVER_YEARS,
	computeCompanyDeduction,
	computeIndividualDeduction,
	type DeductionLine,
	getsHelpRate,
	helpCeilingOn,
	HELP_RATE_CATEGORIES,
	INCOME_CAP_PERCENT,
} from './tax-deduction.ts'
import { headroomMessages } from './headroom-messages.ts'
import { helpHeadroom } from './tax-headroom.ts'

const SIMULATOR_FIELDS = ['profil', 'montant', 'type', 'date', 'revenu', 'ca', 'deja'] as const

export const PROFILES = [
	{ value: 'particulier', label: 'Particulier' },
	{ value: 'entreprise', label: 'Entreprise' },
] as const
type SimulatorProfile = (typeof PROFILES)[number]['value']

/** The `type` field: the kind of body that receives the gift. */
export const BODY_TYPES: readonly { value: string; category: BodyCategory; label: string }[] = [
	{ value: 'interet-general', category: 'GENERAL', label: 'Association ou fondation d’intérêt général' },
	{
		value: 'personnes-en-difficulte',
		category: 'PEOPLE_IN_DIFFICULTY',
		label: 'Aide aux personnes en difficulté (repas, soins, logement gratuits)',
	},
	{
		value: 'violences-domestiques',
		category: 'DOMESTIC_VIOLENCE',
		label: 'Aide aux victimes de violences domestiques',
	},
]

/** The largest gift and income the simulator takes (1 000 000 000 €), and turnover (1 000 000 000 000 €). */
const SIMULATOR_MAX_AMOUNT_CENTS = 100_000_000_000
const SIMULATOR_MAX_TURNOVER_CENTS = 100_000_000_000_000

/** The first day the simulator knows the rules of. */
const SIMULATOR_FIRST_DAY = '2020-01-01'

/** True when a query string carries at least one simulator field: the form was sent. */
export function isSimulatorQuery(params: URLSearchParams): boolean {
	return SIMULATOR_FIELDS.some((field) => params.has(field))
}

const SPACES = /[\s\u00A0\u202F\u2009]/g

/** Cents, or why the text is not an amount: 'invalid' (letters, sign, format) or 'tooLarge'. */
export function parseSimulatorAmount(text: string, maxCents: number): number | 'invalid' | 'tooLarge' {
	const cents = parseEuroInput(text, Number.MAX_SAFE_INTEGER)
	if (cents !== null) return cents > maxCents ? 'tooLarge' : cents
	// Only digits, but too many of them for parseEuroInput (13 at most before the decimal separator).
	const bare = text.replace(SPACES, '').replace(/^€|€$/g, '')
	return /^\d{14,}(?:[.,]\d{0,2})?$/.test(bare) ? 'tooLarge' : 'invalid'
}

export type SimulatorInput =
	| {
			profile: 'particulier'
			amountCents: number
			category: BodyCategory
			date: string
			incomeCents: number
			/** Gifts already made this year to 75 % bodies (issue 28), counted as made before this one. */
			earlierHelpCents?: number
	  }
	| { profile: 'entreprise'; amountCents: number; category: BodyCategory; turnoverCents: number }

type AmountMessages = { required: string; invalid: string; tooLarge: string }

/** The simulator's schema; `today` (yyyy-MM-dd, Paris) is the default gift date and bounds the dates. */
export function simulatorSchema(today: string) {
	const lastDay = `${Number(today.slice(0, 4)) + 1}-12-31`
	const text = z.string().optional()
	return z
		.object({ profil: text, montant: text, type: text, date: text, revenu: text, ca: text, deja: text })
		.transform((raw, ctx): SimulatorInput => {
			const fail = (path: string, message: string): undefined => {
				ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message })
				return undefined
			}
			const amount = (path: string, value: string | undefined, max: number, messages: AmountMessages) => {
				if (value === undefined) return fail(path, messages.required)
				const parsed = parseSimulatorAmount(value, max)
				if (parsed === 'invalid') return fail(path, messages.invalid)
				if (parsed === 'tooLarge') return fail(path, messages.tooLarge)
				return parsed
			}
			const profile = PROFILES.find((each) => each.value === raw.profil)?.value
			if (!profile) fail('profil', derivedMessages.simulatorProfileRequired)
			let amountCents = amount('montant', raw.montant, SIMULATOR_MAX_AMOUNT_CENTS, {
				required: paymentMessages.amountRequired,
				invalid: derivedMessages.simulatorAmountInvalid,
				tooLarge: derivedMessages.simulatorAmountTooLarge,
			})
			if (amountCents === 0) amountCents = fail('montant', paymentMessages.amountRequired)
			const category = BODY_TYPES.find((each) => each.value === (raw.type ?? 'interet-general'))?.category
			if (!category) fail('type', derivedMessages.simulatorBodyTypeRequired)

			if (profile === 'entreprise') {
				const turnoverCents = amount('ca', raw.ca, SIMULATOR_MAX_TURNOVER_CENTS, {
					required: derivedMessages.simulatorTurnoverRequired,
					invalid: derivedMessages.simulatorTurnoverInvalid,
					tooLarge: derivedMessages.simulatorTurnoverTooLarge,
				})
				if (amountCents === undefined || !category || turnoverCents === undefined) return z.NEVER
				return { profile, amountCents, category, turnoverCents }
			}
			let date: string | undefined = raw.date === undefined ? today : (parseDateInput(raw.date) ?? undefined)
			if (date === undefined) fail('date', generic.invalidDate)
			else if (date < SIMULATOR_FIRST_DAY || date > lastDay) {
				date = fail('date', derivedMessages.simulatorDateOutOfRange)
			}
			const incomeCents = amount('revenu', raw.revenu, SIMULATOR_MAX_AMOUNT_CENTS, {
				required: derivedMessages.simulatorIncomeRequired,
				invalid: derivedMessages.simulatorIncomeInvalid,
				tooLarge: derivedMessages.simulatorIncomeTooLarge,
			})
			const earlier = raw.deja?.trim()
				? amount('deja', raw.deja, SIMULATOR_MAX_AMOUNT_CENTS, {
						required: headroomMessages.simulatorInvalid,
						invalid: headroomMessages.simulatorInvalid,
						tooLarge: headroomMessages.simulatorTooLarge,
					})
				: 0
			if (
				!profile ||
				amountCents === undefined ||
				!category ||
				!date ||
				incomeCents === undefined ||
				earlier === undefined
			) {
				return z.NEVER
			}
			return {
				profile,
				amountCents,
				category,
				date,
				incomeCents,
				...(earlier > 0 ? { earlierHelpCents: earlier } : {}),
			}
		})
}

export type SimulatorResult = {
	profile: SimulatorProfile
	amountCents: number
	reductionCents: number
	netCostCents: number
	carriedOverCents: number
	lines: DeductionLine[]
	/** Plain-French sentences that explain the figures. */
	explanation: string[]
}

const longDate = new Intl.DateTimeFormat('fr-FR', {
	day: 'numeric',
	month: 'long',
	year: 'numeric',
	timeZone: 'UTC',
})

/** '14 octobre 2025', '1er janvier 2026'. */
export function frenchLongDate(day: string): string {
	if (!isIsoDay(day)) return day
	return longDate.format(new Date(`${day}T00:00:00Z`)).replace(/^1 /, '1er ')
}

function linesSentence(lines: DeductionLine[]): string | null {
	if (lines.length === 0) return null
	const parts = lines.map(
		(each) =>
			`${formatEuros(each.baseCents)} retenus à ${each.ratePercent} % (${formatEuros(each.reductionCents)})`,
	)
	return `Le calcul : ${parts.join(' et ')}.`
}

const DOMESTIC_VIOLENCE_FROM = HELP_RATE_CATEGORIES.find(
	(each) => each.category === 'DOMESTIC_VIOLENCE',
)?.from

/** Runs the rules on valid input and explains the figures. */
export function simulate(input: SimulatorInput): SimulatorResult {
	const explanation: string[] = []
	if (input.profile === 'entreprise') {
		const result = computeCompanyDeduction({
			amountCents: input.amountCents,
			turnoverCents: input.turnoverCents,
			category: input.category,
		})
		explanation.push(
			`Le don de ${formatEuros(input.amountCents)} de votre entreprise lui donne droit à une réduction d’impôt de ${formatEuros(result.reductionCents)} : il lui coûte réellement ${formatEuros(result.netCostCents)}.`,
		)
		const calculation = linesSentence(result.lines)
		if (calculation) explanation.push(calculation)
		explanation.push(
			`Le plafond de l’exercice est de ${formatEuros(result.ceilingCents)} : 20 000 € ou 5 ‰ du chiffre d’affaires hors taxes, le montant le plus élevé étant retenu.`,
		)
		if (result.carriedOverCents > 0) {
			explanation.push(
				`${formatEuros(result.carriedOverCents)} dépassent ce plafond : ils sont reportés et ouvrent droit à la réduction sur les ${CARRY_OVER_YEARS} exercices suivants.`,
			)
		}
		return { profile: 'entreprise', ...pick(result), explanation }
	}

	const result = individualWithEarlierGifts(input)
	explanation.push(
		`Votre don de ${formatEuros(input.amountCents)} du ${frenchLongDate(input.date)} vous donne droit à une réduction d’impôt de ${formatEuros(result.reductionCents)} : il vous coûte réellement ${formatEuros(result.netCostCents)}.`,
	)
	const calculation = linesSentence(result.lines)
	if (calculation) explanation.push(calculation)
	if (input.category === 'DOMESTIC_VIOLENCE' && !getsHelpRate(input.category, input.date)) {
		explanation.push(
			`Le taux de 75 % ne s’applique aux organismes d’aide aux victimes de violences domestiques que pour les dons faits à partir du ${frenchLongDate(DOMESTIC_VIOLENCE_FROM ?? '')} : ce don compte à 66 %.`,
		)
	}
	if (result.overHelpCeilingCents > 0) {
		explanation.push(
			`Pour un don fait à cette date, le taux de 75 % s’applique jusqu’à ${formatEuros(helpCeilingOn(input.date))} de dons dans l’année : les ${formatEuros(result.overHelpCeilingCents)} au-delà comptent à 66 %.`,
		)
	}
	const earlierCents = input.earlierHelpCents ?? 0
	if (earlierCents > 0) {
		const headroom = helpHeadroom([{ date: input.date, amountCents: earlierCents }], input.date)
		explanation.push(
			headroomMessages.simulatorLeft(
				formatEuros(earlierCents),
				formatEuros(headroom.leftCents),
				headroom.year,
			),
		)
	}
	if (result.carriedOverCents > 0) {
		explanation.push(
			`${formatEuros(result.carriedOverCents)} dépassent ${INCOME_CAP_PERCENT} % de votre revenu imposable (${formatEuros(result.incomeCapCents ?? 0)}) : ils ne donnent rien cette année mais sont reportés sur les ${CARRY_OVER_YEARS} années suivantes.`,
		)
	}
	return { profile: 'particulier', ...pick(result), explanation }
}

/**
 * The individual's gift with the gifts already made this year to 75 % bodies (dated the same day, before it):
 * what THIS gift adds — each figure is the difference between the year with it and the year without it.
 */
function individualWithEarlierGifts(input: Extract<SimulatorInput, { profile: 'particulier' }>) {
	const gift = { date: input.date, amountCents: input.amountCents, category: input.category }
	const earlierCents = input.earlierHelpCents ?? 0
	const withGift = computeIndividualDeduction({ gifts: [gift], taxableIncomeCents: input.incomeCents })
	if (earlierCents === 0) return withGift
	const earlier = { date: input.date, amountCents: earlierCents, category: 'PEOPLE_IN_DIFFICULTY' as const }
	const before = computeIndividualDeduction({ gifts: [earlier], taxableIncomeCents: input.incomeCents })
	const after = computeIndividualDeduction({ gifts: [earlier, gift], taxableIncomeCents: input.incomeCents })
	const lineOf = (lines: DeductionLine[], rate: number) => lines.find((each) => each.ratePercent === rate)
	const lines = [75, 66]
		.map((rate) => ({
			ratePercent: rate,
			baseCents: (lineOf(after.lines, rate)?.baseCents ?? 0) - (lineOf(before.lines, rate)?.baseCents ?? 0),
			reductionCents:
				(lineOf(after.lines, rate)?.reductionCents ?? 0) - (lineOf(before.lines, rate)?.reductionCents ?? 0),
		}))
		.filter((each) => each.baseCents > 0)
	const reductionCents = after.reductionCents - before.reductionCents
	return {
		...after,
		totalCents: input.amountCents,
		lines,
		reductionCents,
		netCostCents: input.amountCents - reductionCents,
		carriedOverCents: after.carriedOverCents - before.carriedOverCents,
		overHelpCeilingCents: after.overHelpCeilingCents - before.overHelpCeilingCents,
	}
}

function pick(result: {
	totalCents: number
	reductionCents: number
	netCostCents: number
	carriedOverCents: number
	lines: DeductionLine[]
}) {
	return {
		amountCents: result.totalCents,
		reductionCents: result.reductionCents,
		netCostCents: result.netCostCents,
		carriedOverCents: result.carriedOverCents,
		lines: result.lines,
	}
}
