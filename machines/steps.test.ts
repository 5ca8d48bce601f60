import { describe, expect, test } from 'vitest'
import {
	type AnyStateMachine,
	type EventFromLogic,
	type InputFrom,
	initialTransition,
	transition,
} from 'xstate'
import {
	type DonationPaymentEvent,
	type DonationPaymentInput,
	donationPaymentMachine,
} from './donation-payment.ts'
import { potCreationMachine, type PotCreationEvent } from './pot-creation.ts'
import { machineSteps } from './steps.ts'

/** What a stored flow keeps of a snapshot (app/flows/flow-store.server.ts), and its status. */
const seen = (s: { value: unknown; context: unknown; status: string }) =>
	JSON.stringify({ value: s.value, context: s.context, status: s.status })

const events: DonationPaymentEvent[] = [
	{ type: 'CHOOSE_METHOD', method: 'card' },
	{ type: 'CHOOSE_METHOD', method: 'monthly' },
	{ type: 'CHOOSE_METHOD', method: 'sepa' },
	{
		type: 'IDENTIFIED',
		identity: { firstName: 'Jo', lastName: 'Petit', email: 'j@e.fr', birthDate: '1990-05-12' },
	},
	{
		type: 'REGISTRATION_READY',
		registration: { id: 'r1', url: 'https://v.test/r1', preregistrationData: 'p', accessKey: 'k' },
		payerId: 'payer-1',
	},
	{ type: 'CARD_REFUSED', message: 'refusée', field: 'cardCvx' },
	{ type: 'CARD_REFUSED', message: 'refusée' },
	{ type: 'PAYIN_STARTED', donationId: 4, status: 'SUCCEEDED', redirectUrl: null, message: null },
	{
		type: 'PAYIN_STARTED',
		donationId: 4,
		status: 'CREATED',
		redirectUrl: 'https://bank.test/3ds',
		message: null,
	},
	{ type: 'PAYIN_STARTED', donationId: 4, status: 'FAILED', redirectUrl: null, message: 'refusé' },
	{ type: 'PAYIN_RESULT', status: 'SUCCEEDED', message: null },
	{ type: 'PAYIN_RESULT', status: 'FAILED', message: 'refusé' },
	{ type: 'PAYIN_RESULT', status: 'CREATED', message: null },
	{ type: 'MANDATE_STARTED', donationId: 5, subscriptionId: null, redirectUrl: 'https://bank.test/m' },
	{ type: 'MANDATE_EXISTS', donationId: 5, subscriptionId: 2 },
	{ type: 'MANDATE_RETURNED', signed: true },
	{ type: 'MANDATE_RETURNED', signed: false },
	{
		type: 'WIRE_READY',
		donationId: 6,
		wire: { ownerName: 'M', iban: 'FR76', bic: 'CMBR', reference: 'REF', address: 'Lux' },
	},
	{ type: 'WIRE_ACKNOWLEDGED' },
	{ type: 'EDIT_IDENTITY' },
	{ type: 'ATTEMPT_FAILED', message: 'abandonné' },
]

const inputs: DonationPaymentInput[] = (['card', 'unique', 'monthly', 'sepa', undefined] as const).flatMap(
	(method) =>
		[false, true].map((quick) => ({
			potId: 7,
			amountCents: 2500,
			tipCents: 300,
			isVisible: true,
			isAnonymous: quick,
			quick,
			method,
			pageQuery: 'amount=2500',
		})),
)

/** A generic machine's snapshot, as this file reads it. */
const fields = (s: unknown) => s as { value: unknown; context: unknown; status: string }

/**
 * Walks a machine `depth` events deep from every start and compares each of machineSteps' steps with xstate's own
 * functions, from the snapshot as xstate returned it and as the store restores it (resolveState). Returns how
 * many distinct active states were reached and how many steps were compared.
 */
