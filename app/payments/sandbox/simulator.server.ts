import { type ProviderControl } from '../control.ts'
import { type Money, parseWebhookQuery, type PaymentProvider } from '../provider.ts'
import * as cards from './cards.server.ts'
import { type FaultKind, getSandboxDb, now, shiftClock } from './core.server.ts'
import * as dd from './direct-debit.server.ts'
import * as disputes from './disputes.server.ts'
import {
	defaultWebhookUrl,
	deliverWebhooks,
	getIdempotentResponse,
	idempotent as runIdempotent,
	listEvents,
	plain,
	plainWrite,
} from './events.server.ts'
import * as kyc from './kyc.server.ts'
import { getPayIn } from './payins.server.ts'
import { setSandboxRateLimits } from './quota.server.ts'
import { sweepSandbox } from './sweep.server.ts'
import * as transfers from './transfers.server.ts'
import * as users from './users-wallets.server.ts'
import * as wires from './wires.server.ts'
import { simFaults } from '#db/schema/sandbox.ts'

type P = PaymentProvider

export type SandboxProviderOptions = {
	/**
	 * true (default): a create retried with a used key answers the original resource or error, as the
	 * Mangopay adapter does with `GET /responses/{key}` (R1). false: the raw API's 409
	 * `idempotent_creation_conflict`, for tests of the recovery itself.
	 */
	replayIdempotentRequests?: boolean
}

/**
 * The sandbox payment provider: Mangopay's semantics (docs/provider.md) in its own SQLite file.
 * Every create* runs under its idempotency key; reads first apply what the clock has made due.
 */
export class SandboxProvider implements PaymentProvider {
	readonly name = 'sandbox' as const
	private readonly replay: boolean

	constructor(options: SandboxProviderOptions = {}) {
		this.replay = options.replayIdempotentRequests ?? true
	}

	/** The simulator's clock (moved forward by its controls), which dates its notifications. */
	clockSeconds = () => now() / 1000

	createNaturalUser: P['createNaturalUser'] = async (i, o) =>
		this.idempotent('createNaturalUser', o.idempotencyKey, (tx, at) => users.createNaturalUser(tx, at, i))
	createLegalUser: P['createLegalUser'] = async (i, o) =>
		this.idempotent('createLegalUser', o.idempotencyKey, (tx, at) => users.createLegalUser(tx, at, i))
	getUser: P['getUser'] = async (userId) => plain('getUser', () => (sweepSandbox(), users.getUser(userId)))
	updateNaturalUser: P['updateNaturalUser'] = async (userId, i) =>
		plain('updateNaturalUser', () => users.updateUser(userId, 'NATURAL', i))
	updateLegalUser: P['updateLegalUser'] = async (userId, i) =>
		plain('updateLegalUser', () => users.updateUser(userId, 'LEGAL', i))
	createWallet: P['createWallet'] = async (i, o) =>
		this.idempotent('createWallet', o.idempotencyKey, (tx, at) => users.createWallet(tx, at, i))
	getWallet: P['getWallet'] = async (walletId) =>
		plain('getWallet', () => (sweepSandbox(), users.getWallet(walletId)))

	createCardRegistration: P['createCardRegistration'] = async (i, o) =>
		this.idempotent('createCardRegistration', o.idempotencyKey, (tx, at) =>
			cards.createCardRegistration(tx, at, i),
		)
	completeCardRegistration: P['completeCardRegistration'] = async (i) =>
		plainWrite('completeCardRegistration', () => cards.completeCardRegistration(i))
	deactivateCard: P['deactivateCard'] = async (cardId) =>
		plain('deactivateCard', () => cards.deactivateCard(cardId))

	createCardPayIn: P['createCardPayIn'] = async (i, o) =>
		this.idempotent('createCardPayIn', o.idempotencyKey, (tx, at) => cards.createCardPayIn(tx, at, i))
	createWebCardPayIn: P['createWebCardPayIn'] = async (i, o) =>
		this.idempotent('createWebCardPayIn', o.idempotencyKey, (tx, at) => cards.createWebCardPayIn(tx, at, i))

