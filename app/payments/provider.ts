/**
 * The payment provider boundary (docs/provider.md#ref-5). Two implementations: the sandbox
 * simulator (default, persisted in its own file DATA_DIR/sandbox.db, ADR 012) and the Mangopay adapter over mangopay4-nodejs-sdk.
 *
 * Rules: every create* takes an idempotency key derived from a durable local row's random key (R1); a browser step
 * comes back as a redirect (R2); the app re-fetches objects before changing state (R3); statuses and result
 * codes are Mangopay's (R4); money is integer cents in EUR.
 */
import { type PayeeVerification } from '../lib/payments/payee-check.ts'

export type Money = { amount: number; currency: 'EUR' }
export type Redirect = { type: 'redirect'; url: string }
export type TxStatus = 'CREATED' | 'SUCCEEDED' | 'FAILED'
export type MandateStatus = 'CREATED' | 'SUBMITTED' | 'ACTIVE' | 'FAILED' | 'EXPIRED'
export type KycType =
	| 'IDENTITY_PROOF'
	| 'REGISTRATION_PROOF'
	| 'ARTICLES_OF_ASSOCIATION'
	| 'SHAREHOLDER_DECLARATION'
	| 'ADDRESS_PROOF'
export type KycStatus = 'CREATED' | 'VALIDATION_ASKED' | 'VALIDATED' | 'REFUSED' | 'OUT_OF_DATE'
export type Address = {
	addressLine1: string
	addressLine2?: string
	city: string
	region?: string
	postalCode: string
	country: string
}

/**
 * 16–36 characters [A-Za-z0-9-], derived from a durable local row's random `providerKey` made at insert
 * (ADR 030, app/lib/payments/provider-keys.ts), never from its id alone: a restored backup gives ids out again.
 * Rows from before keep the key their id made, e.g. `donation-42-payin`.
 */
export type WriteOpts = { idempotencyKey: string }

export type TxResult = {
	id: string
	status: TxStatus
	resultCode: string | null
	resultMessage: string | null
	executedAt: number | null
}

export type BrowserInfo = {
	acceptHeader: string
	javaEnabled: boolean
	javascriptEnabled: boolean
	language: string
	colorDepth: number
	screenHeight: number
	screenWidth: number
	timeZoneOffset: number
	userAgent: string
}

export type ProviderEvent = { eventType: string; resourceId: string; date: number }

/**
 * A pay-in refund (Mangopay's Refund object, Nature REFUND). `debited` is what goes back to the person;
 * `initialTransactionId` is the refunded pay-in. Refund events (`PAYIN_REFUND_*`) carry the refund's id.
 */
export type Refund = TxResult & {
	initialTransactionId: string
	initialTransactionType: string
	debited: Money
	credited: Money
	/** `RefundReason.RefundReasonType`: `INITIALIZED_BY_CLIENT` for a refund the platform asked for. */
	reasonType: string | null
}

/**
 * The money a charge-back or a late direct-debit failure takes back (Mangopay's Repudiation, Nature
 * REPUDIATION), always created with a dispute. Events `PAYIN_REPUDIATION_*` carry its id.
 */
export type Repudiation = TxResult & {
	initialTransactionId: string
	initialTransactionType: string
	debited: Money
}

export type DisputeType = 'CONTESTABLE' | 'NOT_CONTESTABLE' | 'RETRIEVAL'
export type DisputeStatus =
	| 'CREATED'
	| 'PENDING_CLIENT_ACTION'
	| 'SUBMITTED'
	| 'PENDING_BANK_ACTION'
	| 'REOPENED_PENDING_CLIENT_ACTION'
	| 'CLOSED'

/**
 * A charge-back, or a late failure of a direct debit (reasonType `LATE_FAILURE_*`, NOT_CONTESTABLE), as
 * Mangopay's Dispute object. A RETRIEVAL is only the bank's warning: no money is taken. Events `DISPUTE_*`
 * carry its id. Dates are Unix seconds.
 */