function compareWalk<M extends AnyStateMachine>(
	machine: M,
	starts: InputFrom<M>[],
	events: EventFromLogic<M>[],
	depth: number,
) {
	const steps = machineSteps(machine, starts[0]!)
	let compared = 0
	// Every distinct active state once, whichever start or path reached it.
	const states = new Set<string>()
	for (const input of starts) {
		const [theirs] = initialTransition(machine, input)
		const ours = steps.initial(input)
		expect(seen(fields(ours))).toBe(seen(fields(theirs)))
		let frontier = [theirs]
		for (let level = 0; level < depth; level++) {
			const next: typeof frontier = []
			for (const snapshot of frontier) {
				// A flow is stored as its value and context and restored with resolveState: both kinds step alike.
				const { value, context } = fields(snapshot)
				const restored = machine.resolveState({ value, context } as never) as typeof snapshot
				for (const event of events) {
					const [expected] = transition(machine, snapshot, event)
					expect(seen(fields(steps.next(snapshot, event)))).toBe(seen(fields(expected)))
					expect(seen(fields(steps.next(restored, event)))).toBe(seen(fields(expected)))
					compared += 2
					if (fields(expected).status === 'active' && !states.has(seen(fields(expected)))) {
						states.add(seen(fields(expected)))
						next.push(expected)
					}
				}
			}
			frontier = next
		}
	}
	return { states: states.size, compared }
}

describe('machineSteps: the same steps as xstate, without an actor per step', () => {
	test('every start, and every event from every state reached in up to three steps (also restored)', () => {
		const { states, compared } = compareWalk(donationPaymentMachine, inputs, events, 3)
		// The walk did reach the machine's states, not only its starts.
		expect(states).toBeGreaterThan(20)
		expect(compared).toBeGreaterThan(1_000)
	})

	test('a step leaves the snapshot it started from as it was', () => {
		const steps = machineSteps(donationPaymentMachine, inputs[0]!)
		const start = steps.initial({ ...inputs[1]!, quick: true })
		const before = seen(start)
		const after = steps.next(start, events[3]!)
		expect(after.value).toBe('card')
		expect(seen(start)).toBe(before)
	})
})

describe('machineSteps: the pot-creation flow steps as xstate does', () => {
	const draft = { name: 'Les 30 ans de Sam', descriptionHtml: '<p>Merci</p>' }
	const creation: PotCreationEvent[] = [
		{ type: 'SEED', creatorType: 'particular' },
		{ type: 'SEED', creatorType: 'company', eventTypeId: 3 },
		{ type: 'SEED', creatorType: 'particular', eventTypeId: 2, charityId: 8 },
		{ type: 'SELECT_CAUSE', charityId: 4 },
		{ type: 'SELECT_CAUSE', charityId: 5, eventTypeId: 1 },
		{ type: 'SAVE_DRAFT', draft },
		{ type: 'SUBMIT_DETAILS', draft, user: null },
		{ type: 'SUBMIT_DETAILS', draft, user: { role: 'private', companyReady: true } },
		{ type: 'SUBMIT_DETAILS', draft, user: { role: 'enterprise', companyReady: false } },
		{ type: 'SUBMIT_DETAILS', draft, user: { role: 'enterprise', companyReady: true } },
		{ type: 'BACK' },
		{ type: 'SIGNED_IN', role: 'private', companyReady: true },
		{ type: 'SIGNED_IN', role: 'enterprise', companyReady: false },
		{ type: 'SIGNED_IN', role: 'enterprise', companyReady: true },
		{ type: 'COMPANY_COMPLETED' },
		{ type: 'RECORDED', potId: 12 },
		{ type: 'RECORD_FAILED' },
	]
	const starts = (['particular', 'company'] as const).flatMap((creatorType) => [
		{ creatorType },
		{ creatorType, eventTypeId: 2 },
		{ creatorType, eventTypeId: 2, charityId: 9 },
		{ creatorType, charityId: 9 },
	])

	test('every start, and every event from every state reached in up to four steps (also restored)', () => {
		const { states, compared } = compareWalk(potCreationMachine, starts, creation, 4)
		// Every kind of active state (cause, details, choosingCauseAgain, identify, companyDetails, recording).
		expect(states).toBeGreaterThan(30)
		expect(compared).toBeGreaterThan(1_000)
	})

	test('the guard-driven starts: a seeded cause skips to the details, and a finished flow stays done', () => {
		const steps = machineSteps(potCreationMachine, starts[0]!)
		expect(steps.initial({ creatorType: 'company', charityId: 9 }).value).toBe('details')
		const recording = steps.next(steps.initial({ creatorType: 'particular', charityId: 9 }), creation[7]!)
		expect(recording.value).toBe('recording')
		const recorded = steps.next(recording, creation[15]!)
		expect([recorded.value, recorded.status, recorded.context.potId]).toEqual(['recorded', 'done', 12])
	})
})
