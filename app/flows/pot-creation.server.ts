import { redirect } from '@remix-run/node'
import { initialTransition, transition } from 'xstate'
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
} from '#machines/pot-creation.ts'
import { createFlowStore, getFlowOwner } from './flow-store.server.ts'
import { type AccountKind, type AccountRole } from '#app/lib/account/account-kind.ts'

const store = createFlowStore(potCreationMachine, 'pot-creation', POT_CREATION_MACHINE_VERSION)

type Snapshot = ReturnType<typeof initialTransition<typeof potCreationMachine>>[0]

export type CreationFlow = {
	ownerKey: string
	/** The flow cookie to set when the visitor had none. */
	headers: Headers | null
	id: string | undefined
	snapshot: Snapshot
}

/**
 * Restores the visitor's creation flow (or starts one). A finished or foreign-type flow starts again;
 * the draft values are kept when only the creator type changes.
 */
export async function loadCreationFlow(request: Request, type: AccountKind): Promise<CreationFlow> {
	const { ownerKey, headers } = await getFlowOwner(request)
	const stored = store.load(ownerKey)
	let snapshot =
		stored && stored.snapshot.status !== 'done'
			? stored.snapshot
			: initialTransition(potCreationMachine, { creatorType: type })[0]
	if (snapshot.context.creatorType !== type) {
		snapshot = transition(potCreationMachine, snapshot, { type: 'SEED', creatorType: type })[0]
	}
	return { ownerKey, headers, id: stored?.snapshot.status === 'done' ? undefined : stored?.id, snapshot }
}

/** Sends one event and stores the new snapshot. */
export function sendToFlow(flow: CreationFlow, event: PotCreationEvent, userId: number | null) {
	const [snapshot] = transition(potCreationMachine, flow.snapshot, event)
	store.save(flow.ownerKey, snapshot, userId, flow.id)
	return { ...flow, snapshot }
}

export function stateOf(flow: CreationFlow) {
	return flow.snapshot.value as string
}

/**
 * Where the visitor must be for the flow's state, and — when the state asks for it — the pot recorded.
 * Called after every event; returns the redirect to answer with.
 */
export type FlowUser = { id: number; role: AccountRole }

export async function continueFlow(flow: CreationFlow, user: FlowUser | null): Promise<Response> {
	const { creatorType, eventTypeId } = flow.snapshot.context
	switch (stateOf(flow)) {
		case 'cause':
		case 'choosingCauseAgain':
			return redirect(createPaths.assocs(creatorType, eventTypeId))
		case 'details':
			return redirect(createPaths.details(creatorType))
		case 'identify':
			return redirect(createPaths.authenticate(creatorType))
		case 'companyDetails': {
			const company = user ? getCompanyOf(user.id) : null
			if (!company) return redirect(createPaths.authenticate(creatorType))
			return redirect(representativePath(company.id, { redirectTo: createPaths.authenticate(creatorType) }))
		}
		case 'wrongAccount':
			store.clear(flow.ownerKey)
			return redirectWithToast('/', {
				type: 'error',
				title: toastTitles.attention,
				description: potMessages.accountTypeNotAllowed,
			})
		case 'recording':
			return record(flow, user)
		default:
			return redirect('/')
	}
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
		sendToFlow(flow, { type: 'RECORD_FAILED' }, user.id)
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
	sendToFlow(flow, { type: 'RECORDED', potId }, user.id)
	// The draft is cleared once the pot is saved (docs/requirements.md#spec-2-3 "Cleared after the pot is saved").
	store.clear(flow.ownerKey)
	return redirectWithToast(afterRecordedPath(context.creatorType, potId), {
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
 * second « Enregistrer ma cagnotte » (issue 26). Null when no company pot waited for it.
 */
export async function recordAfterCompanyDetails(request: Request, user: FlowUser) {
	const flow = await loadCreationFlow(request, 'company')
	if (stateOf(flow) !== 'companyDetails') return null
	return continueFlow(sendToFlow(flow, { type: 'COMPANY_COMPLETED' }, user.id), user)
}

/** What the signed-in state of a user means for the flow. */
export function userForFlow(user: FlowUser | null) {
	return user ? { role: user.role, companyReady: isCompanyReady(user.id) } : null
}
