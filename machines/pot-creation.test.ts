import { describe, expect, test } from 'vitest'
import { createActor, initialTransition, transition } from 'xstate'
import { potCreationMachine, type PotCreationEvent } from './pot-creation.ts'

function run(
	input: Parameters<typeof initialTransition<typeof potCreationMachine>>[1],
	...events: PotCreationEvent[]
) {
	let [snapshot] = initialTransition(potCreationMachine, input)
	for (const event of events) [snapshot] = transition(potCreationMachine, snapshot, event)
	return snapshot
}

const individual = { role: 'private', companyReady: true } as const
const company = { role: 'enterprise', companyReady: true } as const
const draft = { name: 'Les 30 ans de Sam', descriptionHtml: '<p>Merci</p>' }

describe('pot creation machine', () => {
	test('starts on the cause step, or on the details when the deep link names a cause', () => {
		expect(run({ creatorType: 'particular', eventTypeId: 2 }).value).toBe('cause')
		const seeded = run({ creatorType: 'particular', eventTypeId: 2, charityId: 9 })
		expect(seeded.value).toBe('details')
		expect(seeded.context).toMatchObject({ eventTypeId: 2, charityId: 9 })
	})

	test('choosing a cause leads to the details; SEED reseeds and keeps the draft', () => {
		const s = run(
			{ creatorType: 'particular' },
			{ type: 'SELECT_CAUSE', charityId: 4, eventTypeId: 1 },
			{ type: 'SAVE_DRAFT', draft },
			{
				type: 'SEED',
				creatorType: 'particular',
				charityId: 5,
			},
		)
		expect(s.value).toBe('details')
		expect(s.context).toMatchObject({ charityId: 5, eventTypeId: 1, draft: { name: 'Les 30 ans de Sam' } })
	})

	test('a signed-in individual goes straight to recording, then recorded', () => {
		const s = run(
			{ creatorType: 'particular', charityId: 3 },
			{ type: 'SUBMIT_DETAILS', draft, user: individual },
		)
		expect(s.value).toBe('recording')
		expect(s.context.draft.name).toBe('Les 30 ans de Sam')
		const done = transition(potCreationMachine, s, { type: 'RECORDED', potId: 42 })[0]
		expect(done.value).toBe('recorded')
		expect(done.status).toBe('done')
		expect(done.context.potId).toBe(42)
	})

	test('a failed save goes back to the details with the draft kept', () => {
		const s = run(
			{ creatorType: 'particular', charityId: 3 },
			{ type: 'SUBMIT_DETAILS', draft, user: individual },
			{ type: 'RECORD_FAILED' },
		)
		expect(s.value).toBe('details')
		expect(s.context.draft).toMatchObject(draft)
	})

	test('an anonymous visitor identifies first; the draft survives; BACK returns to the details', () => {
		const s = run({ creatorType: 'particular', charityId: 3 }, { type: 'SUBMIT_DETAILS', draft, user: null })
		expect(s.value).toBe('identify')
		expect(transition(potCreationMachine, s, { type: 'BACK' })[0].value).toBe('details')
		const signedIn = transition(potCreationMachine, s, { type: 'SIGNED_IN', ...individual })[0]
		expect(signedIn.value).toBe('recording')
		expect(signedIn.context.draft).toMatchObject(draft)
	})

	test('the account type must match the pot type (docs/requirements.md#spec-2-4)', () => {
		expect(
			run({ creatorType: 'company', charityId: 3 }, { type: 'SUBMIT_DETAILS', draft, user: individual })
				.value,
		).toBe('wrongAccount')
		const s = run(
			{ creatorType: 'particular', charityId: 3 },
			{ type: 'SUBMIT_DETAILS', draft, user: null },
			{ type: 'SIGNED_IN', ...company },
		)
		expect(s.value).toBe('wrongAccount')
		expect(s.status).toBe('done')
	})

	test('a company whose account is not complete fills its company details before the pot is recorded', () => {
		const s = run(
			{ creatorType: 'company', charityId: 3 },
			{ type: 'SUBMIT_DETAILS', draft, user: null },
			{ type: 'SIGNED_IN', role: 'enterprise', companyReady: false },
		)
		expect(s.value).toBe('companyDetails')
		expect(transition(potCreationMachine, s, { type: 'COMPANY_COMPLETED' })[0].value).toBe('recording')
		expect(
			run({ creatorType: 'company', charityId: 3 }, { type: 'SUBMIT_DETAILS', draft, user: company }).value,
		).toBe('recording')
	})

	test("'précédent' goes back to the causes keeping every value, and a new cause comes back to the details", () => {
		const back = run(
			{ creatorType: 'particular', charityId: 3 },
			{ type: 'SAVE_DRAFT', draft },
			{ type: 'BACK' },
		)
		expect(back.value).toBe('choosingCauseAgain')
		const chosen = transition(potCreationMachine, back, { type: 'SELECT_CAUSE', charityId: 8 })[0]
		expect(chosen.value).toBe('details')
		expect(chosen.context).toMatchObject({ charityId: 8, draft })
	})

	test('a persisted snapshot restores to the same state and context', () => {
		const s = run(
			{ creatorType: 'company', charityId: 3, eventTypeId: 12 },
			{ type: 'SUBMIT_DETAILS', draft, user: null },
		)
		const actor = createActor(potCreationMachine, { snapshot: s, input: { creatorType: 'company' } })
		const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()))
		const restored = potCreationMachine.resolveState(persisted)
		expect(restored.value).toBe('identify')
		expect(restored.context).toEqual(s.context)
		expect(transition(potCreationMachine, restored, { type: 'SIGNED_IN', ...company })[0].value).toBe(
			'recording',
		)
	})

	test('events that do not apply in a state change nothing', () => {
		const s = run(
			{ creatorType: 'particular' },
			{ type: 'RECORDED', potId: 1 },
			{ type: 'SIGNED_IN', ...individual },
		)
		expect(s.value).toBe('cause')
		expect(s.context.potId).toBeNull()
	})
})
