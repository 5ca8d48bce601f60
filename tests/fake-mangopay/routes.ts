import { route, p, transaction, withQuery, type Ctx, type Route } from './route-kit.ts'
import { accountRoutes } from './routes-accounts.ts'
import { type Json, type MpMoney, money, paramError, requireFields } from './state.ts'

const CHALLENGE_CARD = '4970105181818183'

function createUser(ctx: Ctx, personType: 'NATURAL' | 'LEGAL') {
	const { s, body } = ctx
	requireFields(
		body,
		personType === 'NATURAL'
			? ['FirstName', 'LastName', 'Email', 'UserCategory']
			: ['Name', 'Email', 'LegalPersonType', 'UserCategory'],
	)
	if (body.UserCategory === 'OWNER' && body.TermsAndConditionsAccepted !== true) {
		throw paramError({
			TermsAndConditionsAccepted: 'TermsAndConditionsAccepted must be true for an OWNER user',
		})
	}
	const id = s.id('user_m_')
	const owner = body.UserCategory === 'OWNER'
	const user: Json = {
		...body,
		Id: id,
		PersonType: personType,
		KYCLevel: 'LIGHT',
		CreationDate: s.now(),
		// SCA enrolment for OWNER users (docs/provider.md#ref-0-2); PAYERs are active at once.
		UserStatus: owner ? 'PENDING_USER_ACTION' : 'ACTIVE',
		PendingUserAction: owner ? { RedirectUrl: `${s.baseUrl}/sca/${id}` } : null,
	}
	s.users.set(id, user)
	s.event('USER_ACCOUNT_CREATED', id)
	return user
}

/** PUT /users/{natural|legal}/{id}: the fields sent replace the stored ones (null and absent are ignored). */
function updateUser(ctx: Ctx, personType: 'NATURAL' | 'LEGAL') {
	const { s, body } = ctx
	const user = s.find(s.users, 'User', p(ctx, 0))
	if (user.PersonType !== personType) throw paramError({ PersonType: `The user is not ${personType}` })
	for (const [field, value] of Object.entries(body)) {
		if (value === null || value === undefined) continue
		user[field] =
			typeof value === 'object' && !Array.isArray(value) && typeof user[field] === 'object' && user[field]
				? { ...(user[field] as Json), ...(value as Json) }
				: value
	}
	return user
}

