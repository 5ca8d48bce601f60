import { redirect } from '@remix-run/node'
import { type StateValueFrom } from 'xstate'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { generic, potMessages, toastTitles } from '#app/lib/messages.ts'
import { representativePath } from '#app/lib/auth/post-login.ts'
import { getCompanyOf } from '#app/auth/accounts.server.ts'
import { isCompanyReady, recordPot } from '#app/pots/pots.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import {
	POT_CREATION_MACHINE_VERSION,
	potCreationMachine,
	type PotCreationEvent,
	type PotDraft,
} from '#machines/pot-creation.ts'
import { machineSteps } from '#machines/steps.ts'
import { createFlowStore, getFlowOwner } from './flow-store.server.ts'
import { type AccountKind, type AccountRole } from '#app/lib/account/account-kind.ts'

/**
 * The pot creation driver (docs/requirements.md#spec-2-4): the one module that moves the pot-creation machine.
 * Each page of the flow makes one `showStep` (loader) or `submitStep` (action) call with a typed value; the
 * driver sends the machine its events, stores the snapshot, carries out what the new state asks (record the
 * pot) and answers where the visitor must be (`routeFor`). Routes never name a state nor an event.
 */

const store = createFlowStore(potCreationMachine, 'pot-creation', POT_CREATION_MACHINE_VERSION)
// xstate's transition() builds an actor per call: the same steps on one scope (machines/steps.ts, ADR 064).
const steps = machineSteps(potCreationMachine, { creatorType: 'particular' })

type Snapshot = ReturnType<typeof steps.initial>
export type CreationState = StateValueFrom<typeof potCreationMachine>

export type CreationFlow = {
	ownerKey: string
	/** The flow cookie to set when the visitor had none. */
	headers: Headers | null
	id: string | undefined
	snapshot: Snapshot
}

export type FlowUser = { id: number; role: AccountRole }

/** The pages of the flow the driver shows: the details form and the sign-in inside the flow. */
export type CreationStep = 'details' | 'authenticate'

/** The states each page is shown in; in any other the visitor is sent where the flow stands. */
const statesOf: Record<CreationStep, readonly CreationState[]> = {
	details: ['details', 'identify', 'companyDetails'],
	authenticate: ['identify', 'companyDetails'],
}

/**
 * Restores the visitor's creation flow (or starts one). A finished or foreign-type flow starts again;
 * the draft values are kept when only the creator type changes.
 */
export async function openFlow(request: Request, type: AccountKind): Promise<CreationFlow> {
	const { ownerKey, headers } = await getFlowOwner(request)
	const stored = store.load(ownerKey)
	let snapshot =
		stored && stored.snapshot.status !== 'done' ? stored.snapshot : steps.initial({ creatorType: type })
	if (snapshot.context.creatorType !== type) {
		snapshot = steps.next(snapshot, { type: 'SEED', creatorType: type })
	}
	return { ownerKey, headers, id: stored?.snapshot.status === 'done' ? undefined : stored?.id, snapshot }
}

/** Sends one event and stores the new snapshot. Private: every move of the flow goes through this module. */
function send(flow: CreationFlow, event: PotCreationEvent, userId: number | null) {
	const snapshot = steps.next(flow.snapshot, event)
	store.save(flow.ownerKey, snapshot, userId, flow.id, event)
	return { ...flow, snapshot }
}

/** What a page of the flow shows: the flow's values, or the redirect to where the flow stands. */
export type ShownStep =
	| { kind: 'page'; flow: CreationFlow; context: Snapshot['context']; headers: Headers | null }
	| { kind: 'redirect'; response: Response }

/**
 * Opens the flow at one of its pages. A deep link into the details (`evt` / `assoc`, docs/requirements.md#spec-2-2)
 * seeds the draft first, then comes back to the plain address.
 */