export type Dispute = {
	id: string
	initialTransactionId: string
	initialTransactionType: string
	disputeType: DisputeType
	/** `DisputeReason.DisputeReasonType`, verbatim: `LATE_FAILURE_INSUFFICIENT_FUNDS`, `FRAUD`… */
	reasonType: string
	reasonMessage: string | null
	status: DisputeStatus
	disputedFunds: Money
	/** The repudiation that took the money (none for a RETRIEVAL). */
	repudiationId: string | null
	resultCode: string | null
	resultMessage: string | null
	createdAt: number
	closedAt: number | null
}

/** A payout Recipient: its status and the payee name check made at its creation (null outside its scope). */
type PayoutRecipient = { recipientId: string; status: string; verification: PayeeVerification | null }

/** A typed provider failure (HTTP 4xx/5xx, timeout); `code` is Mangopay's error type or result code. */
export class PaymentProviderError extends Error {
	constructor(
		message: string,
		readonly code: string,
		readonly status: number | null = null,
		readonly retryable = false,
	) {
		super(message)
		this.name = 'PaymentProviderError'
	}
}

/** One copy of the class per process: the server loads the app only through its build (server.js). */
export function isPaymentProviderError(error: unknown): error is PaymentProviderError {
	return error instanceof PaymentProviderError
}

/**
 * A refusal the provider surely recorded as such (a 4xx other than a conflict or a throttle): nothing was
 * created. Anything else — a timeout, a 5xx, a 409 while the first call runs — leaves the outcome unknown.
 */
export function isDefiniteRefusal(error: unknown) {
	return (
		isPaymentProviderError(error) &&
		error.status !== null &&
		error.status >= 400 &&
		error.status < 500 &&
		error.status !== 409 &&
		error.status !== 429
	)
}

export interface PaymentProvider {
	readonly name: 'sandbox' | 'mangopay'

	// Users & wallets
	createNaturalUser(
		i: {
			category: 'PAYER' | 'OWNER'
			firstName: string
			lastName: string
			email: string
			birthday?: number
			nationality?: string
			countryOfResidence?: string
			termsAccepted?: boolean
			tag?: string
		},
		o: WriteOpts,
	): Promise<{ userId: string; status: 'ACTIVE' | 'PENDING_USER_ACTION'; nextAction?: Redirect }>
	createLegalUser(
		i: {
			category: 'PAYER' | 'OWNER'
			legalPersonType: 'BUSINESS' | 'ORGANIZATION' | 'SOLETRADER'
			name: string
			email: string
			companyNumber?: string
			headquartersAddress?: Address
			legalRepresentative: {
				firstName: string
				lastName: string
				email?: string
				birthday?: number
				nationality?: string
				countryOfResidence?: string
			}
			termsAccepted?: boolean
			tag?: string
		},
		o: WriteOpts,
	): Promise<{ userId: string; status: 'ACTIVE' | 'PENDING_USER_ACTION'; nextAction?: Redirect }>
	getUser(
		userId: string,
	): Promise<{ userId: string; category: 'PAYER' | 'OWNER'; kycLevel: 'LIGHT' | 'REGULAR'; status: string }>
	/** The account's details changed on our side (profile page): PUT /users/natural/{id} (SCA endpoint). */
	updateNaturalUser(
		userId: string,
		i: {
			firstName?: string
			lastName?: string
			email?: string
			birthday?: number
			nationality?: string
			countryOfResidence?: string
			address?: Address
		},
	): Promise<{ userId: string }>
	/** PUT /users/legal/{id} (SCA endpoint). */
	updateLegalUser(
		userId: string,
		i: {
			name?: string
			email?: string
			companyNumber?: string
			headquartersAddress?: Address
			legalRepresentative?: {
				firstName?: string
				lastName?: string
				email?: string
				birthday?: number
				nationality?: string
				countryOfResidence?: string
			}
		},
	): Promise<{ userId: string }>
	createWallet(
		i: { ownerId: string; currency: 'EUR'; description: string; tag?: string },
		o: WriteOpts,
	): Promise<{ walletId: string }>
	getWallet(walletId: string): Promise<{ walletId: string; balance: Money }>

