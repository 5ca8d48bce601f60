import { eq } from 'drizzle-orm'
import { type SnapshotFrom } from 'xstate'
import { donations, mandates, subscriptions } from '#db/schema/index.ts'
import {
	type DonationPaymentEvent,
	type DonationPaymentInput,
	donationPaymentMachine,
} from '#machines/donation-payment.ts'
import { machineSteps } from '#machines/steps.ts'
import { createFlowStore, getFlowOwner } from '../flows/flow-store.server.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * The store of the donation-payment machine: one flow per visitor (or per account), saved after every
 * event. Only the checkout driver (driver.server.ts) sends it events: tests/integration/flow-drivers.test.ts.
 */

const DONATION_PAYMENT_VERSION = 4
const QUICK_FLOW_IDLE_MS = 30 * 60 * 1000
const store = createFlowStore(donationPaymentMachine, 'donation-payment', DONATION_PAYMENT_VERSION)
// xstate's transition() builds an actor per call (most of a step's CPU): the same steps, one scope (steps.ts).
const steps = machineSteps(donationPaymentMachine, {
	potId: 0,
	amountCents: 0,
	tipCents: 0,
	isVisible: true,
	isAnonymous: false,
	quick: false,
})

type Snapshot = SnapshotFrom<typeof donationPaymentMachine>

export type PaymentFlow = {
	ownerKey: string
	/** The flow cookie to set when the visitor had none. */
	headers: Headers | null
	id: string
	snapshot: Snapshot
	userId: number | null
}

export const isFinished = (flow: PaymentFlow) => flow.snapshot.status === 'done'

/** A short stable part of the flow id for idempotency keys (16–36 characters in all). */
export const flowKey = (flow: Pick<PaymentFlow, 'id'>) => flow.id.replace(/-/g, '').slice(0, 24)

/** Whose flow it is: the flow cookie, verified (`getFlowOwner`, asynchronous) before any read of the request. */
export type PaymentFlowOwner = Awaited<ReturnType<typeof getFlowOwner>>

/**
 * The visitor's payment flow, whatever its state (null when none, or a different machine version). A signed-in
 * donor's flow belongs to that account: another account on the same browser (or nobody, after a logout) never
 * sees or continues it. A quick donation's flow belongs to the browser.
 */
export async function loadPaymentFlow(request: Request, userId: number | null) {
	return storedPaymentFlow(await getFlowOwner(request), userId)
}

/** `loadPaymentFlow` for an owner already known: synchronous, for a request's read snapshot. */
export function storedPaymentFlow({ ownerKey, headers }: PaymentFlowOwner, userId: number | null) {
	let stored = store.load(ownerKey)
	// A quick donor's details are not shown to the next person at this browser after a pause.
	if (stored?.snapshot.context.quick && stored.savedAt.getTime() < Date.now() - QUICK_FLOW_IDLE_MS)
		stored = null
	const owner = stored && !stored.snapshot.context.quick ? stored.userId : null
	const flow: PaymentFlow | null =
		stored && owner === (stored.snapshot.context.quick ? null : userId)
			? { ownerKey, headers, id: stored.id, snapshot: stored.snapshot, userId: owner }
			: null
	return { ownerKey, headers, flow, signedOut: Boolean(stored && owner !== null && userId === null) }
}

export type StoredPaymentFlow = ReturnType<typeof storedPaymentFlow>

/**
 * A flow waiting at the bank (3-D Secure, mandate signature) whose outcome arrived another way (a webhook,
 * the reconciliation, another tab): it is over, and opening the page again starts afresh.
 */
function settledElsewhere(flow: PaymentFlow) {
	const c = flow.snapshot.context
	const db = getDb()
	if (flow.snapshot.matches('secureMode') && c.donationId) {
		return (
			db.select({ status: donations.status }).from(donations).where(eq(donations.id, c.donationId)).get()
				?.status !== 'CREATED'
		)
	}
	if (flow.snapshot.matches('mandateSignature')) {
		const mandateId = flowMandateId(flow)
		const mandate = mandateId
			? db.select({ status: mandates.status }).from(mandates).where(eq(mandates.id, mandateId)).get()
			: undefined
		return mandate !== undefined && mandate.status !== 'CREATED'
	}
	return false
}

/** The local mandate a direct-debit flow is waiting on (through its donation or its subscription). */
export function flowMandateId(flow: PaymentFlow) {
	const c = flow.snapshot.context
	const db = getDb()
	const owner = c.subscriptionId
		? db
				.select({ mandateId: subscriptions.mandateId })
				.from(subscriptions)
				.where(eq(subscriptions.id, c.subscriptionId))
				.get()
		: c.donationId
			? db
					.select({ mandateId: donations.mandateId })
					.from(donations)
					.where(eq(donations.id, c.donationId))
					.get()
			: undefined
	return owner?.mandateId ?? null
}

const sameDonation = (flow: PaymentFlow, input: DonationPaymentInput) => {
	const c = flow.snapshot.context
	return (
		c.potId === input.potId &&
		c.amountCents === input.amountCents &&
		c.tipCents === input.tipCents &&
		c.isVisible === input.isVisible &&
		c.isAnonymous === input.isAnonymous &&
		c.quick === input.quick
	)
}

/**
 * The flow for this donation: the stored one while it is unfinished and for the same donation (a reload,
 * a tab change, a return), otherwise a new one — so a finished payment is never resumed by accident.
 */
export async function openPaymentFlow(
	request: Request,
	input: DonationPaymentInput,
	userId: number | null,
): Promise<PaymentFlow> {
	return openStoredPaymentFlow(await loadPaymentFlow(request, userId), input, userId)
}

/** `openPaymentFlow` for a flow loaded already (`storedPaymentFlow`): may save a new flow, so never in a snapshot. */
export function openStoredPaymentFlow(
	loaded: StoredPaymentFlow,
	input: DonationPaymentInput,
	userId: number | null,
): PaymentFlow {
	if (
		loaded.flow &&
		!isFinished(loaded.flow) &&
		!settledElsewhere(loaded.flow) &&
		sameDonation(loaded.flow, input)
	) {
		return loaded.flow
	}
	const snapshot = steps.initial(input)
	const id = store.save(loaded.ownerKey, snapshot, userId)
	return { ownerKey: loaded.ownerKey, headers: loaded.headers, id, snapshot, userId }
}

/**
 * The unfinished flow of this very donation, or null: what a form post acts on. A post never starts a flow,
 * so a second submit after the first one finished cannot become a second payment.
 */
export async function resumePaymentFlow(
	request: Request,
	input: DonationPaymentInput,
	userId: number | null,
) {
	return resumeStoredPaymentFlow(await loadPaymentFlow(request, userId), input)
}

/** `resumePaymentFlow` for a flow loaded already (`storedPaymentFlow`). */
export function resumeStoredPaymentFlow(loaded: StoredPaymentFlow, input: DonationPaymentInput) {
	return loaded.flow && !isFinished(loaded.flow) && sameDonation(loaded.flow, input) ? loaded.flow : null
}

/** Sends one event and stores the new snapshot: for the checkout driver only. */
export function sendPaymentEvent(flow: PaymentFlow, event: DonationPaymentEvent): PaymentFlow {
	const snapshot = steps.next(flow.snapshot, event)
	store.save(flow.ownerKey, snapshot, flow.userId, flow.id, event)
	return { ...flow, snapshot }
}
