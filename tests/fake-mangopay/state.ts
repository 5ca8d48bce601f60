import crypto from 'node:crypto'

/** Mangopay JSON objects, PascalCase as documented. */
export type Json = Record<string, unknown>
export type MpMoney = { Currency: string; Amount: number }

/** An API error answer: `{ Message, Type, Id, Date, errors }`. */
export class ApiError extends Error {
	constructor(
		readonly status: number,
		readonly type: string,
		message: string,
		readonly errors: Record<string, string> = {},
	) {
		super(message)
	}
}

export const paramError = (errors: Record<string, string>) =>
	new ApiError(
		400,
		'param_error',
		'One or several required parameters are missing or incorrect. An incorrect resource ID also raises this kind of error.',
		errors,
	)

export const notFound = (what: string, id: string) =>
	new ApiError(404, 'ressource_not_found', 'The ressource does not exist', {
		RessourceNotFound: `Cannot found the ressource ${what} with the id=${id}`,
	})

const HOUR = 3600
const DAY = 24 * HOUR

/**
 * The fake API's in-memory state and its Sandbox behaviours (docs/provider.md#ref-1i): test cards, mandate outcomes
 * by the owner's FirstName, KYC outcomes by Tag, bank wires expiring after a month. Times are Unix seconds
 * on a clock that tests can move forward.
 */
export class FakeState {
	offsetMs = 0
	private seq = 100_000
	readonly users = new Map<string, Json>()
	readonly wallets = new Map<string, Json>()
	readonly cardRegistrations = new Map<string, Json>()
	readonly cards = new Map<string, Json>()
	/** Card numbers stay in the fake's "vault", never in the API objects. */
	readonly cardNumbers = new Map<string, string>()
	readonly tokens = new Map<string, { registrationId: string; cardNumber: string; expiry: string }>()
	readonly payIns = new Map<string, Json>()
	readonly bankAccounts = new Map<string, Json>()
	readonly mandates = new Map<string, Json>()
	readonly kycDocuments = new Map<string, Json & { Pages: number }>()
	readonly transfers = new Map<string, Json>()
	readonly payouts = new Map<string, Json>()
	readonly recipients = new Map<string, Json>()
	readonly refunds = new Map<string, Json>()
	readonly repudiations = new Map<string, Json>()
	readonly disputes = new Map<string, Json>()
	readonly events: Array<{ ResourceId: string; EventType: string; Date: number; delivered: boolean }> = []
	/** Each pay-in and mandate request's `FlowDescriptor.Beneficiaries` user ids as received (null: none). */
	readonly beneficiaryLog: Array<{ op: string; tag: string | null; beneficiaries: string[] | null }> = []

	constructor(readonly baseUrl: string) {}

	now() {
		return Math.floor((Date.now() + this.offsetMs) / 1000)
	}

	id(prefix = '') {
		this.seq += 1
		return `${prefix}${this.seq}`
	}

	event(type: string, resourceId: string) {
		this.events.push({ EventType: type, ResourceId: resourceId, Date: this.now(), delivered: false })
	}

	find<T extends Json>(map: Map<string, T>, what: string, id: unknown): T {
		const found = typeof id === 'string' ? map.get(id) : undefined
		if (!found) throw notFound(what, String(id))
		return found
	}

	credit(walletId: string, amount: number) {
		const wallet = this.find(this.wallets, 'Wallet', walletId)
		const balance = wallet.Balance as MpMoney
		wallet.Balance = { ...balance, Amount: balance.Amount + amount }
	}

	/** A pay-in reaches its final status; the wallet is credited on success. */
	settlePayIn(payIn: Json, status: 'SUCCEEDED' | 'FAILED', resultCode: string, resultMessage: string) {
		if (payIn.Status !== 'CREATED') return
		payIn.Status = status
		payIn.ResultCode = resultCode
		payIn.ResultMessage = resultMessage
		if (status === 'SUCCEEDED') {
			payIn.ExecutionDate = this.now()
			this.credit(String(payIn.CreditedWalletId), (payIn.CreditedFunds as MpMoney).Amount)
		}
		this.event(`PAYIN_NORMAL_${status}`, String(payIn.Id))
	}

