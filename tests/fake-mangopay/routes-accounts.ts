import {
	compareHolderNames,
	isPayeeCheck,
	payeeCheckBlocksPayouts,
	payeeCheckMessage,
	PAYOUT_VOP_FAILED,
	PAYOUT_VOP_FAILED_MESSAGE,
	vopLiabilityAccepted,
} from '#app/lib/payments/payee-check.ts'
import { VOP_UNREACHABLE_IBAN } from '#app/payments/sandbox/rules.ts'
import { route, p, transaction, withQuery, type Route } from './route-kit.ts'
import { type Json, type MpMoney, paramError, requireFields, validIban } from './state.ts'

export const accountRoutes: Route[] = [
	// SEPA direct debit
	route('POST', '/users/:id/bankaccounts/iban', 'createIbanBankAccount', ({ s, body, params }) => {
		const user = s.find(s.users, 'User', params[0])
		requireFields(body, ['OwnerName', 'OwnerAddress', 'IBAN'])
		if (!validIban(String(body.IBAN))) throw paramError({ IBAN: 'The IBAN is not valid' })
		const id = s.id('ba_m_')
		const account = { ...body, Id: id, UserId: user.Id, Type: 'IBAN', Active: true, CreationDate: s.now() }
		s.bankAccounts.set(id, account)
		return account
	}),
	route('POST', '/mandates/directdebit/web', 'createMandate', ({ s, body }) => {
		requireFields(body, ['BankAccountId', 'Culture', 'ReturnURL'])
		const account = s.find(s.bankAccounts, 'BankAccount', body.BankAccountId)
		s.beneficiaries('createMandate', body)
		const id = s.id('mdt_m_')
		const mandate = {
			Id: id,
			Tag: body.Tag ?? null,
			CreationDate: s.now(),
			UserId: account.UserId,
			BankAccountId: account.Id,
			ReturnURL: withQuery(String(body.ReturnURL), 'MandateId', id),
			RedirectURL: `${s.baseUrl}/mandate/${id}`,
			DocumentURL: `${s.baseUrl}/mandate/${id}/document.pdf`,
			Culture: body.Culture,
			Scheme: null,
			Status: 'CREATED',
			ResultCode: null,
			ResultMessage: null,
			ExecutionType: 'WEB',
			MandateType: 'DIRECT_DEBIT',
			BankReference: `DONNONS${id.replace(/\D/g, '')}`,
			FlowDescriptor: body.FlowDescriptor ?? null,
		}
		s.mandates.set(id, mandate)
		s.event('MANDATE_CREATED', id)
		return mandate
	}),
	route('GET', '/mandates/:id', 'getMandate', (c) => c.s.find(c.s.mandates, 'Mandate', p(c, 0))),
	route('PUT', '/mandates/:id/cancel', 'cancelMandate', ({ s, params }) => {
		const m = s.find(s.mandates, 'Mandate', params[0])
		if (m.Status !== 'SUBMITTED' && m.Status !== 'ACTIVE')
			throw paramError({ MandateId: `A ${String(m.Status)} mandate cannot be cancelled` })
		Object.assign(m, {
			Status: 'FAILED',
			ResultCode: '001833',
			ResultMessage: 'The mandate has been cancelled',
		})
		s.event('MANDATE_FAILED', String(m.Id))
		return m
	}),

	// Transfers, recipients, payouts
	route('POST', '/transfers', 'createTransfer', ({ s, body }) => {
		requireFields(body, ['AuthorId', 'DebitedWalletId', 'CreditedWalletId'])
		const from = s.find(s.wallets, 'Wallet', body.DebitedWalletId)
		s.find(s.wallets, 'Wallet', body.CreditedWalletId)
		const id = s.id('tr_m_')
		const t = transaction(s, body, { Id: id, Type: 'TRANSFER', DebitedWalletId: from.Id })
		const amount = (t.DebitedFunds as MpMoney).Amount
		if ((from.Balance as MpMoney).Amount < amount)
			Object.assign(t, {
				Status: 'FAILED',
				ResultCode: '001001',
				ResultMessage: 'Unsufficient wallet balance',
			})
		else {
			s.credit(String(from.Id), -amount)
			s.credit(String(body.CreditedWalletId), (t.CreditedFunds as MpMoney).Amount)
			Object.assign(t, {
				Status: 'SUCCEEDED',
				ResultCode: '000000',
				ResultMessage: 'Success',
				ExecutionDate: s.now(),
			})
		}
		s.transfers.set(id, t)
		s.event(`TRANSFER_NORMAL_${String(t.Status)}`, id)
		return t
	}),
	route('GET', '/transfers/:id', 'getTransfer', (c) => c.s.find(c.s.transfers, 'Transfer', p(c, 0))),
	route('POST', '/users/:id/recipients', 'createPayoutRecipient', ({ s, body, params }) => {
		const user = s.find(s.users, 'User', params[0])
		requireFields(body, ['DisplayName', 'PayoutMethodType', 'RecipientType', 'Currency'])
		const id = s.id('rec_m_')
		const r = {
			...body,
			Id: id,
			UserId: params[0],
			Status: 'ACTIVE',
			PendingUserAction: null,
			CreationDate: s.now(),
			RecipientVerificationOfPayee: payeeCheck(s.id('vop_m_'), user, body),
		}
		s.recipients.set(id, r)
		return r
	}),
	route('GET', '/recipients/:id', 'getPayoutRecipient', (c) =>
		c.s.find(c.s.recipients, 'Recipient', p(c, 0)),
	),
	route('POST', '/payouts/bankwire', 'createPayout', ({ s, body }) => {
		requireFields(body, ['AuthorId', 'DebitedWalletId', 'BankAccountId'])
		const from = s.find(s.wallets, 'Wallet', body.DebitedWalletId)
		const recipient = s.find(s.recipients, 'Recipient', body.BankAccountId)
		const id = s.id('po_m_')
		const t = transaction(s, body, {
			Id: id,
			Type: 'PAYOUT',
			DebitedWalletId: from.Id,
			BankWireRef: body.BankWireRef ?? null,
		})
		const amount = (t.DebitedFunds as MpMoney).Amount
		const check = (recipient.RecipientVerificationOfPayee as Json | null)?.RecipientVerificationCheck
		// docs/provider.md#ref-9-3: refused by the name check unless the platform signed the liability amendment.
		if (
			payeeCheckBlocksPayouts(
				isPayeeCheck(check) ? check : null,
				vopLiabilityAccepted(process.env.MANGOPAY_VOP_LIABILITY),
			)
		)
			Object.assign(t, {
				Status: 'FAILED',
				ResultCode: PAYOUT_VOP_FAILED,
				ResultMessage: PAYOUT_VOP_FAILED_MESSAGE,
				RecipientVerificationOfPayee: recipient.RecipientVerificationOfPayee,
			})
		else if ((from.Balance as MpMoney).Amount < amount)
			Object.assign(t, {
				Status: 'FAILED',
				ResultCode: '001001',
				ResultMessage: 'Unsufficient wallet balance',
			})
		else s.credit(String(from.Id), -amount)
		s.payouts.set(id, t)
		s.event(`PAYOUT_NORMAL_${String(t.Status)}`, id)
		return t
	}),
	route('GET', '/payouts/:id', 'getPayout', (c) => c.s.find(c.s.payouts, 'PayOut', p(c, 0))),

	// KYC documents
	route('POST', '/users/:id/kyc/documents', 'createKycDocument', ({ s, body, params }) => {
		const user = s.find(s.users, 'User', params[0])
		requireFields(body, ['Type'])
		const natural = user.PersonType === 'NATURAL'
		if (natural && body.Type !== 'IDENTITY_PROOF' && body.Type !== 'ADDRESS_PROOF') {
			throw paramError({ Type: 'Natural user only allows IDENTITY_PROOF and ADDRESS_PROOF' })
		}
		if (!natural && body.Type === 'ADDRESS_PROOF')
			throw paramError({ Type: "Legal users don't allow ADDRESS_PROOF" })
		const id = s.id('kyc_m_')
		const doc = {
			Id: id,
			Type: body.Type,
			Tag: body.Tag ?? null,
			UserId: user.Id,
			Status: 'CREATED',
			RefusedReasonType: null,
			RefusedReasonMessage: null,
			ProcessedDate: null,
			CreationDate: s.now(),
			Pages: 0,
		}
		s.kycDocuments.set(id, doc)
		s.event('KYC_CREATED', id)
		return publicKyc(doc)
	}),
	route('POST', '/users/:id/kyc/documents/:id/pages', 'addKycPage', ({ s, body, params }) => {
		const doc = s.find(s.kycDocuments, 'KycDocument', params[1])
		if (doc.UserId !== params[0])
			throw paramError({ KycDocumentId: 'The document does not belong to this user' })
		if (doc.Status !== 'CREATED')
			throw paramError({ Status: 'Pages can only be added to a CREATED document' })
		if (doc.Pages >= 5) throw paramError({ File: 'A document has at most 5 pages' })
		if (typeof body.File !== 'string' || !body.File || !/^[A-Za-z0-9+/]+=*$/.test(body.File))
			throw paramError({ File: 'File must be base64 (no data: prefix)' })
		doc.Pages += 1
		return null
	}),
	route('PUT', '/users/:id/kyc/documents/:id', 'submitKycDocument', ({ s, body, params }) => {
		const doc = s.find(s.kycDocuments, 'KycDocument', params[1])
		if (body.Status !== 'VALIDATION_ASKED') throw paramError({ Status: 'Only VALIDATION_ASKED can be set' })
		if (doc.Status === 'CREATED') {
			if (doc.Pages === 0)
				throw paramError({ Status: 'A document needs at least one page before it is submitted' })
			doc.Status = 'VALIDATION_ASKED'
			s.event('KYC_VALIDATION_ASKED', String(doc.Id))
		}
		return publicKyc(doc)
	}),
	route('GET', '/kyc/documents/:id', 'getKycDocument', (c) =>
		publicKyc(c.s.find(c.s.kycDocuments, 'KycDocument', p(c, 0))),
	),

	// Events
	route('GET', '/events', 'listEvents', ({ s, query }) => {
		const after = Number(query.get('AfterDate') ?? 0)
		const before = Number(query.get('BeforeDate') ?? Number.MAX_SAFE_INTEGER)
		const type = query.get('EventType')
		const perPage = Math.min(Number(query.get('Per_Page') ?? 10), 100)
		const page = Math.max(Number(query.get('Page') ?? 1), 1)
		const list = s.events
			.filter((e) => e.Date >= after && e.Date <= before && (!type || e.EventType === type))
			.map(({ ResourceId, EventType, Date }) => ({ ResourceId, EventType, Date }))
		if (query.get('Sort') === 'Date:DESC') list.reverse()
		return list.slice((page - 1) * perPage, page * perPage)
	}),
]

