import { describe, expect, test } from 'vitest'
import { createActor, initialTransition, transition } from 'xstate'
import {
	type CardRegistration,
	type DonationPaymentEvent,
	type DonationPaymentInput,
	donationPaymentMachine,
	type WireDetails,
} from './donation-payment.ts'

type Snapshot = ReturnType<typeof initialTransition<typeof donationPaymentMachine>>[0]

function start(input: Partial<DonationPaymentInput> = {}) {
	return initialTransition(donationPaymentMachine, {
		potId: 7,
		amountCents: 2500,
		tipCents: 300,
		isVisible: true,
		isAnonymous: false,
		quick: false,
		...input,
	})[0]
}

function send(snapshot: Snapshot, ...events: DonationPaymentEvent[]) {
	let s = snapshot
	for (const event of events) [s] = transition(donationPaymentMachine, s, event)
	return s
}

const run = (input: Partial<DonationPaymentInput>, ...events: DonationPaymentEvent[]) =>
	send(start(input), ...events)

const registration = (n = 1): CardRegistration => ({
	id: `reg-${n}`,
	url: `https://vault.test/tokenize/reg-${n}`,
	preregistrationData: `pre-${n}`,
	accessKey: `key-${n}`,
})
const ready = (n = 1, payerId = 'payer-1'): DonationPaymentEvent => ({
	type: 'REGISTRATION_READY',
	registration: registration(n),
	payerId,
})
const identity = {
	firstName: 'Julie',
	lastName: 'Petit',
	email: 'julie.petit@exemple.fr',
	birthDate: '1990-05-12',
}
const identified: DonationPaymentEvent = { type: 'IDENTIFIED', identity }
const wire: WireDetails = {
	ownerName: 'MANGOPAY SA',
	iban: 'FR7618829754160173622224154',
	bic: 'CMBRFR2BARK',
	reference: 'ABCDEF1234',
	address: '2 avenue Amélie, L-1125 Luxembourg, LU',
}

const payInStarted = (
	status: 'SUCCEEDED' | 'FAILED' | 'CREATED',
	redirectUrl: string | null = null,
	message: string | null = null,
): DonationPaymentEvent => ({
	type: 'PAYIN_STARTED',
	donationId: 41,
	status,
	redirectUrl,
	message,
})

/** One event of every type, to check that a state ignores all those it does not handle. */
const everyEvent: DonationPaymentEvent[] = [
	{ type: 'CHOOSE_METHOD', method: 'sepa' },
	identified,
	ready(9),
	{ type: 'CARD_REFUSED', message: 'refusée' },
	payInStarted('SUCCEEDED'),
	{ type: 'PAYIN_RESULT', status: 'SUCCEEDED', message: null },
	{ type: 'MANDATE_STARTED', donationId: 5, subscriptionId: null, redirectUrl: 'https://bank.test/m' },
	{ type: 'MANDATE_EXISTS', donationId: 5, subscriptionId: null },
	{ type: 'MANDATE_RETURNED', signed: true },
	{ type: 'WIRE_READY', donationId: 6, wire },
	{ type: 'WIRE_ACKNOWLEDGED' },
	{ type: 'EDIT_IDENTITY' },
	{ type: 'ATTEMPT_FAILED', message: 'abandonné' },
]

/** Sends each event not listed in `handled` to the snapshot and checks nothing moved. */
function expectIgnores(snapshot: Snapshot, handled: DonationPaymentEvent['type'][]) {
	for (const event of everyEvent.filter((e) => !handled.includes(e.type))) {
		const next = send(snapshot, event)
		expect({ event: event.type, value: next.value }).toEqual({ event: event.type, value: snapshot.value })
		expect(next.context).toEqual(snapshot.context)
	}
}