export async function showStep(
	request: Request,
	type: AccountKind,
	step: CreationStep,
	options: { user?: FlowUser | null; seed?: { eventTypeId: number | null; charityId: number | null } } = {},
): Promise<ShownStep> {
	const flow = await openFlow(request, type)
	const headers = flow.headers ?? undefined
	const { seed, user = null } = options
	if (seed && (seed.eventTypeId || seed.charityId)) {
		const seeded = { type: 'SEED', creatorType: type, ...seed } as const
		send(flow, seeded, user?.id ?? null)
		return { kind: 'redirect', response: redirect(createPaths.details(type), { headers }) }
	}
	const state = flow.snapshot.value
	if (!statesOf[step].includes(state)) {
		// The details page sends back to the causes (a flow still recording must not loop back to it);
		// the sign-in page goes where the flow stands.
		const response =
			step === 'details'
				? redirect(createPaths.assocs(type, flow.snapshot.context.eventTypeId), { headers })
				: await continueFlow(flow, null)
		return { kind: 'redirect', response }
	}
	return { kind: 'page', flow, context: flow.snapshot.context, headers: flow.headers }
}

/** The details form, posted: `keep` saves the draft of an invalid form (the page shows its errors). */
export type DetailsSubmission = {
	step: 'details'
	intent: 'back' | 'next' | 'keep'
	draft: Partial<PotDraft>
	eventTypeId: number | null
	user: FlowUser | null
}

/** The sign-in page, posted: signed in (login, registration), 'record' for a visitor back signed in, or back. */
export type AuthenticateSubmission =
	| { step: 'authenticate'; intent: 'signedIn' | 'record'; user: FlowUser }
	| { step: 'authenticate'; intent: 'back' }

/** Applies a page's form to the flow and answers where the visitor goes (null: `keep`, the page answers). */
export function submitStep(flow: CreationFlow, submission: AuthenticateSubmission): Promise<Response>
export function submitStep(flow: CreationFlow, submission: DetailsSubmission): Promise<Response | null>
export async function submitStep(
	flow: CreationFlow,
	submission: DetailsSubmission | AuthenticateSubmission,
): Promise<Response | null> {
	if (submission.step === 'authenticate') {
		if (submission.intent === 'back') return continueFlow(send(flow, { type: 'BACK' }, null), null)
		const { user } = submission
		// Back signed in after the company details: the company is complete now.
		if (submission.intent === 'record' && flow.snapshot.matches('companyDetails'))
			return continueFlow(send(flow, { type: 'COMPANY_COMPLETED' }, user.id), user)
		return continueFlow(send(flow, { type: 'SIGNED_IN', ...userForFlow(user) }, user.id), user)
	}
	const { user, draft, eventTypeId, intent } = submission
	const userId = user?.id ?? null
	// The form posted while the flow waits at the sign-in (another tab, the browser's back): details again first.
	if (flow.snapshot.matches('identify')) flow = send(flow, { type: 'BACK' }, userId)
	flow = send(flow, { type: 'SAVE_DRAFT', draft }, userId)
	if (eventTypeId)
		flow = send(flow, { type: 'SEED', creatorType: flow.snapshot.context.creatorType, eventTypeId }, userId)
	if (intent === 'keep') return null
	if (intent === 'back') return continueFlow(send(flow, { type: 'BACK' }, userId), user)
	const submitted = { type: 'SUBMIT_DETAILS', draft, user: user ? userForFlow(user) : null } as const
	return continueFlow(send(flow, submitted, userId), user)
}

/**
 * Where the visitor must be for the flow's state (docs/requirements.md#spec-2-4), in one place. Null for
 * the states the driver carries out itself (recording the pot). `companyId` is the signed-in company's.
 */