	// Card tokenisation: the browser posts the card data straight to cardRegistrationUrl.
	createCardRegistration(
		i: { userId: string; currency: 'EUR'; cardType: 'CB_VISA_MASTERCARD' },
		o: WriteOpts,
	): Promise<{
		cardRegistrationId: string
		cardRegistrationUrl: string
		preregistrationData: string
		accessKey: string
	}>
	completeCardRegistration(i: {
		cardRegistrationId: string
		registrationData: string // 'data=…' | 'errorCode=…'
	}): Promise<{ status: 'VALIDATED' | 'ERROR'; cardId: string | null; resultCode: string | null }>
	deactivateCard(cardId: string): Promise<void>

	// Card pay-in (3-D Secure 2)
	createCardPayIn(
		i: {
			authorId: string
			creditedWalletId: string
			debited: Money
			fees: Money
			cardId: string
			secureModeReturnUrl: string
			secureMode?: 'DEFAULT' | 'FORCE' | 'NO_CHOICE'
			ipAddress: string
			browserInfo: BrowserInfo
			statementDescriptor?: string
			tag?: string
			/** FlowDescriptor.Beneficiaries (≤ 5 provider user ids): whose KYC the provider checks (002951). */
			beneficiaries?: string[]
		},
		o: WriteOpts,
	): Promise<TxResult & { nextAction?: Redirect }>
	createWebCardPayIn(
		i: {
			authorId: string
			creditedWalletId: string
			debited: Money
			fees: Money
			returnUrl: string
			culture: 'FR' | 'EN'
			tag?: string
			/** FlowDescriptor.Beneficiaries (≤ 5 provider user ids): whose KYC the provider checks (002951). */
			beneficiaries?: string[]
		},
		o: WriteOpts,
	): Promise<TxResult & { nextAction: Redirect }>

	// SEPA direct debit (the platform schedules each monthly pay-in itself)
	createIbanBankAccount(
		i: { userId: string; ownerName: string; ownerAddress: Address; iban: string; bic?: string; tag?: string },
		o: WriteOpts,
	): Promise<{ bankAccountId: string }>
	createMandate(
		i: {
			bankAccountId: string
			culture: 'FR' | 'EN'
			returnUrl: string
			tag?: string
			/** FlowDescriptor.Beneficiaries (≤ 5 provider user ids): whose KYC the provider checks (002951). */
			beneficiaries?: string[]
		},
		o: WriteOpts,
	): Promise<{
		mandateId: string
		status: MandateStatus
		documentUrl: string | null
		bankReference: string | null
		nextAction: Redirect
	}>
	getMandate(
		mandateId: string,
	): Promise<{ mandateId: string; status: MandateStatus; scheme: 'SEPA' | null; resultCode: string | null }>
	cancelMandate(mandateId: string): Promise<{ status: MandateStatus }>
	createDirectDebitPayIn(
		i: {
			authorId: string
			creditedWalletId: string
			debited: Money
			fees: Money
			mandateId: string
			statementDescriptor?: string
			tag?: string
			/** FlowDescriptor.Beneficiaries (≤ 5 provider user ids): whose KYC the provider checks (002951). */
			beneficiaries?: string[]
		},
		o: WriteOpts,
	): Promise<TxResult & { chargeDate: number | null }>

	// Bank wire
	createBankWirePayIn(
		i: {
			authorId: string
			creditedWalletId: string
			declared: Money
			declaredFees: Money
			tag?: string
			/** FlowDescriptor.Beneficiaries (≤ 5 provider user ids): whose KYC the provider checks (002951). */
			beneficiaries?: string[]
		},
		o: WriteOpts,
	): Promise<
		TxResult & {
			wireReference: string
			bankAccount: { ownerName: string; iban: string; bic: string; ownerAddress: Address }
		}
	>

	getPayIn(payInId: string): Promise<
		TxResult & {
			paymentType: 'CARD' | 'DIRECT_DEBIT' | 'BANK_WIRE'
			debited: Money
			fees: Money
			creditedWalletId: string
			/** What the platform wrote on it (`donation-<key>`): finds the donation of a pay-in whose id was lost. */
			tag: string | null
		}
	>
	refundPayIn(payInId: string, i: { amount?: Money; tag?: string }, o: WriteOpts): Promise<TxResult>

