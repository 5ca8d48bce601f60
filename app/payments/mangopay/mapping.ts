import { toPayeeVerification } from '../../lib/payments/payee-check.ts'
import {
	PaymentProviderError,
	type Address,
	type Dispute,
	type DisputeStatus,
	type DisputeType,
	type KycStatus,
	type MandateStatus,
	type Money,
	type Redirect,
	type Refund,
	type Repudiation,
	type TxResult,
	type TxStatus,
} from '../provider.ts'

/** Mangopay v2.01 JSON, as documented (PascalCase). Only the fields the adapter reads. */
type MpMoney = { Currency: string; Amount: number }
type MpAddress = {
	AddressLine1?: string | null
	AddressLine2?: string | null
	City?: string | null
	Region?: string | null
	PostalCode?: string | null
	Country?: string | null
}
type MpPendingUserAction = { RedirectUrl?: string | null } | null
export type MpTransaction = {
	Id: string
	Tag?: string | null
	Status: string
	ResultCode?: string | null
	ResultMessage?: string | null
	ExecutionDate?: number | null
	DebitedFunds?: MpMoney
	Fees?: MpMoney
	DeclaredDebitedFunds?: MpMoney
	DeclaredFees?: MpMoney
	CreditedWalletId?: string
	PaymentType?: string
	ExecutionType?: string
	SecureModeRedirectURL?: string | null
	RedirectURL?: string | null
	ChargeDate?: number | null
	WireReference?: string
	BankAccount?: {
		Type?: string
		OwnerName?: string
		IBAN?: string
		BIC?: string
		OwnerAddress?: MpAddress | string | null
	}
	PendingUserAction?: MpPendingUserAction
}
/** A Refund or a Repudiation: a transaction that undoes (part of) an initial one. */
export type MpReversalTransaction = MpTransaction & {
	CreditedFunds?: MpMoney
	Nature?: string
	InitialTransactionId?: string | null
	InitialTransactionType?: string | null
	RefundReason?: { RefundReasonType?: string | null; RefundReasonMessage?: string | null } | null
}
export type MpDispute = {
	Id: string
	CreationDate?: number
	InitialTransactionId?: string | null
	InitialTransactionType?: string | null
	DisputeType?: string | null
	DisputeReason?: { DisputeReasonType?: string | null; DisputeReasonMessage?: string | null } | null
	Status?: string | null
	StatusMessage?: string | null
	DisputedFunds?: MpMoney
	RepudiationId?: string | null
	ResultCode?: string | null
	ResultMessage?: string | null
	ClosedDate?: number | null
}
export type MpUser = {
	Id: string
	UserCategory?: string | null
	KYCLevel?: string | null
	UserStatus?: string | null
	PendingUserAction?: MpPendingUserAction
}
export type MpMandate = {
	Id: string
	Status: string
	Scheme?: string | null
	ResultCode?: string | null
	RedirectURL?: string | null
	DocumentURL?: string | null
	BankReference?: string | null
}
export type MpCardRegistration = {
	Id: string
	Status: string
	AccessKey?: string
	PreregistrationData?: string
	CardRegistrationURL?: string
	CardId?: string | null
	ResultCode?: string | null
}
export type MpKycDocument = {
	Id: string
	Status: string
	RefusedReasonType?: string | null
	RefusedReasonMessage?: string | null
}
export type MpEvent = { ResourceId?: string; RessourceId?: string; EventType: string; Date: number }
export type MpIdempotencyResponse = { StatusCode: string | number; Resource: unknown }

export function toMpMoney(money: Money): MpMoney {
	if (!Number.isSafeInteger(money.amount) || money.amount < 0) {
		throw new PaymentProviderError(`Amounts are integer cents, got ${money.amount}`, 'invalid_amount')
	}
	return { Currency: money.currency, Amount: money.amount }
}

/** Money from Mangopay. `XXX`/0 (a bank wire not yet received) has no currency: it maps to 0 EUR. */
export function fromMpMoney(money: MpMoney | undefined): Money {
	if (!money) return { amount: 0, currency: 'EUR' }
	if (money.Currency !== 'EUR' && money.Currency !== 'XXX') {
		throw new PaymentProviderError(`Unexpected currency ${money.Currency}`, 'unexpected_response')
	}
	return { amount: money.Amount, currency: 'EUR' }
}

export function toMpAddress(address: Address) {
	return {
		AddressLine1: address.addressLine1,
		AddressLine2: address.addressLine2 ?? null,
		City: address.city,
		Region: address.region ?? null,
		PostalCode: address.postalCode,
		Country: address.country,
	}
}