describe('donation payment machine: start', () => {
	test('routes by method: card (the default), one-off or monthly direct debit, SEPA transfer', () => {
		expect(start().value).toBe('card')
		expect(start({ method: 'card' }).value).toBe('card')
		expect(start({ method: 'unique' }).value).toBe('directDebit')
		expect(start({ method: 'monthly' }).value).toBe('directDebit')
		expect(start({ method: 'sepa' }).value).toBe('wire')
	})

	test('a quick donation starts with the identity, whatever the method asked, and pays by card', () => {
		for (const method of [undefined, 'card', 'unique', 'monthly', 'sepa'] as const) {
			const s = start({ quick: true, method })
			expect(s.value).toBe('quickIdentity')
			expect(s.context.method).toBe('card')
		}
	})

	test('the initial context carries the donation and nothing of a payment yet', () => {
		const s = start({ method: 'monthly', isVisible: false, isAnonymous: true })
		expect(s.status).toBe('active')
		expect(s.context).toEqual({
			potId: 7,
			amountCents: 2500,
			tipCents: 300,
			isVisible: false,
			isAnonymous: true,
			quick: false,
			method: 'monthly',
			pageQuery: '',
			registrationCount: 0,
			registration: null,
			payerId: null,
			quickIdentity: null,
			donationId: null,
			subscriptionId: null,
			redirectUrl: null,
			wire: null,
			error: null,
			errorField: null,
		})
	})
})

describe('CHOOSE_METHOD: the tabs', () => {
	test('moves between the three tab states in every direction', () => {
		const targets = { card: 'card', unique: 'directDebit', monthly: 'directDebit', sepa: 'wire' } as const
		for (const from of ['card', 'unique', 'monthly', 'sepa'] as const) {
			for (const [to, state] of Object.entries(targets) as [keyof typeof targets, string][]) {
				const s = run({ method: from }, { type: 'CHOOSE_METHOD', method: to })
				expect({ from, to, state: s.value }).toEqual({ from, to, state })
				expect(s.context.method).toBe(to)
			}
		}
	})

	test('clears the error shown on the previous tab and keeps the card registration', () => {
		const refused = run(
			{},
			ready(),
			{ type: 'CARD_REFUSED', message: 'Votre numéro de carte n’est pas valide' },
			ready(2),
		)
		expect(refused.context.error).toBe('Votre numéro de carte n’est pas valide')
		const moved = send(refused, { type: 'CHOOSE_METHOD', method: 'sepa' })
		expect(moved.value).toBe('wire')
		expect(moved.context.error).toBeNull()
		const back = send(moved, { type: 'CHOOSE_METHOD', method: 'card' })
		expect(back.value).toBe('card')
		expect(back.context.registration).toEqual(registration(2))
		expect(back.context.registrationCount).toBe(2)
	})

	test('is ignored outside the tabs and the signature page: identity, 3-D Secure, wire details, the final states', () => {
		const choose: DonationPaymentEvent = { type: 'CHOOSE_METHOD', method: 'sepa' }
		const states = [
			start({ quick: true }),
			run({}, ready(), payInStarted('CREATED', 'https://bank.test/3ds')),
			run({ method: 'sepa' }, { type: 'WIRE_READY', donationId: 6, wire }),
			run({}, ready(), payInStarted('SUCCEEDED')),
		]
		expect(states.map((s) => s.value)).toEqual(['quickIdentity', 'secureMode', 'wireDetails', 'succeeded'])
		for (const s of states) {
			const next = send(s, choose)
			expect(next.value).toBe(s.value)
			expect(next.context).toEqual(s.context)
		}
	})
})