/** Users, wallets, card registration and pay-ins; then bank accounts, mandates, transfers, KYC, events. */
export const routes: Route[] = [
	route('POST', '/sca/users/natural', 'createNaturalUser', (c) => createUser(c, 'NATURAL')),
	route('POST', '/users/natural', 'createNaturalUser', (c) => createUser(c, 'NATURAL')),
	route('POST', '/sca/users/legal', 'createLegalUser', (c) => createUser(c, 'LEGAL')),
	route('POST', '/users/legal', 'createLegalUser', (c) => createUser(c, 'LEGAL')),
	route('GET', '/users/:id', 'getUser', (c) => c.s.find(c.s.users, 'User', p(c, 0))),
	route('PUT', '/sca/users/natural/:id', 'updateNaturalUser', (c) => updateUser(c, 'NATURAL')),
	route('PUT', '/users/natural/:id', 'updateNaturalUser', (c) => updateUser(c, 'NATURAL')),
	route('PUT', '/sca/users/legal/:id', 'updateLegalUser', (c) => updateUser(c, 'LEGAL')),
	route('PUT', '/users/legal/:id', 'updateLegalUser', (c) => updateUser(c, 'LEGAL')),
	route('POST', '/wallets', 'createWallet', ({ s, body }) => {
		requireFields(body, ['Owners', 'Currency', 'Description'])
		const owners = body.Owners as string[]
		for (const o of owners) s.find(s.users, 'User', o)
		const id = s.id('wlt_m_')
		const wallet = {
			Id: id,
			Owners: owners,
			Currency: body.Currency,
			Description: body.Description,
			Tag: body.Tag ?? null,
			FundsType: 'DEFAULT',
			CreationDate: s.now(),
			Balance: { Currency: body.Currency, Amount: 0 },
		}
		s.wallets.set(id, wallet)
		return wallet
	}),
	route('GET', '/wallets/:id', 'getWallet', (c) => c.s.find(c.s.wallets, 'Wallet', p(c, 0))),

	// Card registration: the CardRegistrationURL is this server's own tokenisation endpoint
	route('POST', '/cardregistrations', 'createCardRegistration', ({ s, body }) => {
		requireFields(body, ['UserId', 'Currency'])
		s.find(s.users, 'User', body.UserId)
		const id = s.id('cr_m_')
		const reg = {
			Id: id,
			Tag: body.Tag ?? null,
			CreationDate: s.now(),
			UserId: body.UserId,
			AccessKey: s.token().slice(0, 20),
			PreregistrationData: s.token(),
			RegistrationData: null,
			CardId: null,
			CardType: body.CardType ?? 'CB_VISA_MASTERCARD',
			CardRegistrationURL: `${s.baseUrl}/pci/vault/tokenize/${s.token()}`,
			ResultCode: null,
			ResultMessage: null,
			Currency: body.Currency,
			Status: 'CREATED',
		}
		s.cardRegistrations.set(id, reg)
		return reg
	}),
	route('PUT', '/cardregistrations/:id', 'completeCardRegistration', ({ s, body, params }) => {
		const reg = s.find(s.cardRegistrations, 'CardRegistration', params[0])
		if (reg.Status !== 'CREATED') return reg
		const data = String(body.RegistrationData ?? '')
		reg.RegistrationData = data
		const token = data.startsWith('data=') ? s.tokens.get(data.slice(5)) : undefined
		if (token && token.registrationId === reg.Id) {
			const cardId = s.id('card_m_')
			const n = token.cardNumber
			s.cards.set(cardId, {
				Id: cardId,
				UserId: reg.UserId,
				Alias: `${n.slice(0, 6)}${'X'.repeat(n.length - 10)}${n.slice(-4)}`,
				ExpirationDate: token.expiry,
				CardType: reg.CardType,
				CardProvider: 'VISA',
				Currency: reg.Currency,
				Active: true,
				Validity: 'UNKNOWN',
				Country: 'FRA',
				CreationDate: s.now(),
			})
			s.cardNumbers.set(cardId, n)
			Object.assign(reg, {
				Status: 'VALIDATED',
				CardId: cardId,
				ResultCode: '000000',
				ResultMessage: 'Success',
			})
			return reg
		}
		const code = /^errorCode=(\d+)$/.exec(data)?.[1]
		const [resultCode, message] = registrationError(code)
		Object.assign(reg, { Status: 'ERROR', ResultCode: resultCode, ResultMessage: message })
		return reg
	}),
	route('GET', '/cards/:id', 'getCard', (c) => c.s.find(c.s.cards, 'Card', p(c, 0))),
	route('PUT', '/cards/:id', 'deactivateCard', ({ s, body, params }) => {
		const card = s.find(s.cards, 'Card', params[0])
		if (body.Active === false) card.Active = false
		return card
	}),

	// Pay-ins
	route('POST', '/payins/card/direct', 'createCardPayIn', ({ s, body }) => {
		requireFields(body, [
			'AuthorId',
			'CreditedWalletId',
			'CardId',
			'SecureModeReturnURL',
			'IpAddress',
			'BrowserInfo',
		])
		s.find(s.users, 'User', body.AuthorId)
		s.find(s.wallets, 'Wallet', body.CreditedWalletId)
		const verified = s.beneficiariesVerified(s.beneficiaries('createCardPayIn', body), body.CreditedWalletId)
		const card = s.find(s.cards, 'Card', body.CardId)
		if (card.Active !== true) throw paramError({ CardId: 'The card is inactive' })
		const id = s.id('payin_m_')
		const challenge = s.cardNumbers.get(String(card.Id)) === CHALLENGE_CARD || body.SecureMode === 'FORCE'
		const payIn = transaction(s, body, {
			Id: id,
			PaymentType: 'CARD',
			ExecutionType: 'DIRECT',
			CardId: card.Id,
			SecureMode: body.SecureMode ?? 'DEFAULT',
			SecureModeReturnURL: withQuery(String(body.SecureModeReturnURL), 'transactionId', id),
			SecureModeNeeded: challenge,
			SecureModeRedirectURL: challenge ? `${s.baseUrl}/3ds/${id}` : null,
			IpAddress: body.IpAddress,
			BrowserInfo: body.BrowserInfo,
			StatementDescriptor: body.StatementDescriptor ?? null,
			Requested3DSVersion: 'V2_1',
			Applied3DSVersion: challenge ? null : 'V2_1',
			FlowDescriptor: body.FlowDescriptor ?? null,
		})
		s.payIns.set(id, payIn)
		s.event('PAYIN_NORMAL_CREATED', id)
		if (!verified) s.refuseUnverified(payIn)
		else if (!challenge) s.settlePayIn(payIn, 'SUCCEEDED', '000000', 'Success')
		return payIn
	}),
	route('POST', '/payins/card/web', 'createWebCardPayIn', ({ s, body }) => {
		requireFields(body, ['AuthorId', 'CreditedWalletId', 'ReturnURL', 'CardType', 'Culture'])
		s.find(s.wallets, 'Wallet', body.CreditedWalletId)
		const verified = s.beneficiariesVerified(
			s.beneficiaries('createWebCardPayIn', body),
			body.CreditedWalletId,
		)
		const id = s.id('payin_m_')
		const payIn = transaction(s, body, {
			Id: id,
			PaymentType: 'CARD',
			ExecutionType: 'WEB',
			ReturnURL: withQuery(String(body.ReturnURL), 'transactionId', id),
			RedirectURL: `${s.baseUrl}/web-card/${id}`,
			CardType: body.CardType,
			Culture: body.Culture,
			SecureMode: body.SecureMode ?? 'DEFAULT',
			FlowDescriptor: body.FlowDescriptor ?? null,
		})
		s.payIns.set(id, payIn)
		s.event('PAYIN_NORMAL_CREATED', id)
		if (!verified) s.refuseUnverified(payIn)
		return payIn
	}),
	route('POST', '/payins/directdebit/direct', 'createDirectDebitPayIn', ({ s, body }) => {
		requireFields(body, ['AuthorId', 'CreditedWalletId', 'MandateId'])
		s.find(s.wallets, 'Wallet', body.CreditedWalletId)
		const mandate = s.find(s.mandates, 'Mandate', body.MandateId)
		if (mandate.Status !== 'SUBMITTED' && mandate.Status !== 'ACTIVE') {
			throw paramError({
				MandateId: `The mandate is ${String(mandate.Status)}: it must be SUBMITTED or ACTIVE`,
			})
		}
		const verified = s.beneficiariesVerified(
			s.beneficiaries('createDirectDebitPayIn', body),
			body.CreditedWalletId,
		)
		const id = s.id('payin_m_')
		const payIn = transaction(s, body, {
			Id: id,
			PaymentType: 'DIRECT_DEBIT',
			ExecutionType: 'DIRECT',
			MandateId: mandate.Id,
			ChargeDate: s.now() + 24 * 3600,
			StatementDescriptor: body.StatementDescriptor ?? null,
			FlowDescriptor: body.FlowDescriptor ?? null,
		})
		s.payIns.set(id, payIn)
		s.event('PAYIN_NORMAL_CREATED', id)
		if (!verified) s.refuseUnverified(payIn)
		return payIn
	}),
	route('POST', '/payins/bankwire/direct', 'createBankWirePayIn', ({ s, body }) => {
		requireFields(body, ['AuthorId', 'CreditedWalletId'])
		s.find(s.wallets, 'Wallet', body.CreditedWalletId)
		const verified = s.beneficiariesVerified(
			s.beneficiaries('createBankWirePayIn', body),
			body.CreditedWalletId,
		)
		const declared = money(body, 'DeclaredDebitedFunds')
		const declaredFees = money(body, 'DeclaredFees')
		const id = s.id('payin_m_')
		const none: MpMoney = { Currency: 'XXX', Amount: 0 }
		const payIn = {
			...transaction(s, { ...body, DebitedFunds: declared, Fees: declaredFees }, {}),
			Id: id,
			PaymentType: 'BANK_WIRE',
			ExecutionType: 'DIRECT',
			DeclaredDebitedFunds: declared,
			DeclaredFees: declaredFees,
			DebitedFunds: none,
			CreditedFunds: none,
			Fees: none,
			WireReference: s
				.token()
				.replace(/[^A-Za-z0-9]/g, '')
				.slice(0, 10),
			BankAccount: {
				Type: 'IBAN',
				OwnerName: 'MANGOPAY SA',
				IBAN: 'LU290000000000000000',
				BIC: 'BILLLULL',
				OwnerAddress: {
					AddressLine1: '2 Avenue Amélie',
					AddressLine2: null,
					City: 'Luxembourg',
					Region: null,
					PostalCode: '1125',
					Country: 'LU',
				},
			},
			FlowDescriptor: body.FlowDescriptor ?? null,
		}
		s.payIns.set(id, payIn)
		s.event('PAYIN_NORMAL_CREATED', id)
		if (!verified) s.refuseUnverified(payIn)
		return payIn
	}),
	route('GET', '/payins/:id', 'getPayIn', (c) => c.s.find(c.s.payIns, 'PayIn', p(c, 0))),
	route('POST', '/payins/:id/refunds', 'refundPayIn', ({ s, body, params }) => {
		const payIn = s.find(s.payIns, 'PayIn', params[0])
		if (payIn.Status !== 'SUCCEEDED') throw paramError({ PayInId: 'Only a SUCCEEDED pay-in can be refunded' })
		const debited = body.DebitedFunds ? money(body, 'DebitedFunds') : (payIn.DebitedFunds as MpMoney)
		const wallet = s.find(s.wallets, 'Wallet', payIn.CreditedWalletId)
		const id = s.id('refund_m_')
		const enough = (wallet.Balance as MpMoney).Amount >= debited.Amount
		const refund = {
			Id: id,
			Type: 'PAYOUT',
			Nature: 'REFUND',
			InitialTransactionId: payIn.Id,
			InitialTransactionType: 'PAYIN',
			AuthorId: body.AuthorId,
			DebitedFunds: debited,
			CreditedFunds: debited,
			Fees: { Currency: 'EUR', Amount: 0 },
			RefundReason: { RefundReasonType: 'INITIALIZED_BY_CLIENT', RefundReasonMessage: null },
			Status: enough ? 'SUCCEEDED' : 'FAILED',
			ResultCode: enough ? '000000' : '001001',
			ResultMessage: enough ? 'Success' : 'Unsufficient wallet balance',
			ExecutionDate: enough ? s.now() : null,
			Tag: body.Tag ?? null,
			CreationDate: s.now(),
		}
		if (enough) s.credit(String(wallet.Id), -debited.Amount)
		s.refunds.set(id, refund)
		s.event(`PAYIN_REFUND_${String(refund.Status)}`, id)
		return refund
	}),
	route('GET', '/refunds/:id', 'getRefund', (c) => c.s.find(c.s.refunds, 'Refund', p(c, 0))),
	route('GET', '/repudiations/:id', 'getRepudiation', (c) =>
		c.s.find(c.s.repudiations, 'Repudiation', p(c, 0)),
	),
	route('GET', '/disputes/:id', 'getDispute', (c) => c.s.find(c.s.disputes, 'Dispute', p(c, 0))),
	route('GET', '/payins/:id/disputes', 'listPayInDisputes', ({ s, params }) => {
		const payIn = s.find(s.payIns, 'PayIn', params[0])
		return [...s.disputes.values()].filter((d) => d.InitialTransactionId === payIn.Id)
	}),
	...accountRoutes,
]

/** The tokenisation server's error codes and the card registration's matching result codes. */
function registrationError(code: string | undefined): [string, string] {
	switch (code) {
		case '02625':
			return ['105202', 'Card number: invalid format']
		case '02626':
			return ['105203', 'Expiry date: missing or invalid format']
		case '02627':
			return ['105204', 'CVV: missing or invalid format']
		case '09101':
			return ['105206', 'Token input Error: bad accessKeyRef or data']
		default:
			return ['105299', 'Token input Error']
	}
}
