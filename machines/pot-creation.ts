import { assign, setup } from 'xstate'

/**
 * The pot creation flow (spec 2 §4): event → cause → details → (sign in or sign up when anonymous) →
 * (company: company details) → pot recorded → pot page. Pure: the server runs it with `transition()`,
 * stores the snapshot in the `flows` table and carries out what the new state asks (record the pot).
 *
 * The company continuation after the pot is recorded (KYC, then the contribution payment) is not part of
 * this flow: once `recorded`, the server clears the flow and sends a company to
 * `/participate/company/{potId}/kyc`, which asks for the amount and tip and passes them to the payment
 * step in the query. The machine itself is unchanged (same version).
 */
export const POT_CREATION_MACHINE_VERSION = 1

export type CreatorType = 'particular' | 'company'
export type Role = 'private' | 'enterprise'

export type PotDraft = {
	name: string
	closingDate: string | null // ISO day
	descriptionHtml: string
	bannerPath: string | null
	color: string | null
	sharing: 'SHARE' | 'SHOW' | null
	logoPath: string | null
}

export type PotCreationContext = {
	creatorType: CreatorType
	eventTypeId: number | null
	charityId: number | null
	draft: PotDraft
	potId: number | null
}

export type PotCreationEvent =
	| { type: 'SEED'; creatorType: CreatorType; eventTypeId?: number | null; charityId?: number | null }
	| { type: 'SELECT_CAUSE'; charityId: number; eventTypeId?: number | null }
	| { type: 'SAVE_DRAFT'; draft: Partial<PotDraft> }
	| { type: 'SUBMIT_DETAILS'; draft: Partial<PotDraft>; user: { role: Role; companyReady: boolean } | null }
	| { type: 'BACK' }
	| { type: 'SIGNED_IN'; role: Role; companyReady: boolean }
	| { type: 'COMPANY_COMPLETED' }
	| { type: 'RECORDED'; potId: number }

export const emptyDraft: PotDraft = {
	name: '',
	closingDate: null,
	descriptionHtml: '',
	bannerPath: null,
	color: null,
	sharing: null,
	logoPath: null,
}

const roleFor = (type: CreatorType): Role => (type === 'company' ? 'enterprise' : 'private')

export const potCreationMachine = setup({
	types: {
		context: {} as PotCreationContext,
		events: {} as PotCreationEvent,
		input: {} as { creatorType: CreatorType; eventTypeId?: number | null; charityId?: number | null },
	},
	guards: {
		hasCause: ({ context }) => context.charityId !== null,
		seedHasCause: ({ event }) => event.type === 'SEED' && event.charityId != null,
		anonymous: ({ event }) => event.type === 'SUBMIT_DETAILS' && event.user === null,
		wrongAccount: ({ context, event }) => {
			const role =
				event.type === 'SUBMIT_DETAILS'
					? event.user?.role
					: event.type === 'SIGNED_IN'
						? event.role
						: undefined
			return role !== undefined && role !== roleFor(context.creatorType)
		},
		companyNotReady: ({ context, event }) => {
			if (context.creatorType !== 'company') return false
			const ready =
				event.type === 'SUBMIT_DETAILS'
					? event.user?.companyReady
					: event.type === 'SIGNED_IN'
						? event.companyReady
						: true
			return ready === false
		},
	},
	actions: {
		seed: assign(({ context, event }) => {
			if (event.type !== 'SEED') return {}
			return {
				creatorType: event.creatorType,
				eventTypeId: event.eventTypeId ?? context.eventTypeId,
				charityId: event.charityId ?? context.charityId,
			}
		}),
		selectCause: assign(({ context, event }) =>
			event.type === 'SELECT_CAUSE'
				? { charityId: event.charityId, eventTypeId: event.eventTypeId ?? context.eventTypeId }
				: {},
		),
		saveDraft: assign(({ context, event }) =>
			event.type === 'SAVE_DRAFT' || event.type === 'SUBMIT_DETAILS'
				? { draft: { ...context.draft, ...event.draft } }
				: {},
		),
		recordPotId: assign(({ event }) => (event.type === 'RECORDED' ? { potId: event.potId } : {})),
	},
}).createMachine({
	id: 'potCreation',
	context: ({ input }) => ({
		creatorType: input.creatorType,
		eventTypeId: input.eventTypeId ?? null,
		charityId: input.charityId ?? null,
		draft: emptyDraft,
		potId: null,
	}),
	initial: 'cause',
	on: {
		// A deep link with `evt` / `assoc` (or a change of creator type) reseeds the draft before it is recorded.
		SEED: [
			{ guard: 'seedHasCause', target: '.details', actions: 'seed' },
			{ target: '.cause', actions: 'seed' },
		],
	},
	states: {
		cause: {
			always: { guard: 'hasCause', target: 'details' },
			on: { SELECT_CAUSE: { target: 'details', actions: 'selectCause' } },
		},
		details: {
			on: {
				SAVE_DRAFT: { actions: 'saveDraft' },
				BACK: { target: 'choosingCauseAgain' },
				SELECT_CAUSE: { actions: 'selectCause' },
				SUBMIT_DETAILS: [
					{ guard: 'anonymous', target: 'identify', actions: 'saveDraft' },
					{ guard: 'wrongAccount', target: 'wrongAccount', actions: 'saveDraft' },
					{ guard: 'companyNotReady', target: 'companyDetails', actions: 'saveDraft' },
					{ target: 'recording', actions: 'saveDraft' },
				],
			},
		},
		// 'précédent': back to the causes, keeping every value (the chosen cause stays selected).
		choosingCauseAgain: {
			on: {
				SELECT_CAUSE: { target: 'details', actions: 'selectCause' },
				BACK: { target: 'details' },
			},
		},
		identify: {
			on: {
				BACK: { target: 'details' },
				SIGNED_IN: [
					{ guard: 'wrongAccount', target: 'wrongAccount' },
					{ guard: 'companyNotReady', target: 'companyDetails' },
					{ target: 'recording' },
				],
			},
		},
		companyDetails: {
			on: { COMPANY_COMPLETED: { target: 'recording' } },
		},
		recording: {
			on: { RECORDED: { target: 'recorded', actions: 'recordPotId' } },
		},
		wrongAccount: { type: 'final' },
		recorded: { type: 'final' },
	},
})