describe('card', () => {
	test('REGISTRATION_READY stores the registration and the payer and counts the attempt', () => {
		const s = run({}, ready(1, 'payer-a'))
		expect(s.value).toBe('card')
		expect(s.context).toMatchObject({
			registration: registration(1),
			payerId: 'payer-a',
			registrationCount: 1,
		})
		const again = send(
			s,
			{ type: 'CARD_REFUSED', message: 'x' },
			ready(2, 'payer-a'),
			{ type: 'CARD_REFUSED', message: 'y' },
			ready(3, 'payer-a'),
		)
		expect(again.context.registrationCount).toBe(3)
		expect(again.context.registration?.id).toBe('reg-3')
	})

	test('CARD_REFUSED forgets the used registration, keeps the payer and shows the message', () => {
		const s = run({}, ready(1, 'payer-a'), { type: 'CARD_REFUSED', message: 'Votre crypto n’est pas valide' })
		expect(s.value).toBe('card')
		expect(s.context).toMatchObject({
			registration: null,
			payerId: 'payer-a',
			registrationCount: 1,
			error: 'Votre crypto n’est pas valide',
		})
	})

	test('PAYIN_STARTED with a 3-D Secure URL goes to secureMode and keeps the URL', () => {
		const s = run({}, ready(), payInStarted('CREATED', 'https://bank.test/3ds/abc'))
		expect(s.value).toBe('secureMode')
		expect(s.context).toMatchObject({
			donationId: 41,
			redirectUrl: 'https://bank.test/3ds/abc',
			registration: null,
			error: null,
		})
		expect(s.status).toBe('active')
	})

	test('PAYIN_STARTED: SUCCEEDED → succeeded, FAILED → failed with the message, CREATED without URL → pending', () => {
		const ok = run({}, ready(), payInStarted('SUCCEEDED'))
		expect(ok.value).toBe('succeeded')
		expect(ok.status).toBe('done')
		expect(ok.context).toMatchObject({ donationId: 41, registration: null, redirectUrl: null, error: null })

		const ko = run({}, ready(), payInStarted('FAILED', null, 'Transaction refusée par la banque'))
		expect(ko.value).toBe('failed')
		expect(ko.status).toBe('done')
		expect(ko.context).toMatchObject({ donationId: 41, error: 'Transaction refusée par la banque' })

		const slow = run({}, ready(), payInStarted('CREATED'))
		expect(slow.value).toBe('pending')
		expect(slow.status).toBe('done')
		expect(slow.context.donationId).toBe(41)
	})

	test('the card tab ignores the events of the other methods, and EDIT_IDENTITY when not quick', () => {
		expectIgnores(run({}, ready()), [
			'CHOOSE_METHOD',
			'REGISTRATION_READY',
			'CARD_REFUSED',
			'PAYIN_STARTED',
			'ATTEMPT_FAILED',
		])
		const s = run({}, ready())
		expect(send(s, { type: 'EDIT_IDENTITY' }).value).toBe('card')
	})
})

describe('3-D Secure', () => {
	const secure = () => run({}, ready(), payInStarted('CREATED', 'https://bank.test/3ds/abc'))

	test('PAYIN_RESULT: SUCCEEDED → succeeded, FAILED → failed, CREATED → pending; the redirect is forgotten', () => {
		const ok = send(secure(), { type: 'PAYIN_RESULT', status: 'SUCCEEDED', message: null })
		expect(ok.value).toBe('succeeded')
		expect(ok.context).toMatchObject({ redirectUrl: null, error: null, donationId: 41 })
		const ko = send(secure(), {
			type: 'PAYIN_RESULT',
			status: 'FAILED',
			message: 'Authentification 3-D Secure échouée',
		})
		expect(ko.value).toBe('failed')
		expect(ko.context).toMatchObject({ redirectUrl: null, error: 'Authentification 3-D Secure échouée' })
		const slow = send(secure(), { type: 'PAYIN_RESULT', status: 'CREATED', message: null })
		expect(slow.value).toBe('pending')
		expect(slow.context.redirectUrl).toBeNull()
	})

	test('secureMode waits for PAYIN_RESULT only (no new card, no second pay-in)', () => {
		expectIgnores(secure(), ['PAYIN_RESULT'])
	})

	test('PAYIN_RESULT is ignored on the card tab', () => {
		const s = run({}, ready())
		expect(send(s, { type: 'PAYIN_RESULT', status: 'SUCCEEDED', message: null }).value).toBe('card')
	})
})