	// Money coming back after a success: re-fetched before the donation changes (R3)
	getRefund(refundId: string): Promise<Refund>
	getRepudiation(repudiationId: string): Promise<Repudiation>
	getDispute(disputeId: string): Promise<Dispute>
	/** The disputes of one pay-in (GET /payins/{id}/disputes): finds the dispute of a repudiation. */
	listPayInDisputes(payInId: string): Promise<Dispute[]>

	// Moving money to the charity and paying out
	createTransfer(
		i: {
			authorId: string
			debitedWalletId: string
			creditedWalletId: string
			debited: Money
			fees: Money
			scaContext?: 'USER_PRESENT' | 'USER_NOT_PRESENT'
			tag?: string
		},
		o: WriteOpts,
	): Promise<TxResult & { nextAction?: Redirect }>
	getTransfer(id: string): Promise<TxResult>
	/** The Recipient comes back with the bank's payee name check (VoP), when the account is in its scope. */
	createPayoutRecipient(
		i: { userId: string; ownerName: string; iban: string; bic?: string; address: Address },
		o: WriteOpts,
	): Promise<PayoutRecipient & { nextAction?: Redirect }>
	/** GET /recipients/{id}: its status, name check and details (the IBAN passes through, never stored). */
	getPayoutRecipient(recipientId: string): Promise<
		PayoutRecipient & {
			ownerName: string
			iban: string | null
			bic: string | null
			address: Address | null
		}
	>
	createPayout(
		i: {
			authorId: string
			debitedWalletId: string
			recipientId: string
			debited: Money
			fees: Money
			bankWireRef?: string
		},
		o: WriteOpts,
	): Promise<TxResult>
	getPayout(id: string): Promise<TxResult>

	// KYC (files are streamed through, never stored locally)
	createKycDocument(
		i: { userId: string; type: KycType; tag?: string },
		o: WriteOpts,
	): Promise<{ documentId: string; status: KycStatus }>
	addKycPage(i: { userId: string; documentId: string; fileBase64: string }): Promise<void>
	submitKycDocument(i: { userId: string; documentId: string }): Promise<{ status: KycStatus }>
	getKycDocument(
		documentId: string,
	): Promise<{ status: KycStatus; refusedReasonType: string | null; refusedReasonMessage: string | null }>

	// Notifications & recovery
	parseWebhook(query: URLSearchParams): ProviderEvent | null
	listEvents(i: {
		afterDate: number
		beforeDate: number
		eventType?: string
		page?: number
		perPage?: number
	}): Promise<ProviderEvent[]>
	getIdempotentResponse(key: string): Promise<{ statusCode: number; resource: unknown } | null>
	/**
	 * The provider's clock, in seconds, when it is not real time: the simulator's, which its controls move
	 * forward, dates its notifications. Mangopay has none (its clock is real time).
	 */
	clockSeconds?(): number
}

/**
 * An idempotency key from a durable local row's name (`user-12-payer`): prefixed with `donnons-` when too
 * short for Mangopay's 16-character minimum.
 */
export function idempotencyKeyOf(name: string) {
	return name.length >= 16 ? name : `donnons-${name}`
}

/**
 * A pay-in whose beneficiary — the declared users, or else the credited wallet's owner — is not KYC verified
 * (REGULAR): Mangopay refuses it (release of 24 June 2026), the transaction FAILED with this result code.
 */
export const BENEFICIARY_NOT_VERIFIED = '002951'
/** Mangopay accepts at most five beneficiaries per flow. */
export const MAX_BENEFICIARIES = 5

/** Mangopay's rule for idempotency keys. */
export function isValidIdempotencyKey(key: string) {
	return /^[A-Za-z0-9-]{16,36}$/.test(key)
}

/** The one parser for webhook queries (`RessourceId`, sic), shared by both implementations. */
export function parseWebhookQuery(query: URLSearchParams): ProviderEvent | null {
	const eventType = query.get('EventType')
	const resourceId = query.get('RessourceId') ?? query.get('ResourceId')
	const date = Number(query.get('Date'))
	if (!eventType || !/^[A-Z_]{3,60}$/.test(eventType) || !resourceId || !/^[\w-]{1,64}$/.test(resourceId))
		return null
	if (!Number.isSafeInteger(date) || date <= 0) return null
	return { eventType, resourceId, date }
}
