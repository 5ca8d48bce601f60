import { describe, expect, test } from 'vitest'
import { toDispute, toRefund, toRepudiation } from './mapping.ts'

// Shapes as Mangopay documents them (api-reference/refunds, /repudiations, /disputes), trimmed.
const refund = {
	Id: 'refund_m_01JJ22PR01NMY4M8HXB3AW6KG7',
	Tag: null,
	CreationDate: 1737367609,
	AuthorId: 'user_m_01JJ22Q2A0NXNK26B67BD1MP4R',
	DebitedFunds: { Currency: 'EUR', Amount: 2700 },
	CreditedFunds: { Currency: 'EUR', Amount: 2700 },
	Fees: { Currency: 'EUR', Amount: -200 },
	Status: 'SUCCEEDED',
	ResultCode: '000000',
	ResultMessage: 'Success',
	ExecutionDate: 1737367609,
	Type: 'PAYOUT',
	Nature: 'REFUND',
	InitialTransactionId: 'payin_m_01JJ22HPJ8Y0E4YW7D9XR96WZY',
	InitialTransactionType: 'PAYIN',
	RefundReason: { RefundReasonType: 'INITIALIZED_BY_CLIENT', RefundReasonMessage: null },
}

const lateFailure = {
	Id: 'dispute_m_01JK0W1X2Y3Z',
	Tag: null,
	CreationDate: 1737400000,
	InitialTransactionId: 'payin_m_01JJ22HPJ8Y0E4YW7D9XR96WZY',
	InitialTransactionType: 'PAYIN',
	InitialTransactionNature: 'REGULAR',
	ResultCode: null,
	ResultMessage: null,
	DisputeReason: { DisputeReasonType: 'LATE_FAILURE_INSUFFICIENT_FUNDS', DisputeReasonMessage: null },
	Status: 'CLOSED',
	StatusMessage: null,
	DisputedFunds: { Currency: 'EUR', Amount: 1500 },
	ContestedFunds: null,
	DisputeType: 'NOT_CONTESTABLE',
	ContestDeadlineDate: null,
	ClosedDate: 1737400000,
	RepudiationId: 'repud_m_01JK0W1X2Y4A',
}

describe('Mangopay reversal objects', () => {
	test('a refund: the refunded pay-in, the money back, the reason; negative fees pass through', () => {
		expect(toRefund(refund)).toEqual({
			id: refund.Id,
			status: 'SUCCEEDED',
			resultCode: '000000',
			resultMessage: 'Success',
			executedAt: 1737367609,
			initialTransactionId: 'payin_m_01JJ22HPJ8Y0E4YW7D9XR96WZY',
			initialTransactionType: 'PAYIN',
			debited: { amount: 2700, currency: 'EUR' },
			credited: { amount: 2700, currency: 'EUR' },
			reasonType: 'INITIALIZED_BY_CLIENT',
		})
	})

	test('a repudiation: a transaction on the initial pay-in', () => {
		expect(
			toRepudiation({ ...refund, Id: 'repud_m_1', Nature: 'REPUDIATION', RefundReason: null }),
		).toMatchObject({
			id: 'repud_m_1',
			status: 'SUCCEEDED',
			initialTransactionId: 'payin_m_01JJ22HPJ8Y0E4YW7D9XR96WZY',
			debited: { amount: 2700, currency: 'EUR' },
		})
	})

	test('a late direct-debit failure: its reason verbatim, not contestable, with its repudiation', () => {
		expect(toDispute(lateFailure)).toEqual({
			id: lateFailure.Id,
			initialTransactionId: 'payin_m_01JJ22HPJ8Y0E4YW7D9XR96WZY',
			initialTransactionType: 'PAYIN',
			disputeType: 'NOT_CONTESTABLE',
			reasonType: 'LATE_FAILURE_INSUFFICIENT_FUNDS',
			reasonMessage: null,
			status: 'CLOSED',
			disputedFunds: { amount: 1500, currency: 'EUR' },
			repudiationId: 'repud_m_01JK0W1X2Y4A',
			resultCode: null,
			resultMessage: null,
			createdAt: 1737400000,
			closedAt: 1737400000,
		})
	})

	test('a retrieval has no repudiation (an empty id is none)', () => {
		expect(
			toDispute({ ...lateFailure, DisputeType: 'RETRIEVAL', RepudiationId: '' }).repudiationId,
		).toBeNull()
	})

	test('refuses what it cannot read rather than guessing', () => {
		expect(() => toDispute({ ...lateFailure, DisputeType: 'SOMETHING_NEW' })).toThrow(/dispute type/)
		expect(() => toDispute({ ...lateFailure, DisputeReason: null })).toThrow(/reason/)
		expect(() => toRefund({ ...refund, InitialTransactionId: null })).toThrow(/initial transaction/)
		expect(() => toRefund({ ...refund, DebitedFunds: { Currency: 'GBP', Amount: 1 } })).toThrow(/currency/)
	})
})
