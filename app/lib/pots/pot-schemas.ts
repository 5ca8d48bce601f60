import { z } from 'zod'
import { parseDateInput, closingDateBounds, defaultClosingDate } from '../dates.ts'
import { derivedMessages, generic, potMessages } from '../messages.ts'
import { textLength } from '../rich-text.ts'
import { parseGoalInput } from './goal.ts'

/** The 14 preset colours of a company pot (docs/requirements.md#spec-2-2), the first being the default. */
export const POT_COLOURS = [
	'#e7348f',
	'#b81f6c',
	'#d7263d',
	'#f46036',
	'#f4a259',
	'#2e933c',
	'#1b998b',
	'#2a6fdb',
	'#1b4079',
	'#5c4d9a',
	'#8e44ad',
	'#3d3d3d',
	'#6b4226',
	'#0b6e4f',
] as const

/**
 * The company sharing choice (docs/requirements.md#spec-2-3): SHARE, anyone may share the pot (the default, pre-selected);
 * SHOW, on invitation only — the pot is locked (`pots.is_locked`): only its organiser shares it, and it is
 * neither listed nor indexed.
 */
const SHARING = ['SHARE', 'SHOW'] as const
export const DEFAULT_SHARING: (typeof SHARING)[number] = 'SHARE'

const NAME_MIN = 3
const NAME_MAX = 120
const DESCRIPTION_MIN = 3
const DESCRIPTION_MAX = 20_000

/**
 * The pot details form (docs/requirements.md#spec-2-5). The closing date may be left empty: it then defaults to tomorrow
 * (docs/requirements.md#spec-2-4); a date outside tomorrow … today + 365 days is refused.
 */
export function potDetailsSchema(today: Date, type: 'particular' | 'company') {
	const { min, max } = closingDateBounds(today)
	const base = z.object({
		event_type: z.coerce
			.number({
				invalid_type_error: potMessages.eventTypeRequired,
				required_error: potMessages.eventTypeRequired,
			})
			.int()
			.positive(potMessages.eventTypeRequired),
		name: z
			.string({ required_error: potMessages.nameRequired })
			.trim()
			.min(1, potMessages.nameRequired)
			.min(NAME_MIN, potMessages.nameTooShort)
			.max(NAME_MAX, potMessages.nameTooLong),
		closing_date: z
			.string()
			.optional()
			.transform((value, ctx) => {
				if (!value?.trim()) return defaultClosingDate(today)
				const iso = parseDateInput(value.trim())
				if (!iso) {
					ctx.addIssue({ code: z.ZodIssueCode.custom, message: generic.invalidDate })
					return z.NEVER
				}
				if (iso < min || iso > max) {
					ctx.addIssue({ code: z.ZodIssueCode.custom, message: derivedMessages.closingDateOutOfRange })
					return z.NEVER
				}
				return iso
			}),
		description: z
			.string({ required_error: potMessages.descriptionRequired })
			.refine((html) => textLength(html) > 0, potMessages.descriptionRequired)
			.refine(
				(html) => textLength(html) === 0 || textLength(html) >= DESCRIPTION_MIN,
				potMessages.descriptionTooShort,
			)
			.refine((html) => textLength(html) <= DESCRIPTION_MAX, potMessages.descriptionTooLong),
		banner_reset: z.string().optional(),
		/** « Objectif (facultatif) » in euros, stored in cents; empty is no goal (issue 27). */
		goal: z
			.string()
			.optional()
			.transform((value, ctx) => {
				const goal = parseGoalInput(value)
				if (goal.ok) return goal.goalCents
				ctx.addIssue({ code: z.ZodIssueCode.custom, message: goal.message })
				return z.NEVER
			}),
	})
	if (type === 'particular') return base
	return base.extend({
		color: z
			.enum(POT_COLOURS, { errorMap: () => ({ message: potMessages.fillFieldsProperly }) })
			.default(POT_COLOURS[0]),
		sharing: z.enum(SHARING, { errorMap: () => ({ message: potMessages.sharingRequired }) }),
	})
}

/** The pot details form's values as the page fills it in (creation step 2 or edit): the loader's defaults. */
export type PotDetailsValues = {
	event_type: string
	name: string
	closing_date: string
	description: string
	color: string
	sharing: string
	goal: string
	bannerUrl: string | null
	logoUrl: string | null
}

export type PotDetailsInput = Omit<z.input<ReturnType<typeof potDetailsSchema>>, 'event_type'> & {
	event_type?: string
	color?: string
	sharing?: string
	/** Files are checked by the server (app/platform/image-uploads.server.ts); these names carry their errors. */
	banner?: string
	logo?: string
}