describe('direct debit', () => {
	test('MANDATE_STARTED → mandateSignature with the donation and the redirect', () => {
		const s = run(
			{ method: 'unique' },
			{
				type: 'MANDATE_STARTED',
				donationId: 12,
				subscriptionId: null,
				redirectUrl: 'https://bank.test/mandate/t',
			},
		)
		expect(s.value).toBe('mandateSignature')
		expect(s.context).toMatchObject({
			donationId: 12,
			subscriptionId: null,
			redirectUrl: 'https://bank.test/mandate/t',
			error: null,
		})
		const monthly = run(
			{ method: 'monthly' },
			{
				type: 'MANDATE_STARTED',
				donationId: null,
				subscriptionId: 3,
				redirectUrl: 'https://bank.test/mandate/m',
			},
		)
		expect(monthly.value).toBe('mandateSignature')
		expect(monthly.context).toMatchObject({ donationId: null, subscriptionId: 3 })
	})

	test('MANDATE_EXISTS → pending at once, without a redirect', () => {
		const s = run({ method: 'monthly' }, { type: 'MANDATE_EXISTS', donationId: 13, subscriptionId: 4 })
		expect(s.value).toBe('pending')
		expect(s.status).toBe('done')
		expect(s.context).toMatchObject({ donationId: 13, subscriptionId: 4, redirectUrl: null })
	})

	test('MANDATE_RETURNED: signed → pending, refused → failed', () => {
		const waiting = run(
			{ method: 'unique' },
			{
				type: 'MANDATE_STARTED',
				donationId: 12,
				subscriptionId: null,
				redirectUrl: 'https://bank.test/mandate/t',
			},
		)
		const signed = send(waiting, { type: 'MANDATE_RETURNED', signed: true })
		expect(signed.value).toBe('pending')
		expect(signed.status).toBe('done')
		expect(signed.context.donationId).toBe(12)
		const refused = send(waiting, { type: 'MANDATE_RETURNED', signed: false })
		expect(refused.value).toBe('failed')
		expect(refused.status).toBe('done')
	})

	test('the direct debit tab and the signature page ignore what does not concern them', () => {
		expectIgnores(run({ method: 'unique' }), [
			'CHOOSE_METHOD',
			'MANDATE_STARTED',
			'MANDATE_EXISTS',
			'ATTEMPT_FAILED',
		])
		expectIgnores(
			run(
				{ method: 'unique' },
				{ type: 'MANDATE_STARTED', donationId: 12, subscriptionId: null, redirectUrl: 'https://bank.test/m' },
			),
			['MANDATE_RETURNED', 'ATTEMPT_FAILED'],
		)
		// A return from the bank before any mandate was started changes nothing.
		expect(run({ method: 'unique' }, { type: 'MANDATE_RETURNED', signed: true }).value).toBe('directDebit')
	})

	test('another method while the mandate is unsigned: the attempt ends (the server gives up its gift)', () => {
		const waiting = run(
			{ method: 'unique' },
			{ type: 'MANDATE_STARTED', donationId: 12, subscriptionId: null, redirectUrl: 'https://bank.test/m' },
		)
		expect(send(waiting, { type: 'CHOOSE_METHOD', method: 'card' }).value).toBe('mandateSignature')
		const ended = send(waiting, { type: 'ATTEMPT_FAILED', message: '' })
		expect(ended.value).toBe('failed')
		expect(ended.status).toBe('done')
	})
})

describe('ATTEMPT_FAILED', () => {
	test('ends the card, direct-debit and transfer tabs with the message; ignored elsewhere', () => {
		for (const method of ['card', 'unique', 'sepa'] as const) {
			const ended = send(run({ method }), { type: 'ATTEMPT_FAILED', message: 'Une erreur' })
			expect(ended.value).toBe('failed')
			expect(ended.status).toBe('done')
			expect(ended.context.error).toBe('Une erreur')
		}
		const secure = run({}, ready(), payInStarted('CREATED', 'https://bank.test/3ds'))
		expect(send(secure, { type: 'ATTEMPT_FAILED', message: 'x' }).value).toBe('secureMode')
	})
})

describe('SEPA transfer', () => {
	test('WIRE_READY shows the details; WIRE_ACKNOWLEDGED → wireAwaited and the details are forgotten', () => {
		const details = run({ method: 'sepa' }, { type: 'WIRE_READY', donationId: 21, wire })
		expect(details.value).toBe('wireDetails')
		expect(details.context).toMatchObject({ donationId: 21, wire })
		const awaited = send(details, { type: 'WIRE_ACKNOWLEDGED' })
		expect(awaited.value).toBe('wireAwaited')
		expect(awaited.status).toBe('done')
		expect(awaited.context.wire).toBeNull()
		expect(awaited.context.donationId).toBe(21)
	})

	test('the acknowledgement needs the details first; wireDetails waits for it only', () => {
		expect(run({ method: 'sepa' }, { type: 'WIRE_ACKNOWLEDGED' }).value).toBe('wire')
		expectIgnores(run({ method: 'sepa' }), ['CHOOSE_METHOD', 'WIRE_READY', 'ATTEMPT_FAILED'])
		expectIgnores(run({ method: 'sepa' }, { type: 'WIRE_READY', donationId: 21, wire }), [
			'WIRE_ACKNOWLEDGED',
		])
	})
})