	/**
	 * The bank takes a succeeded pay-in back: a Dispute and its Repudiation (docs/provider.md#ref-1c). A late
	 * direct-debit failure is NOT_CONTESTABLE and closed at once; a card charge-back is CONTESTABLE.
	 */
	dispute(payIn: Json, kind: 'chargeback' | 'late_failure') {
		const late = kind === 'late_failure'
		if (payIn.Status !== 'SUCCEEDED') throw new Error(`Pay-in ${String(payIn.Id)} is not SUCCEEDED`)
		if (payIn.PaymentType !== (late ? 'DIRECT_DEBIT' : 'CARD'))
			throw new Error(`Pay-in ${String(payIn.Id)} cannot be disputed as a ${kind}`)
		const disputed = payIn.DebitedFunds as MpMoney
		const disputeId = this.id('dispute_m_')
		const repudiationId = this.id('repud_m_')
		const now = this.now()
		this.disputes.set(disputeId, {
			Id: disputeId,
			Tag: null,
			CreationDate: now,
			InitialTransactionId: payIn.Id,
			InitialTransactionType: 'PAYIN',
			InitialTransactionNature: 'REGULAR',
			ResultCode: null,
			ResultMessage: null,
			DisputeReason: late
				? { DisputeReasonType: 'LATE_FAILURE_INSUFFICIENT_FUNDS', DisputeReasonMessage: null }
				: { DisputeReasonType: 'FRAUD', DisputeReasonMessage: 'Card holder claims fraud' },
			Status: late ? 'CLOSED' : 'PENDING_CLIENT_ACTION',
			StatusMessage: null,
			DisputedFunds: disputed,
			ContestedFunds: null,
			DisputeType: late ? 'NOT_CONTESTABLE' : 'CONTESTABLE',
			ContestDeadlineDate: late ? null : now + 7 * DAY,
			ClosedDate: late ? now : null,
			RepudiationId: repudiationId,
		})
		this.repudiations.set(repudiationId, {
			Id: repudiationId,
			Tag: null,
			CreationDate: now,
			AuthorId: payIn.AuthorId,
			CreditedUserId: null,
			DebitedFunds: disputed,
			CreditedFunds: disputed,
			Fees: { Currency: 'EUR', Amount: 0 },
			Status: 'SUCCEEDED',
			ResultCode: '000000',
			ResultMessage: 'Success',
			ExecutionDate: now,
			Type: 'PAYOUT',
			Nature: 'REPUDIATION',
			InitialTransactionId: payIn.Id,
			InitialTransactionType: 'PAYIN',
			DebitedWalletId: null,
			CreditedWalletId: null,
			RefundReason: { RefundReasonType: 'CB', RefundReasonMessage: null },
		})
		this.credit(String(payIn.CreditedWalletId), -(payIn.CreditedFunds as MpMoney).Amount)
		this.event('DISPUTE_CREATED', disputeId)
		this.event('PAYIN_REPUDIATION_CREATED', repudiationId)
		this.event('PAYIN_REPUDIATION_SUCCEEDED', repudiationId)
		if (late) this.event('DISPUTE_CLOSED', disputeId)
		return { disputeId, repudiationId }
	}

	/** What time does on its own: stale mandates and bank wires fail, KYC Tag mocks are processed. */
	sweep() {
		const now = this.now()
		for (const m of this.mandates.values()) {
			if (m.Status === 'CREATED' && now - Number(m.CreationDate) > HOUR) {
				m.Status = 'FAILED'
				m.ResultCode = '001807'
				m.ResultMessage = 'The mandate has expired (not confirmed within 1 hour)'
				this.event('MANDATE_FAILED', String(m.Id))
			}
		}
		for (const p of this.payIns.values()) {
			if (p.Status !== 'CREATED') continue
			const age = now - Number(p.CreationDate)
			if (p.PaymentType === 'BANK_WIRE' && age > 30 * DAY)
				this.settlePayIn(p, 'FAILED', '101109', 'The payment period has expired')
			if (p.PaymentType === 'CARD' && p.ExecutionType === 'WEB' && age > 15 * 60) {
				this.settlePayIn(p, 'FAILED', '101109', 'The payment period has expired')
			}
		}
		for (const d of this.kycDocuments.values()) {
			if (d.Status !== 'VALIDATION_ASKED' || typeof d.Tag !== 'string') continue
			if (d.Tag === 'accept') this.reviewKyc(d, 'VALIDATED')
			else if (d.Tag.startsWith('refuse_')) this.reviewKyc(d, 'REFUSED', refusalFromTag(d.Tag))
		}
	}