export function routeFor(snapshot: Pick<Snapshot, 'value' | 'context'>, companyId: number | null = null) {
	const { creatorType, eventTypeId, potId } = snapshot.context
	const state: CreationState = snapshot.value
	switch (state) {
		case 'cause':
		case 'choosingCauseAgain':
			return createPaths.assocs(creatorType, eventTypeId)
		case 'details':
			return createPaths.details(creatorType)
		case 'identify':
			return createPaths.authenticate(creatorType)
		case 'companyDetails':
			return companyId === null
				? createPaths.authenticate(creatorType)
				: representativePath(companyId, { redirectTo: createPaths.authenticate(creatorType) })
		case 'wrongAccount':
			return '/'
		case 'recording':
			return null
		case 'recorded':
			// A company continues with its KYC, then its contribution payment (docs/requirements.md#spec-2-4).
			return potId === null ? '/' : afterRecordedPath(creatorType, potId)
	}
}

/** Carries out what the flow's new state asks, then answers with the redirect to where it stands. */
async function continueFlow(flow: CreationFlow, user: FlowUser | null): Promise<Response> {
	if (flow.snapshot.matches('recording')) return record(flow, user)
	if (flow.snapshot.matches('wrongAccount')) {
		store.clear(flow.ownerKey)
		return redirectWithToast(routeFor(flow.snapshot) ?? '/', {
			type: 'error',
			title: toastTitles.attention,
			description: potMessages.accountTypeNotAllowed,
		})
	}
	const companyId =
		flow.snapshot.matches('companyDetails') && user ? (getCompanyOf(user.id)?.id ?? null) : null
	return redirect(routeFor(flow.snapshot, companyId) ?? '/')
}

async function record(flow: CreationFlow, user: FlowUser | null) {
	const { context } = flow.snapshot
	if (!user || context.charityId === null || context.eventTypeId === null)
		return redirect(createPaths.details(context.creatorType))
	let potId: number | null
	try {
		potId = recordPot(user.id, {
			creatorType: context.creatorType,
			charityId: context.charityId,
			eventTypeId: context.eventTypeId,
			draft: context.draft,
		})
	} catch (error) {
		// A failed save (docs/requirements.md#spec-2-8): back to the details with the draft kept, to try again.
		console.error('Pot recording failed', error)
		send(flow, { type: 'RECORD_FAILED' }, user.id)
		return redirectWithToast(createPaths.details(context.creatorType), {
			type: 'error',
			title: toastTitles.attention,
			description: generic.error,
		})
	}
	if (!potId) {
		return redirectWithToast(createPaths.details(context.creatorType), {
			type: 'error',
			title: toastTitles.attention,
			description: potMessages.fillFieldsProperly,
		})
	}
	const recorded = send(flow, { type: 'RECORDED', potId }, user.id)
	// The draft is cleared once the pot is saved (docs/requirements.md#spec-2-3 "Cleared after the pot is saved").
	store.clear(flow.ownerKey)
	return redirectWithToast(routeFor(recorded.snapshot) ?? createPaths.pot(potId), {
		type: 'success',
		title: toastTitles.operationSucceeded,
		description: potMessages.created,
	})
}

/**
 * Where a recorded pot leads (docs/requirements.md#spec-2-4): an individual sees the pot page; a company continues with its
 * KYC, then its contribution payment, then the pot page. The amount and the tip are asked on the KYC page
 * and carried in the query from there on, so the creation flow itself ends with the pot recorded.
 */
function afterRecordedPath(creatorType: AccountKind, potId: number) {
	return creatorType === 'company' ? `/participate/company/${potId}/kyc` : createPaths.pot(potId)
}

/**
 * The representative form the flow sent a company to was just saved: its pot is recorded at once, with no
 * second « Enregistrer ma cagnotte » (docs/requirements.md#spec-2-4). Null when no company pot waited for it.
 */
export async function recordAfterCompanyDetails(request: Request, user: FlowUser) {
	const flow = await openFlow(request, 'company')
	if (!flow.snapshot.matches('companyDetails')) return null
	return continueFlow(send(flow, { type: 'COMPANY_COMPLETED' }, user.id), user)
}

/** What the signed-in state of a user means for the flow. */
function userForFlow(user: FlowUser) {
	return { role: user.role, companyReady: isCompanyReady(user.id) }
}