	createIbanBankAccount: P['createIbanBankAccount'] = async (i, o) =>
		this.idempotent('createIbanBankAccount', o.idempotencyKey, (tx, at) =>
			dd.createIbanBankAccount(tx, at, i),
		)
	createMandate: P['createMandate'] = async (i, o) =>
		this.idempotent('createMandate', o.idempotencyKey, (tx, at) => dd.createMandate(tx, at, i))
	getMandate: P['getMandate'] = async (mandateId) =>
		plain('getMandate', () => (sweepSandbox(), dd.getMandate(mandateId)))
	cancelMandate: P['cancelMandate'] = async (mandateId) =>
		plain('cancelMandate', () => (sweepSandbox(), dd.cancelMandate(mandateId)))
	createDirectDebitPayIn: P['createDirectDebitPayIn'] = async (i, o) => {
		sweepSandbox()
		return this.idempotent('createDirectDebitPayIn', o.idempotencyKey, (tx, at) =>
			dd.createDirectDebitPayIn(tx, at, i),
		)
	}

	createBankWirePayIn: P['createBankWirePayIn'] = async (i, o) =>
		this.idempotent('createBankWirePayIn', o.idempotencyKey, (tx, at) => wires.createBankWirePayIn(tx, at, i))

	getPayIn: P['getPayIn'] = async (payInId) => plain('getPayIn', () => (sweepSandbox(), getPayIn(payInId)))
	refundPayIn: P['refundPayIn'] = async (payInId, i, o) => {
		sweepSandbox()
		return this.idempotent('refundPayIn', o.idempotencyKey, (tx, at) =>
			transfers.refundPayIn(tx, at, payInId, i),
		)
	}

	getRefund: P['getRefund'] = async (refundId) => plain('getRefund', () => disputes.getRefund(refundId))
	getRepudiation: P['getRepudiation'] = async (repudiationId) =>
		plain('getRepudiation', () => (sweepSandbox(), disputes.getRepudiation(repudiationId)))
	getDispute: P['getDispute'] = async (disputeId) =>
		plain('getDispute', () => (sweepSandbox(), disputes.getDispute(disputeId)))
	listPayInDisputes: P['listPayInDisputes'] = async (payInId) =>
		plain('listPayInDisputes', () => (sweepSandbox(), disputes.listPayInDisputes(payInId)))

	createTransfer: P['createTransfer'] = async (i, o) =>
		this.idempotent('createTransfer', o.idempotencyKey, (tx, at) => transfers.createTransfer(tx, at, i))
	getTransfer: P['getTransfer'] = async (id) => plain('getTransfer', () => transfers.getTransfer(id))
	createPayoutRecipient: P['createPayoutRecipient'] = async (i, o) =>
		this.idempotent('createPayoutRecipient', o.idempotencyKey, (tx, at) =>
			transfers.createPayoutRecipient(tx, at, i),
		)
	getPayoutRecipient: P['getPayoutRecipient'] = async (id) =>
		plain('getPayoutRecipient', () => transfers.getPayoutRecipient(id))
	createPayout: P['createPayout'] = async (i, o) =>
		this.idempotent('createPayout', o.idempotencyKey, (tx, at) => transfers.createPayout(tx, at, i))
	getPayout: P['getPayout'] = async (id) =>
		plain('getPayout', () => (sweepSandbox(), transfers.getPayout(id)))

	createKycDocument: P['createKycDocument'] = async (i, o) =>
		this.idempotent('createKycDocument', o.idempotencyKey, (tx, at) => kyc.createKycDocument(tx, at, i))
	addKycPage: P['addKycPage'] = async (i) => plain('addKycPage', () => kyc.addKycPage(i))
	submitKycDocument: P['submitKycDocument'] = async (i) =>
		plain('submitKycDocument', () => kyc.submitKycDocument(i))
	getKycDocument: P['getKycDocument'] = async (documentId) =>
		plain('getKycDocument', () => (sweepSandbox(), kyc.getKycDocument(documentId)))

