import { assign, setup } from 'xstate'

/**
 * One donation's payment (spec 3 §4): card with 3-D Secure, one-off or monthly SEPA direct debit, SEPA
 * transfer, and the quick donation (identity first, then card). Pure: the server performs each provider call
 * and reports its outcome as an event; every redirect to the provider and every return from it is a state,
 * so a reload, a replayed return URL or a restart resumes where the donor is (ADR 002, ADR 011).
 */
export type PaymentMethod = 'card' | 'unique' | 'monthly' | 'sepa'
export type CardField = 'cardNumber' | 'cardExpirationDate' | 'cardCvx'
export type PayInOutcome = 'SUCCEEDED' | 'FAILED' | 'CREATED'

export type CardRegistration = { id: string; url: string; preregistrationData: string; accessKey: string }
export type WireDetails = { ownerName: string; iban: string; bic: string; reference: string; address: string }

export type DonationPaymentContext = {
	potId: number
	amountCents: number
	tipCents: number
	isVisible: boolean
	isAnonymous: boolean
	quick: boolean
	method: PaymentMethod
	/** The query of the page that opened the flow, to send the donor back to it after a refused card. */
	pageQuery: string
	/** Counts card registrations: each attempt gets its own idempotency key. */
	registrationCount: number
	registration: CardRegistration | null
	/** The provider user paying (the account's, or the quick donor's). */
	payerId: string | null
	quickIdentity: { firstName: string; lastName: string; email: string; birthDate: string } | null
	donationId: number | null
	subscriptionId: number | null
	redirectUrl: string | null
	wire: WireDetails | null
	error: string | null
	/** The card field the vault refused, to show the message under it. */
	errorField: CardField | null
}

export type DonationPaymentEvent =
	| { type: 'CHOOSE_METHOD'; method: PaymentMethod }
	| { type: 'IDENTIFIED'; identity: NonNullable<DonationPaymentContext['quickIdentity']>; payerId: string }
	| { type: 'REGISTRATION_READY'; registration: CardRegistration; payerId: string }
	| { type: 'CARD_REFUSED'; message: string; field?: CardField | null }
	| {
			type: 'PAYIN_STARTED'
			donationId: number
			status: PayInOutcome
			redirectUrl: string | null
			message: string | null
	  }
	| { type: 'PAYIN_RESULT'; status: PayInOutcome; message: string | null }
	| { type: 'MANDATE_STARTED'; donationId: number | null; subscriptionId: number | null; redirectUrl: string }
	| { type: 'MANDATE_EXISTS'; donationId: number | null; subscriptionId: number | null }
	| { type: 'MANDATE_RETURNED'; signed: boolean }
	| { type: 'WIRE_READY'; donationId: number; wire: WireDetails }
	| { type: 'WIRE_ACKNOWLEDGED' }
	| { type: 'EDIT_IDENTITY' }
	/** The attempt ended without the donor (failed by the reconciliation, abandoned): the flow is over. */
	| { type: 'ATTEMPT_FAILED'; message: string }

export type DonationPaymentInput = Pick<
	DonationPaymentContext,
	'potId' | 'amountCents' | 'tipCents' | 'isVisible' | 'isAnonymous' | 'quick'
> & {
	method?: PaymentMethod
	pageQuery?: string
}

const byStatus =
	(status: 'SUCCEEDED' | 'FAILED') =>
	({ event }: { event: DonationPaymentEvent }) =>
		(event.type === 'PAYIN_STARTED' || event.type === 'PAYIN_RESULT') && event.status === status

