import { createPaths } from './create-paths.ts'
import { derivedMessages, potMessages } from '../messages.ts'
import { type AccountKind, kindOfSegment } from '../account/account-kind.ts'

/**
 * The create-pot entry popup (docs/requirements.md#spec-2-2-create-pot-entry-popup "Create-pot entry popup"): choose private or company, then the
 * event type, then 'Suivant'. 'Suivant' is allowed once a type is chosen and an event type above 0 of that
 * type's audience is selected. The same rules serve the page /creer-une-cagnotte (no JavaScript) and its
 * modal version.
 */
export { CREATE_ENTRY_PATH } from './create-paths.ts'

type EventOption = { id: number; name: string }
export type EventOptions = Record<AccountKind, EventOption[]>

/** Messages the spec implies but does not word (ADR 006): kept apart from the spec's own texts. */
export const createChoiceMessages = {
	typeRequired: derivedMessages.creatorTypeRequired,
	eventTypeRequired: potMessages.eventTypeRequired,
	eventTypeMismatch: derivedMessages.eventTypeMismatch,
} as const

export type CreateChoiceErrors = { type?: string; evt?: string }

type CreateChoice =
	| { status: 'idle'; type: AccountKind | null; evt: number | null }
	| { status: 'invalid'; type: AccountKind | null; evt: number | null; errors: CreateChoiceErrors }
	| { status: 'valid'; type: AccountKind; evt: number; redirectTo: string }

/** What /creer-une-cagnotte loads (the page, and its modal through `?data=1`). */
export type CreateEntryData = {
	options: EventOptions
	choice: Exclude<CreateChoice, { status: 'valid' }> | null
}

/** A positive whole number, or null. */
export function parseEventId(raw: string | null | undefined): number | null {
	if (raw == null || !/^\d{1,9}$/.test(raw.trim())) return null
	const id = Number(raw.trim())
	return id > 0 ? id : null
}

/** True when 'Suivant' may be pressed: a type, and an event type above 0 belonging to that type's audience. */
export function canContinue(type: AccountKind | null, evt: number | null, options: EventOptions): boolean {
	return type !== null && evt !== null && evt > 0 && options[type].some((option) => option.id === evt)
}

/**
 * Reads the entry form's query (`type`, `evt`). A query without `evt` is not a submission (the home cards
 * link here with only `type` to preselect it); a submission is either valid (go to step 1 with the event) or
 * invalid with a French message per field.
 */
export function readCreateChoice(params: URLSearchParams, options: EventOptions): CreateChoice {
	const type = kindOfSegment(params.get('type') ?? undefined)
	const evt = parseEventId(params.get('evt'))
	if (!params.has('evt')) return { status: 'idle', type, evt: null }
	if (type && evt && canContinue(type, evt, options)) {
		return { status: 'valid', type, evt, redirectTo: createPaths.assocs(type, evt) }
	}
	const errors: CreateChoiceErrors = {}
	if (!type) errors.type = createChoiceMessages.typeRequired
	if (evt === null) errors.evt = createChoiceMessages.eventTypeRequired
	else if (type) errors.evt = createChoiceMessages.eventTypeMismatch
	return { status: 'invalid', type, evt, errors }
}