export function fromMpAddress(address: MpAddress | string | null | undefined): Address {
	// The SDK types BankAccount.OwnerAddress as a string; the API answers an object (docs/provider.md#ref-1d).
	if (!address) return { addressLine1: '', city: '', postalCode: '', country: '' }
	if (typeof address === 'string') return { addressLine1: address, city: '', postalCode: '', country: '' }
	return {
		addressLine1: address.AddressLine1 ?? '',
		...(address.AddressLine2 ? { addressLine2: address.AddressLine2 } : {}),
		city: address.City ?? '',
		...(address.Region ? { region: address.Region } : {}),
		postalCode: address.PostalCode ?? '',
		country: address.Country ?? '',
	}
}

export function redirect(url: string | null | undefined): Redirect | undefined {
	return url ? { type: 'redirect', url } : undefined
}

export function requireRedirect(url: string | null | undefined, what: string): Redirect {
	const r = redirect(url)
	if (!r) throw new PaymentProviderError(`Mangopay answered without ${what}`, 'unexpected_response')
	return r
}

const txStatuses: readonly TxStatus[] = ['CREATED', 'SUCCEEDED', 'FAILED']
const mandateStatuses: readonly MandateStatus[] = ['CREATED', 'SUBMITTED', 'ACTIVE', 'FAILED', 'EXPIRED']
const kycStatuses: readonly KycStatus[] = [
	'CREATED',
	'VALIDATION_ASKED',
	'VALIDATED',
	'REFUSED',
	'OUT_OF_DATE',
]

function oneOf<T extends string>(values: readonly T[], value: string | null | undefined, what: string): T {
	if (value && (values as readonly string[]).includes(value)) return value as T
	throw new PaymentProviderError(`Unexpected ${what} status ${String(value)}`, 'unexpected_response')
}

const disputeTypes: readonly DisputeType[] = ['CONTESTABLE', 'NOT_CONTESTABLE', 'RETRIEVAL']
const disputeStatuses: readonly DisputeStatus[] = [
	'CREATED',
	'PENDING_CLIENT_ACTION',
	'SUBMITTED',
	'PENDING_BANK_ACTION',
	'REOPENED_PENDING_CLIENT_ACTION',
	'CLOSED',
]

const txStatus = (s: string | null | undefined) => oneOf(txStatuses, s, 'transaction')
export const mandateStatus = (s: string | null | undefined) => oneOf(mandateStatuses, s, 'mandate')
export const kycStatus = (s: string | null | undefined) => oneOf(kycStatuses, s, 'KYC document')

/** Pay-ins, transfers, payouts, refunds: status, result code and message verbatim, dates in Unix seconds. */
export function toTxResult(t: MpTransaction): TxResult {
	return {
		id: t.Id,
		status: txStatus(t.Status),
		resultCode: t.ResultCode ?? null,
		resultMessage: t.ResultMessage ?? null,
		executedAt: t.ExecutionDate ?? null,
	}
}

function initialTransaction(t: { Id: string; InitialTransactionId?: string | null }, what: string) {
	if (!t.InitialTransactionId)
		throw new PaymentProviderError(
			`Mangopay answered a ${what} without its initial transaction`,
			'unexpected_response',
		)
	return t.InitialTransactionId
}

/** A pay-in refund (GET /refunds/{id}). Its fees may be negative: the platform's fees given back. */
export function toRefund(r: MpReversalTransaction): Refund {
	return {
		...toTxResult(r),
		initialTransactionId: initialTransaction(r, 'refund'),
		initialTransactionType: r.InitialTransactionType ?? 'PAYIN',
		debited: fromMpMoney(r.DebitedFunds),
		credited: fromMpMoney(r.CreditedFunds ?? r.DebitedFunds),
		reasonType: r.RefundReason?.RefundReasonType ?? null,
	}
}

/** A repudiation (GET /repudiations/{id}): the money a dispute took back. */
export function toRepudiation(r: MpReversalTransaction): Repudiation {
	return {
		...toTxResult(r),
		initialTransactionId: initialTransaction(r, 'repudiation'),
		initialTransactionType: r.InitialTransactionType ?? 'PAYIN',
		debited: fromMpMoney(r.DebitedFunds),
	}
}