export const donationPaymentMachine = setup({
	types: {
		context: {} as DonationPaymentContext,
		events: {} as DonationPaymentEvent,
		input: {} as DonationPaymentInput,
	},
	guards: {
		isQuick: ({ context }) => context.quick,
		// A quick donation pays by card only.
		canChooseMethod: ({ context }) => !context.quick,
		wantsCard: ({ context }) => context.method === 'card',
		wantsDirectDebit: ({ context }) => context.method === 'unique' || context.method === 'monthly',
		wantsWire: ({ context }) => context.method === 'sepa',
		needsSecureMode: ({ event }) => event.type === 'PAYIN_STARTED' && event.redirectUrl !== null,
		succeeded: byStatus('SUCCEEDED'),
		failed: byStatus('FAILED'),
		signed: ({ event }) => event.type === 'MANDATE_RETURNED' && event.signed,
	},
	actions: {
		chooseMethod: assign(({ event }) =>
			event.type === 'CHOOSE_METHOD' ? { method: event.method, error: null, errorField: null } : {},
		),
		identify: assign(({ event }) =>
			event.type === 'IDENTIFIED'
				? {
						quickIdentity: event.identity,
						payerId: event.payerId,
						registration: null,
						error: null,
						errorField: null,
					}
				: {},
		),
		storeRegistration: assign(({ context, event }) =>
			event.type === 'REGISTRATION_READY'
				? {
						registration: event.registration,
						payerId: event.payerId,
						registrationCount: context.registrationCount + 1,
					}
				: {},
		),
		// A registration is used once: after a refused card the next attempt gets a new one.
		refuseCard: assign(({ event }) =>
			event.type === 'CARD_REFUSED'
				? { registration: null, error: event.message, errorField: event.field ?? null }
				: {},
		),
		startPayIn: assign(({ event }) =>
			event.type === 'PAYIN_STARTED'
				? {
						donationId: event.donationId,
						redirectUrl: event.redirectUrl,
						registration: null,
						error: event.message,
						errorField: null,
					}
				: {},
		),
		payInResult: assign(({ event }) =>
			event.type === 'PAYIN_RESULT' ? { redirectUrl: null, error: event.message, errorField: null } : {},
		),
		startMandate: assign(({ event }) =>
			event.type === 'MANDATE_STARTED' || event.type === 'MANDATE_EXISTS'
				? {
						donationId: event.donationId,
						subscriptionId: event.subscriptionId,
						redirectUrl: event.type === 'MANDATE_STARTED' ? event.redirectUrl : null,
						error: null,
						errorField: null,
					}
				: {},
		),
		storeWire: assign(({ event }) =>
			event.type === 'WIRE_READY' ? { donationId: event.donationId, wire: event.wire } : {},
		),
		// The transfer details are shown once: forgotten once the donor says they noted them.
		forgetWire: assign({ wire: null }),
		attemptFailed: assign(({ event }) =>
			event.type === 'ATTEMPT_FAILED' ? { error: event.message, errorField: null, registration: null } : {},
		),
	},
}).createMachine({
	id: 'donationPayment',
	context: ({ input }) => ({
		potId: input.potId,
		amountCents: input.amountCents,
		tipCents: input.tipCents,
		isVisible: input.isVisible,
		isAnonymous: input.isAnonymous,
		quick: input.quick,
		method: input.quick ? 'card' : (input.method ?? 'card'),
		pageQuery: input.pageQuery ?? '',
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
	}),
	initial: 'start',
	states: {
		start: {
			always: [
				{ guard: 'isQuick', target: 'quickIdentity' },
				{ guard: 'wantsDirectDebit', target: 'directDebit' },
				{ guard: 'wantsWire', target: 'wire' },
				{ target: 'card' },
			],
		},
		// Quick donation: who gives (a provider user is created for them), then the card.
		quickIdentity: {
			on: { IDENTIFIED: { target: 'card', actions: 'identify' } },
		},
		// The four tabs of the payment page; the card tab holds a fresh card registration.
		card: {
			on: {
				ATTEMPT_FAILED: { target: 'failed', actions: 'attemptFailed' },
				CHOOSE_METHOD: { guard: 'canChooseMethod', target: 'start', actions: 'chooseMethod' },
				EDIT_IDENTITY: { guard: 'isQuick', target: 'quickIdentity' },
				REGISTRATION_READY: { actions: 'storeRegistration' },
				CARD_REFUSED: { actions: 'refuseCard' },
				PAYIN_STARTED: [
					{ guard: 'needsSecureMode', target: 'secureMode', actions: 'startPayIn' },
					{ guard: 'succeeded', target: 'succeeded', actions: 'startPayIn' },
					{ guard: 'failed', target: 'failed', actions: 'startPayIn' },
					{ target: 'pending', actions: 'startPayIn' },
				],
			},
		},
		directDebit: {
			on: {
				ATTEMPT_FAILED: { target: 'failed', actions: 'attemptFailed' },
				CHOOSE_METHOD: { target: 'start', actions: 'chooseMethod' },
				MANDATE_STARTED: { target: 'mandateSignature', actions: 'startMandate' },
				MANDATE_EXISTS: { target: 'pending', actions: 'startMandate' },
			},
		},
		wire: {
			on: {
				ATTEMPT_FAILED: { target: 'failed', actions: 'attemptFailed' },
				CHOOSE_METHOD: { target: 'start', actions: 'chooseMethod' },
				WIRE_READY: { target: 'wireDetails', actions: 'storeWire' },
			},
		},
		// Redirected to the bank's 3-D Secure page; back through a GET with `transactionId`.
		secureMode: {
			on: {
				PAYIN_RESULT: [
					{ guard: 'succeeded', target: 'succeeded', actions: 'payInResult' },
					{ guard: 'failed', target: 'failed', actions: 'payInResult' },
					{ target: 'pending', actions: 'payInResult' },
				],
			},
		},
		// Redirected to the mandate signature page; back through a GET with `MandateId`.
		mandateSignature: {
			on: {
				// Another method chosen while the bank waits: the server gives up the unsigned mandate's gift.
				ATTEMPT_FAILED: { target: 'failed', actions: 'attemptFailed' },
				MANDATE_RETURNED: [{ guard: 'signed', target: 'pending' }, { target: 'failed' }],
			},
		},
		wireDetails: {
			on: { WIRE_ACKNOWLEDGED: { target: 'wireAwaited', actions: 'forgetWire' } },
		},
		// Settled later (direct debit, slow card): a webhook or the reconciliation applies the outcome.
		pending: { type: 'final' },
		succeeded: { type: 'final' },
		failed: { type: 'final' },
		wireAwaited: { type: 'final' },
	},
})