describe('quick donation', () => {
	test('IDENTIFIED → card with the identity; the payer comes with the card registration', () => {
		const s = run({ quick: true }, identified)
		expect(s.value).toBe('card')
		expect(s.context).toMatchObject({
			quickIdentity: identity,
			payerId: null,
			registration: null,
			error: null,
			method: 'card',
		})
	})

	test('the identity step waits for IDENTIFIED only (no card before the donor is known)', () => {
		expectIgnores(start({ quick: true }), ['IDENTIFIED'])
	})

	test('EDIT_IDENTITY goes back to the identity (quick only); a new identity drops the old registration', () => {
		const carded = run({ quick: true }, identified, ready(1, 'quick-payer'))
		const editing = send(carded, { type: 'EDIT_IDENTITY' })
		expect(editing.value).toBe('quickIdentity')
		expect(editing.context.quickIdentity).toEqual(identity)
		const corrected = { ...identity, email: 'julie@exemple.fr' }
		const again = send(editing, { type: 'IDENTIFIED', identity: corrected })
		expect(again.value).toBe('card')
		expect(again.context).toMatchObject({
			quickIdentity: corrected,
			payerId: null,
			registration: null,
			registrationCount: 1,
		})
		// Not quick: the guard keeps the donor on the card tab.
		expect(run({}, ready(), { type: 'EDIT_IDENTITY' }).value).toBe('card')
	})

	test('the quick card pays like the card tab', () => {
		const s = run({ quick: true }, identified, ready(1, 'quick-payer'), payInStarted('SUCCEEDED'))
		expect(s.value).toBe('succeeded')
		expect(s.context.quickIdentity).toEqual(identity)
	})

	// A quick donation pays by card only: the tab change is refused (`canChooseMethod`).
	test('a quick donation stays on its card: CHOOSE_METHOD does not send it back to the identity step', () => {
		const s = run({ quick: true }, identified, ready(1, 'quick-payer'), {
			type: 'CHOOSE_METHOD',
			method: 'sepa',
		})
		expect(s.value).toBe('card')
		expect(s.context.method).toBe('card')
	})
})

describe('final states', () => {
	test('pending, succeeded, failed and wireAwaited ignore every event', () => {
		const finals = [
			run({}, ready(), payInStarted('CREATED')),
			run({}, ready(), payInStarted('SUCCEEDED')),
			run({}, ready(), payInStarted('FAILED', null, 'refusé')),
			run({ method: 'sepa' }, { type: 'WIRE_READY', donationId: 21, wire }, { type: 'WIRE_ACKNOWLEDGED' }),
		]
		expect(finals.map((s) => s.value)).toEqual(['pending', 'succeeded', 'failed', 'wireAwaited'])
		for (const s of finals) {
			expect(s.status).toBe('done')
			expectIgnores(s, [])
		}
	})

	test('a persisted snapshot restores to the same state and goes on from there', () => {
		const s = run({}, ready(), payInStarted('CREATED', 'https://bank.test/3ds/abc'))
		const actor = createActor(donationPaymentMachine, {
			snapshot: s,
			input: {
				potId: 7,
				amountCents: 2500,
				tipCents: 300,
				isVisible: true,
				isAnonymous: false,
				quick: false,
			},
		})
		const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Parameters<
			typeof donationPaymentMachine.resolveState
		>[0]
		const restored = donationPaymentMachine.resolveState(persisted)
		expect(restored.value).toBe('secureMode')
		expect(restored.context).toEqual(s.context)
		expect(send(restored, { type: 'PAYIN_RESULT', status: 'SUCCEEDED', message: null }).value).toBe(
			'succeeded',
		)
	})
})