/** A dispute (GET /disputes/{id}): its type, reason (`LATE_FAILURE_*` for a direct debit) and status. */
export function toDispute(d: MpDispute): Dispute {
	const reasonType = d.DisputeReason?.DisputeReasonType
	if (!reasonType)
		throw new PaymentProviderError('Mangopay answered a dispute without its reason', 'unexpected_response')
	return {
		id: d.Id,
		initialTransactionId: initialTransaction(d, 'dispute'),
		initialTransactionType: d.InitialTransactionType ?? 'PAYIN',
		disputeType: oneOf(disputeTypes, d.DisputeType, 'dispute type'),
		reasonType,
		reasonMessage: d.DisputeReason?.DisputeReasonMessage ?? null,
		status: oneOf(disputeStatuses, d.Status, 'dispute'),
		disputedFunds: fromMpMoney(d.DisputedFunds),
		repudiationId: d.RepudiationId || null,
		resultCode: d.ResultCode ?? null,
		resultMessage: d.ResultMessage ?? null,
		createdAt: d.CreationDate ?? 0,
		closedAt: d.ClosedDate ?? null,
	}
}

export function paymentType(t: MpTransaction): 'CARD' | 'DIRECT_DEBIT' | 'BANK_WIRE' {
	if (t.PaymentType === 'CARD' || t.PaymentType === 'DIRECT_DEBIT' || t.PaymentType === 'BANK_WIRE')
		return t.PaymentType
	throw new PaymentProviderError(`Unsupported pay-in type ${String(t.PaymentType)}`, 'unexpected_response')
}

/** A bank wire shows `XXX`/0 until the money arrives: the declared amounts stand in until then. */
export function payInAmounts(t: MpTransaction) {
	const received = t.DebitedFunds && t.DebitedFunds.Currency !== 'XXX'
	return {
		debited: fromMpMoney(received ? t.DebitedFunds : (t.DeclaredDebitedFunds ?? t.DebitedFunds)),
		fees: fromMpMoney(received ? t.Fees : (t.DeclaredFees ?? t.Fees)),
	}
}

export function userResult(u: MpUser) {
	const action = redirect(u.PendingUserAction?.RedirectUrl)
	const status: 'ACTIVE' | 'PENDING_USER_ACTION' =
		u.UserStatus === 'PENDING_USER_ACTION' || action ? 'PENDING_USER_ACTION' : 'ACTIVE'
	return { userId: u.Id, status, ...(action ? { nextAction: action } : {}) }
}

export function toEvent(e: MpEvent) {
	return { eventType: e.EventType, resourceId: e.ResourceId ?? e.RessourceId ?? '', date: e.Date }
}

/** `YYYY-MM-DD…`/ms timestamps are not accepted: Mangopay dates are Unix seconds. */
export function unixSeconds(value: number | undefined) {
	if (value === undefined) return undefined
	if (!Number.isSafeInteger(value) || value < 0)
		throw new PaymentProviderError(`Invalid Unix timestamp ${value}`, 'invalid_date')
	return value
}

/** A Recipient as Mangopay answers it (POST /users/{id}/recipients, GET /recipients/{id}). */
export type MpRecipient = {
	Id: string
	Status: string
	DisplayName?: string
	PendingUserAction?: { RedirectUrl?: string | null } | null
	BusinessRecipient?: { BusinessName?: string; Address?: MpAddress | null } | null
	IndividualRecipient?: { FirstName?: string; LastName?: string; Address?: MpAddress | null } | null
	LocalBankTransfer?: { EUR?: { IBAN?: string | null; BIC?: string | null } | null } | null
	RecipientVerificationOfPayee?: {
		RecipientVerificationId?: string | null
		RecipientVerificationCheck?: string | null
		RecipientVerificationMessage?: string | null
	} | null
}

export function toPayoutRecipient(r: MpRecipient) {
	const vop = r.RecipientVerificationOfPayee
	return {
		recipientId: r.Id,
		status: r.Status,
		verification: toPayeeVerification(
			vop
				? {
						id: vop.RecipientVerificationId,
						check: vop.RecipientVerificationCheck,
						message: vop.RecipientVerificationMessage,
					}
				: null,
		),
	}
}

export function toPayoutRecipientDetails(r: MpRecipient) {
	const individual = r.IndividualRecipient
	const address = r.BusinessRecipient?.Address ?? individual?.Address
	return {
		...toPayoutRecipient(r),
		ownerName:
			r.BusinessRecipient?.BusinessName ||
			`${individual?.FirstName ?? ''} ${individual?.LastName ?? ''}`.trim() ||
			r.DisplayName ||
			'',
		iban: r.LocalBankTransfer?.EUR?.IBAN ?? null,
		bic: r.LocalBankTransfer?.EUR?.BIC ?? null,
		address: address ? fromMpAddress(address) : null,
	}
}
