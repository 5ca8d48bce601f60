import { assign, setup } from 'xstate'

/**
 * One donation's payment (docs/requirements.md#spec-3-4): card with 3-D Secure, one-off or monthly SEPA direct debit, SEPA
 * transfer, and the quick donation (identity first, then card). Pure: the server performs each provider call
 * and reports its outcome as an event; every redirect to the provider and every return from it is a state,
 * so a reload, a replayed return URL or a restart resumes where the donor is (ADR 002, ADR 011).
 */
export type PaymentMethod = 'card' | 'unique' | 'monthly' | 'sepa'
type CardField = 'cardNumber' | 'cardExpirationDate' | 'cardCvx'
type PayInOutcome = 'SUCCEEDED' | 'FAILED' | 'CREATED'

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
	| { type: 'IDENTIFIED'; identity: NonNullable<DonationPaymentContext['quickIdentity']> }
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

/** The event a transition handles, to map it to the params of its named actions and guards. */
type EventArgs<T extends DonationPaymentEvent['type']> = { event: Extract<DonationPaymentEvent, { type: T }> }

const failure = ({ event }: EventArgs<'ATTEMPT_FAILED'>) => ({ message: event.message })
const chosen = ({ event }: EventArgs<'CHOOSE_METHOD'>) => ({ method: event.method })
const payInStatus = ({ event }: EventArgs<'PAYIN_STARTED' | 'PAYIN_RESULT'>) => ({ status: event.status })
const payIn = ({ event }: EventArgs<'PAYIN_STARTED'>) => ({
	donationId: event.donationId,
	redirectUrl: event.redirectUrl,
	message: event.message,
})
const payInResult = ({ event }: EventArgs<'PAYIN_RESULT'>) => ({ message: event.message })

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
		wantsDirectDebit: ({ context }) => context.method === 'unique' || context.method === 'monthly',
		wantsWire: ({ context }) => context.method === 'sepa',
		needsSecureMode: (_, params: { redirectUrl: string | null }) => params.redirectUrl !== null,
		succeeded: (_, params: { status: PayInOutcome }) => params.status === 'SUCCEEDED',
		failed: (_, params: { status: PayInOutcome }) => params.status === 'FAILED',
		signed: (_, params: { signed: boolean }) => params.signed,
	},
	actions: {
		chooseMethod: assign((_, params: { method: PaymentMethod }) => ({
			method: params.method,
			error: null,
			errorField: null,
		})),
		// The quick payer is created with the card registration, from this identity: a new identity, a new payer.
		identify: assign((_, params: { identity: NonNullable<DonationPaymentContext['quickIdentity']> }) => ({
			quickIdentity: params.identity,
			payerId: null,
			registration: null,
			error: null,
			errorField: null,
		})),
		storeRegistration: assign(({ context }, params: { registration: CardRegistration; payerId: string }) => ({
			registration: params.registration,
			payerId: params.payerId,
			registrationCount: context.registrationCount + 1,
		})),
		// A registration is used once: after a refused card the next attempt gets a new one.
		refuseCard: assign((_, params: { message: string; field: CardField | null }) => ({
			registration: null,
			error: params.message,
			errorField: params.field,
		})),
		startPayIn: assign(
			(_, params: { donationId: number; redirectUrl: string | null; message: string | null }) => ({
				donationId: params.donationId,
				redirectUrl: params.redirectUrl,
				registration: null,
				error: params.message,
				errorField: null,
			}),
		),
		payInResult: assign((_, params: { message: string | null }) => ({
			redirectUrl: null,
			error: params.message,
			errorField: null,
		})),
		startMandate: assign(
			(
				_,
				params: { donationId: number | null; subscriptionId: number | null; redirectUrl: string | null },
			) => ({
				donationId: params.donationId,
				subscriptionId: params.subscriptionId,
				redirectUrl: params.redirectUrl,
				error: null,
				errorField: null,
			}),
		),
		storeWire: assign((_, params: { donationId: number; wire: WireDetails }) => ({
			donationId: params.donationId,
			wire: params.wire,
		})),
		// The transfer details are shown once: forgotten once the donor says they noted them.
		forgetWire: assign({ wire: null }),
		attemptFailed: assign((_, params: { message: string }) => ({
			error: params.message,
			errorField: null,
			registration: null,
		})),
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
		// Quick donation: who gives (a provider user is created for them with the card registration), then the card.
		quickIdentity: {
			on: {
				IDENTIFIED: {
					target: 'card',
					actions: {
						type: 'identify',
						params: ({ event }) => ({ identity: event.identity }),
					},
				},
			},
		},
		// The four tabs of the payment page; the card tab holds a fresh card registration.
		card: {
			on: {
				ATTEMPT_FAILED: { target: 'failed', actions: { type: 'attemptFailed', params: failure } },
				CHOOSE_METHOD: {
					guard: 'canChooseMethod',
					target: 'start',
					actions: { type: 'chooseMethod', params: chosen },
				},
				EDIT_IDENTITY: { guard: 'isQuick', target: 'quickIdentity' },
				REGISTRATION_READY: {
					actions: {
						type: 'storeRegistration',
						params: ({ event }) => ({ registration: event.registration, payerId: event.payerId }),
					},
				},
				CARD_REFUSED: {
					actions: {
						type: 'refuseCard',
						params: ({ event }) => ({ message: event.message, field: event.field ?? null }),
					},
				},
				PAYIN_STARTED: [
					{
						guard: { type: 'needsSecureMode', params: ({ event }) => ({ redirectUrl: event.redirectUrl }) },
						target: 'secureMode',
						actions: { type: 'startPayIn', params: payIn },
					},
					{
						guard: { type: 'succeeded', params: payInStatus },
						target: 'succeeded',
						actions: { type: 'startPayIn', params: payIn },
					},
					{
						guard: { type: 'failed', params: payInStatus },
						target: 'failed',
						actions: { type: 'startPayIn', params: payIn },
					},
					{ target: 'pending', actions: { type: 'startPayIn', params: payIn } },
				],
			},
		},
		directDebit: {
			on: {
				ATTEMPT_FAILED: { target: 'failed', actions: { type: 'attemptFailed', params: failure } },
				CHOOSE_METHOD: { target: 'start', actions: { type: 'chooseMethod', params: chosen } },
				MANDATE_STARTED: {
					target: 'mandateSignature',
					actions: {
						type: 'startMandate',
						params: ({ event }) => ({
							donationId: event.donationId,
							subscriptionId: event.subscriptionId,
							redirectUrl: event.redirectUrl,
						}),
					},
				},
				MANDATE_EXISTS: {
					target: 'pending',
					actions: {
						type: 'startMandate',
						params: ({ event }) => ({
							donationId: event.donationId,
							subscriptionId: event.subscriptionId,
							redirectUrl: null,
						}),
					},
				},
			},
		},
		wire: {
			on: {
				ATTEMPT_FAILED: { target: 'failed', actions: { type: 'attemptFailed', params: failure } },
				CHOOSE_METHOD: { target: 'start', actions: { type: 'chooseMethod', params: chosen } },
				WIRE_READY: {
					target: 'wireDetails',
					actions: {
						type: 'storeWire',
						params: ({ event }) => ({ donationId: event.donationId, wire: event.wire }),
					},
				},
			},
		},
		// Redirected to the bank's 3-D Secure page; back through a GET with `transactionId`.
		secureMode: {
			on: {
				PAYIN_RESULT: [
					{
						guard: { type: 'succeeded', params: payInStatus },
						target: 'succeeded',
						actions: { type: 'payInResult', params: payInResult },
					},
					{
						guard: { type: 'failed', params: payInStatus },
						target: 'failed',
						actions: { type: 'payInResult', params: payInResult },
					},
					{ target: 'pending', actions: { type: 'payInResult', params: payInResult } },
				],
			},
		},
		// Redirected to the mandate signature page; back through a GET with `MandateId`.
		mandateSignature: {
			on: {
				// Another method chosen while the bank waits: the server gives up the unsigned mandate's gift.
				ATTEMPT_FAILED: { target: 'failed', actions: { type: 'attemptFailed', params: failure } },
				MANDATE_RETURNED: [
					{ guard: { type: 'signed', params: ({ event }) => ({ signed: event.signed }) }, target: 'pending' },
					{ target: 'failed' },
				],
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