function publicKyc(doc: Json & { Pages: number }): Json {
	const { Pages: _pages, ...rest } = doc
	return rest
}

/**
 * The payee name check of a EUR LocalBankTransfer Recipient (docs: guides/vop/recipients-payouts), with the
 * simulated banks' rule the sandbox follows (app/payments/sandbox/rules.ts): the bank knows the account under
 * its user's name; VOP_UNREACHABLE_IBAN's bank takes no part. Outside the scope, no check (null).
 */
function payeeCheck(id: string, user: Json, body: Json) {
	const eur = (body.LocalBankTransfer as { EUR?: { IBAN?: string } } | undefined)?.EUR
	if (body.Currency !== 'EUR' || body.PayoutMethodType !== 'LocalBankTransfer' || !eur?.IBAN) return null
	const held =
		user.PersonType === 'LEGAL'
			? String(user.Name ?? '')
			: `${String(user.FirstName)} ${String(user.LastName)}`
	const entered =
		(body.BusinessRecipient as { BusinessName?: string } | undefined)?.BusinessName ??
		String(body.DisplayName)
	const iban = eur.IBAN.replace(/\s+/g, '').toUpperCase()
	const check = iban === VOP_UNREACHABLE_IBAN ? 'MATCH_NOT_POSSIBLE' : compareHolderNames(entered, held)
	return {
		RecipientVerificationId: id,
		RecipientVerificationCheck: check,
		RecipientVerificationMessage: payeeCheckMessage(check, held),
	}
}
