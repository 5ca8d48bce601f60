import { assign, setup } from 'xstate'

/**
 * The pot creation flow (docs/requirements.md#spec-2-4): event → cause → details → (sign in or sign up when anonymous) →
 * (company: company details) → pot recorded → pot page. Pure: the server runs it with `transition()`,
 * stores the snapshot in the `flows` table and carries out what the new state asks (record the pot).
 *
 * The company continuation after the pot is recorded (KYC, then the contribution payment) is not part of
 * this flow: once `recorded`, the server clears the flow and sends a company to
 * `/participate/company/{potId}/kyc`, which asks for the amount and tip and passes them to the payment
 * step in the query. The machine itself is unchanged (same version).
 */
export const POT_CREATION_MACHINE_VERSION = 1

type CreatorType = 'particular' | 'company'
type Role = 'private' | 'enterprise'

export type PotDraft = {
	name: string
	closingDate: string | null // ISO day
	descriptionHtml: string
	bannerPath: string | null
	color: string | null
	sharing: 'SHARE' | 'SHOW' | null
	logoPath: string | null
	/** The goal in cents (issue 27); absent in drafts stored before it existed. */
	goalCents?: number | null
}

type PotCreationContext = {
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
	| { type: 'RECORD_FAILED' }

const emptyDraft: PotDraft = {
	name: '',
	closingDate: null,
	descriptionHtml: '',
	bannerPath: null,
	color: null,
	sharing: null,
	logoPath: null,
	goalCents: null,
}

const roleFor = (type: CreatorType): Role => (type === 'company' ? 'enterprise' : 'private')

/** The event a transition handles, to map it to the params of its named actions and guards. */
type EventArgs<T extends PotCreationEvent['type']> = { event: Extract<PotCreationEvent, { type: T }> }

const seeded = ({ event }: EventArgs<'SEED'>) => ({
	creatorType: event.creatorType,
	eventTypeId: event.eventTypeId,
	charityId: event.charityId,
})
const cause = ({ event }: EventArgs<'SELECT_CAUSE'>) => ({
	charityId: event.charityId,
	eventTypeId: event.eventTypeId,
})
const draftOf = ({ event }: EventArgs<'SAVE_DRAFT' | 'SUBMIT_DETAILS'>) => ({ draft: event.draft })
const submitter = ({ event }: EventArgs<'SUBMIT_DETAILS'>) => ({
	role: event.user?.role,
	companyReady: event.user?.companyReady,
})
const signedIn = ({ event }: EventArgs<'SIGNED_IN'>) => ({
	role: event.role,
	companyReady: event.companyReady,
})

type Account = { role: Role | undefined; companyReady: boolean | undefined }

export const potCreationMachine = setup({
	types: {
		context: {} as PotCreationContext,
		events: {} as PotCreationEvent,
		input: {} as { creatorType: CreatorType; eventTypeId?: number | null; charityId?: number | null },
	},
	guards: {
		hasCause: ({ context }) => context.charityId !== null,
		seedHasCause: (_, params: { charityId?: number | null }) => params.charityId != null,
		anonymous: (_, params: { user: unknown }) => params.user === null,
		wrongAccount: ({ context }, params: Account) =>
			params.role !== undefined && params.role !== roleFor(context.creatorType),
		companyNotReady: ({ context }, params: Account) =>
			context.creatorType === 'company' && params.companyReady === false,
	},
	actions: {
		seed: assign(
			(
				{ context },
				params: { creatorType: CreatorType; eventTypeId?: number | null; charityId?: number | null },
			) => ({
				creatorType: params.creatorType,
				eventTypeId: params.eventTypeId ?? context.eventTypeId,
				charityId: params.charityId ?? context.charityId,
			}),
		),
		selectCause: assign(({ context }, params: { charityId: number; eventTypeId?: number | null }) => ({
			charityId: params.charityId,
			eventTypeId: params.eventTypeId ?? context.eventTypeId,
		})),
		saveDraft: assign(({ context }, params: { draft: Partial<PotDraft> }) => ({
			draft: { ...context.draft, ...params.draft },
		})),
		recordPotId: assign((_, params: { potId: number }) => ({ potId: params.potId })),
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
			{
				guard: { type: 'seedHasCause', params: seeded },
				target: '.details',
				actions: { type: 'seed', params: seeded },
			},
			{ target: '.cause', actions: { type: 'seed', params: seeded } },
		],
	},
	states: {
		cause: {
			always: { guard: 'hasCause', target: 'details' },
			on: { SELECT_CAUSE: { target: 'details', actions: { type: 'selectCause', params: cause } } },
		},
		details: {
			on: {
				SAVE_DRAFT: { actions: { type: 'saveDraft', params: draftOf } },
				BACK: { target: 'choosingCauseAgain' },
				SELECT_CAUSE: { actions: { type: 'selectCause', params: cause } },
				SUBMIT_DETAILS: [
					{
						guard: { type: 'anonymous', params: ({ event }) => ({ user: event.user }) },
						target: 'identify',
						actions: { type: 'saveDraft', params: draftOf },
					},
					{
						guard: { type: 'wrongAccount', params: submitter },
						target: 'wrongAccount',
						actions: { type: 'saveDraft', params: draftOf },
					},
					{
						guard: { type: 'companyNotReady', params: submitter },
						target: 'companyDetails',
						actions: { type: 'saveDraft', params: draftOf },
					},
					{ target: 'recording', actions: { type: 'saveDraft', params: draftOf } },
				],
			},
		},
		// 'précédent': back to the causes, keeping every value (the chosen cause stays selected).
		choosingCauseAgain: {
			on: {
				SELECT_CAUSE: { target: 'details', actions: { type: 'selectCause', params: cause } },
				BACK: { target: 'details' },
			},
		},
		identify: {
			on: {
				BACK: { target: 'details' },
				SIGNED_IN: [
					{ guard: { type: 'wrongAccount', params: signedIn }, target: 'wrongAccount' },
					{ guard: { type: 'companyNotReady', params: signedIn }, target: 'companyDetails' },
					{ target: 'recording' },
				],
			},
		},
		companyDetails: {
			on: { COMPANY_COMPLETED: { target: 'recording' } },
		},
		recording: {
			on: {
				// The save failed (docs/requirements.md#spec-2-8 'Une erreur s'est produite, réessayez plus tard'): the draft is kept.
				RECORD_FAILED: { target: 'details' },
				RECORDED: {
					target: 'recorded',
					actions: { type: 'recordPotId', params: ({ event }) => ({ potId: event.potId }) },
				},
			},
		},
		wrongAccount: { type: 'final' },
		recorded: { type: 'final' },
	},
})
