import { z } from 'zod'
import { parisDay, parseDateInput, type IsoDay } from '../dates.ts'
import { MIN_DONATION_CENTS, parseEuroInput } from '../money.ts'
import { MATCHING_RATIO_MAX, MATCHING_RATIO_MIN } from './matching.ts'
import { matchingMessages as m } from './matching-messages.ts'

/**
 * The organiser's matching form (Conform + zod, the browser and the server alike): a whole ratio from 50 to
 * 300 %, a ceiling in euros (1,00 € at least), a last day from today to the pot's closing day.
 */
export function matchingSchema(today: Date, closingDay: IsoDay) {
	return z.object({
		ratio_percent: z
			.string({ required_error: m.ratioRequired })
			.trim()
			.min(1, m.ratioRequired)
			.transform((text, ctx) => {
				const value = /^\d{1,3}$/.test(text) ? Number(text) : NaN
				if (!(value >= MATCHING_RATIO_MIN && value <= MATCHING_RATIO_MAX)) {
					ctx.addIssue({ code: z.ZodIssueCode.custom, message: m.ratioInvalid })
					return z.NEVER
				}
				return value
			}),
		ceiling: z
			.string({ required_error: m.ceilingRequired })
			.trim()
			.min(1, m.ceilingRequired)
			.transform((text, ctx) => {
				const cents = parseEuroInput(text)
				if (cents === null || cents < MIN_DONATION_CENTS) {
					ctx.addIssue({ code: z.ZodIssueCode.custom, message: m.ceilingInvalid })
					return z.NEVER
				}
				return cents
			}),
		until: z
			.string({ required_error: m.untilRequired })
			.trim()
			.min(1, m.untilRequired)
			.transform((text, ctx) => {
				const day = parseDateInput(text)
				const problem = !day
					? m.untilInvalid
					: day < parisDay(today)
						? m.untilPast
						: day > closingDay
							? m.untilAfterClosing
							: null
				if (problem || !day) {
					ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem ?? m.untilInvalid })
					return z.NEVER
				}
				return day
			}),
	})
}