	reviewKyc(doc: Json, outcome: 'VALIDATED' | 'REFUSED', reason?: string) {
		if (doc.Status !== 'VALIDATION_ASKED')
			throw new Error(`KYC document ${String(doc.Id)} is ${String(doc.Status)}, not VALIDATION_ASKED`)
		doc.Status = outcome
		doc.ProcessedDate = this.now()
		if (outcome === 'REFUSED') {
			doc.RefusedReasonType = reason ?? 'DOCUMENT_UNREADABLE'
			doc.RefusedReasonMessage = `Refused in the fake Sandbox: ${String(doc.RefusedReasonType)}`
			this.event('KYC_FAILED', String(doc.Id))
			return
		}
		this.event('KYC_SUCCEEDED', String(doc.Id))
		const user = this.users.get(String(doc.UserId))
		if (!user || user.KYCLevel === 'REGULAR') return
		const validated = new Set(
			[...this.kycDocuments.values()]
				.filter((d) => d.UserId === user.Id && d.Status === 'VALIDATED')
				.map((d) => String(d.Type)),
		)
		const needed =
			user.PersonType === 'NATURAL'
				? ['IDENTITY_PROOF']
				: ['IDENTITY_PROOF', 'REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION']
		if (needed.every((t) => validated.has(t))) {
			user.KYCLevel = 'REGULAR'
			this.event('USER_KYC_REGULAR', String(user.Id))
		}
	}

	token() {
		return crypto.randomBytes(24).toString('base64url')
	}

	/**
	 * `FlowDescriptor.Beneficiaries` (release of 24 June 2026): at most 5 `{ UserId }` of known users; logged.
	 * Returns the declared ids, or null when none were sent.
	 */
	beneficiaries(op: string, body: Json) {
		const flow = body.FlowDescriptor as { Beneficiaries?: unknown } | undefined | null
		const list = flow?.Beneficiaries
		let ids: string[] | null = null
		if (list !== undefined && list !== null) {
			if (!Array.isArray(list) || list.length === 0 || list.length > 5)
				throw paramError({ 'FlowDescriptor.Beneficiaries': 'Between 1 and 5 beneficiaries' })
			ids = list.map((b: { UserId?: unknown }) => String(this.find(this.users, 'User', b?.UserId).Id))
		}
		this.beneficiaryLog.push({ op, tag: typeof body.Tag === 'string' ? body.Tag : null, beneficiaries: ids })
		return ids
	}

	/** The KYC check of a pay-in: the declared beneficiaries, or else the credited wallet's owners, REGULAR. */
	beneficiariesVerified(ids: string[] | null, creditedWalletId: unknown) {
		const owners = ids ?? (this.find(this.wallets, 'Wallet', creditedWalletId).Owners as string[])
		return owners.every((id) => this.users.get(id)?.KYCLevel === 'REGULAR')
	}

	/** A pay-in created for an unverified beneficiary fails at once with 002951. */
	refuseUnverified(payIn: Json) {
		this.settlePayIn(payIn, 'FAILED', '002951', 'The beneficiary of the payment is not verified')
	}
}

function refusalFromTag(tag: string) {
	const map: Record<string, string> = {
		refuse_unreadable: 'DOCUMENT_UNREADABLE',
		refuse_not_accepted: 'DOCUMENT_NOT_ACCEPTED',
		refuse_expired: 'DOCUMENT_HAS_EXPIRED',
		refuse_incomplete: 'DOCUMENT_INCOMPLETE',
		refuse_missing: 'DOCUMENT_MISSING',
		refuse_falsified: 'DOCUMENT_FALSIFIED',
		refuse_underage: 'UNDERAGE_PERSON',
	}
	return map[tag] ?? 'SPECIFIC_CASE'
}

// Validation helpers shared by the route handlers

export function requireFields(body: Json, fields: string[]) {
	const errors: Record<string, string> = {}
	for (const f of fields) {
		const v = body[f]
		if (v === undefined || v === null || v === '') errors[f] = `The ${f} field is required.`
	}
	if (Object.keys(errors).length) throw paramError(errors)
}

export function money(body: Json, field: string): MpMoney {
	const m = body[field] as Partial<MpMoney> | undefined
	if (!m || m.Currency !== 'EUR' || !Number.isSafeInteger(m.Amount) || (m.Amount ?? -1) < 0) {
		throw paramError({ [field]: `${field} must be { Currency: 'EUR', Amount: integer cents >= 0 }` })
	}
	return { Currency: 'EUR', Amount: m.Amount as number }
}

export function luhn(number: string) {
	let sum = 0
	for (let i = 0; i < number.length; i++) {
		let d = Number(number[number.length - 1 - i])
		if (i % 2 === 1) {
			d *= 2
			if (d > 9) d -= 9
		}
		sum += d
	}
	return sum % 10 === 0
}

export function validIban(iban: string) {
	const s = iban.replace(/\s+/g, '').toUpperCase()
	if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false
	const rearranged = s.slice(4) + s.slice(0, 4)
	const digits = rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))
	let rest = 0
	for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97
	return rest === 1
}