	private idempotent<T>(operation: string, key: string, fn: Parameters<typeof runIdempotent<T>>[2]) {
		return runIdempotent(operation, key, fn, this.replay)
	}

	parseWebhook: P['parseWebhook'] = (query) => parseWebhookQuery(query)
	listEvents: P['listEvents'] = async (i) => plain('listEvents', () => (sweepSandbox(), listEvents(i)))
	getIdempotentResponse: P['getIdempotentResponse'] = async (key) =>
		plain('getIdempotentResponse', () => getIdempotentResponse(key))
}

export type SandboxControlOptions = {
	/** Where webhooks go; default `${PUBLIC_URL or http://localhost:PORT}/webhooks/mangopay`. */
	webhookUrl?: string
}

/** What only the bank, the person or time would do (tests, the demo control page). Never in production. */
export class SandboxControl implements ProviderControl {
	constructor(private readonly options: SandboxControlOptions = {}) {}

	async complete3ds(payInId: string, outcome: 'success' | 'fail' | 'abandon') {
		cards.complete3ds(payInId, outcome)
	}
	async confirmMandate(mandateId: string) {
		sweepSandbox()
		dd.confirmMandate(mandateId)
	}
	async failMandate(mandateId: string) {
		dd.failMandate(mandateId)
	}
	async settleDirectDebit(payInId: string, outcome: 'success' | 'insufficient_funds') {
		dd.settleDirectDebit(payInId, outcome)
	}
	/** Fickle on demand: a succeeded direct debit is taken back (dispute LATE_FAILURE_*, repudiation). */
	async lateFailDirectDebit(payInId: string) {
		sweepSandbox()
		return disputes.lateFailDirectDebit(payInId)
	}
	/** The card holder's bank charges a succeeded card payment back (contestable dispute, repudiation). */
	async chargeBack(payInId: string) {
		sweepSandbox()
		return disputes.chargeBack(payInId)
	}
	/**
	 * What the platform's back office would do from the provider's dashboard: refund a succeeded pay-in in
	 * full (with the Sandbox's `ignore_mindate` tag, so a direct debit needs no 7-day wait).
	 */
	async refund(payInId: string) {
		sweepSandbox()
		return getSandboxDb().transaction((tx) =>
			transfers.refundPayIn(tx, now(tx), payInId, { tag: 'ignore_mindate' }),
		)
	}
	/** The receiving bank refuses a payout still CREATED: FAILED 121001, the funds back in the wallet. */
	async failPayout(payoutId: string) {
		sweepSandbox()
		return transfers.failPayout(payoutId)
	}
	/** The receiving bank executes a payout still CREATED at once: SUCCEEDED, as after its delay. */
	async executePayout(payoutId: string) {
		sweepSandbox()
		return transfers.executePayout(payoutId)
	}
	async receiveBankWire(wireReference: string, amount: Money) {
		sweepSandbox()
		wires.receiveBankWire(wireReference, amount)
	}
	async reviewKyc(documentId: string, outcome: 'VALIDATED' | 'REFUSED', reason?: string) {
		kyc.reviewKyc(documentId, outcome, reason)
	}
	async advanceTime(ms: number) {
		if (!Number.isFinite(ms) || ms < 0) throw new Error('advanceTime takes a non-negative duration')
		shiftClock(ms)
		sweepSandbox()
	}
	/** Applies what the clock has made due (the sweep also runs on every read). */
	async sweep() {
		sweepSandbox()
	}
	async setRateLimits(limits: Parameters<ProviderControl['setRateLimits']>[0]) {
		setSandboxRateLimits(limits)
	}
	async injectFault(operation: string, kind: FaultKind) {
		getSandboxDb().insert(simFaults).values({ operation, kind, createdAt: Date.now() }).run()
	}
	async deliverWebhooks(opts: { drop?: boolean; duplicate?: boolean } = {}) {
		sweepSandbox()
		return deliverWebhooks(this.options.webhookUrl ?? defaultWebhookUrl(), opts)
	}
}
