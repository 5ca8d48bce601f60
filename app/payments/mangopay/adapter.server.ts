import { PaymentProviderError, type PaymentProvider } from '../provider.ts'
import { type MangopayConfig } from './client.server.ts'
import { MangopayCore, type In, type Out } from './core.server.ts'
import {
	bankWirePayInBody,
	cardPayInBody,
	directDebitPayInBody,
	legalUserBody,
	legalUserUpdateBody,
	mandateBody,
	naturalUserBody,
	naturalUserUpdateBody,
	payoutBody,
	recipientBody,
	transferBody,
	webCardPayInBody,
} from './requests.ts'

import {
	fromMpAddress,
	fromMpMoney,
	kycStatus,
	mandateStatus,
	payInAmounts,
	paymentType,
	redirect,
	requireRedirect,
	toMpAddress,
	toDispute,
	toPayoutRecipient,
	toPayoutRecipientDetails,
	toMpMoney,
	toRefund,
	toRepudiation,
	toTxResult,
	userResult,
	type MpCardRegistration,
	type MpDispute,
	type MpKycDocument,
	type MpMandate,
	type MpRecipient,
	type MpReversalTransaction,
	type MpTransaction,
	type MpUser,
} from './mapping.ts'

export { assertMangopayConfig } from './config.server.ts'
export type { MangopayConfig } from './client.server.ts'

/**
 * The real payment provider: Mangopay v2.01 through mangopay4-nodejs-sdk. Every POST create carries the
 * caller's idempotency key (`Idempotency-Key` header); a 409 `idempotent_creation_conflict` is answered from
 * `GET /responses/{key}`, so a retry after a lost answer returns the original resource. Dates are Unix seconds,
 * money is integer cents, statuses and result codes are Mangopay's, verbatim.
 */
export class MangopayProvider extends MangopayCore implements PaymentProvider {
	// Users & wallets (the SCA endpoints, which Mangopay asks to integrate for PAYER users too)

	async createNaturalUser(...[i, o]: In<'createNaturalUser'>): Out<'createNaturalUser'> {
		const user = await this.create<MpUser>('users_createnaturals_sca', { data: naturalUserBody(i) }, o)
		return userResult(user)
	}

	async createLegalUser(...[i, o]: In<'createLegalUser'>): Out<'createLegalUser'> {
		const user = await this.create<MpUser>('users_createlegals_sca', { data: legalUserBody(i) }, o)
		return userResult(user)
	}

	async updateNaturalUser(...[userId, i]: In<'updateNaturalUser'>): Out<'updateNaturalUser'> {
		const user = await this.client.call<MpUser>('users_savenaturals_sca', {
			path: { id: userId },
			data: naturalUserUpdateBody(i),
		})
		return { userId: user.Id }
	}

	async updateLegalUser(...[userId, i]: In<'updateLegalUser'>): Out<'updateLegalUser'> {
		const user = await this.client.call<MpUser>('users_savelegals_sca', {
			path: { id: userId },
			data: legalUserUpdateBody(i),
		})
		return { userId: user.Id }
	}

	async getUser(userId: string): Out<'getUser'> {
		const u = await this.get<MpUser>('users_get', { id: userId })
		return {
			userId: u.Id,
			category: u.UserCategory === 'OWNER' ? 'OWNER' : 'PAYER',
			kycLevel: u.KYCLevel === 'REGULAR' ? 'REGULAR' : 'LIGHT',
			status: u.UserStatus ?? 'ACTIVE',
		}
	}

	async createWallet(...[i, o]: In<'createWallet'>): Out<'createWallet'> {
		const w = await this.create<{ Id: string }>(
			'wallets_create',
			{ data: { Owners: [i.ownerId], Currency: i.currency, Description: i.description, Tag: i.tag } },
			o,
		)
		return { walletId: w.Id }
	}

	async getWallet(walletId: string): Out<'getWallet'> {
		const w = await this.get<{ Id: string; Balance: { Currency: string; Amount: number } }>('wallets_get', {
			id: walletId,
		})
		return { walletId: w.Id, balance: fromMpMoney(w.Balance) }
	}

	// Card tokenisation: the registration URL is the one Mangopay returns, never a constant

	async createCardRegistration(...[i, o]: In<'createCardRegistration'>): Out<'createCardRegistration'> {
		const r = await this.create<MpCardRegistration>(
			'cardregistration_create',
			{ data: { UserId: i.userId, Currency: i.currency, CardType: i.cardType } },
			o,
		)
		if (!r.CardRegistrationURL || !r.PreregistrationData || !r.AccessKey) {
			throw new PaymentProviderError(
				'Mangopay answered a card registration without tokenisation data',
				'unexpected_response',
			)
		}
		return {
			cardRegistrationId: r.Id,
			cardRegistrationUrl: r.CardRegistrationURL,
			preregistrationData: r.PreregistrationData,
			accessKey: r.AccessKey,
		}
	}

	async completeCardRegistration(...[i]: In<'completeCardRegistration'>): Out<'completeCardRegistration'> {
		const r = await this.client.call<MpCardRegistration>('cardregistration_save', {
			path: { id: i.cardRegistrationId },
			data: { RegistrationData: i.registrationData },
		})
		if (r.Status !== 'VALIDATED' && r.Status !== 'ERROR') {
			throw new PaymentProviderError(`Unexpected card registration status ${r.Status}`, 'unexpected_response')
		}
		return { status: r.Status, cardId: r.CardId ?? null, resultCode: r.ResultCode ?? null }
	}

	async deactivateCard(cardId: string): Promise<void> {
		await this.client.call('card_save', { path: { id: cardId }, data: { Active: false } })
	}

	// Card pay-ins

	async createCardPayIn(...[i, o]: In<'createCardPayIn'>): Out<'createCardPayIn'> {
		const p = await this.create<MpTransaction>('payins_card-direct_create', { data: cardPayInBody(i) }, o)
		const result = toTxResult(p)
		const action = result.status === 'CREATED' ? redirect(p.SecureModeRedirectURL) : undefined
		return { ...result, ...(action ? { nextAction: action } : {}) }
	}

	async createWebCardPayIn(...[i, o]: In<'createWebCardPayIn'>): Out<'createWebCardPayIn'> {
		const p = await this.create<MpTransaction>('payins_card-web_create', { data: webCardPayInBody(i) }, o)
		return { ...toTxResult(p), nextAction: requireRedirect(p.RedirectURL, 'the hosted card page URL') }
	}

	// SEPA direct debit

	async createIbanBankAccount(...[i, o]: In<'createIbanBankAccount'>): Out<'createIbanBankAccount'> {
		const a = await this.create<{ Id: string }>(
			'users_createbankaccounts_iban',
			{
				path: { id: i.userId },
				data: {
					OwnerName: i.ownerName,
					OwnerAddress: toMpAddress(i.ownerAddress),
					IBAN: i.iban,
					BIC: i.bic,
					Tag: i.tag,
				},
			},
			o,
		)
		return { bankAccountId: a.Id }
	}

	async createMandate(...[i, o]: In<'createMandate'>): Out<'createMandate'> {
		const m = await this.create<MpMandate>('mandates_directdebit-web_create', { data: mandateBody(i) }, o)
		return {
			mandateId: m.Id,
			status: mandateStatus(m.Status),
			documentUrl: m.DocumentURL ?? null,
			bankReference: m.BankReference ?? null,
			nextAction: requireRedirect(m.RedirectURL, 'the mandate confirmation URL'),
		}
	}

	async getMandate(mandateId: string): Out<'getMandate'> {
		const m = await this.get<MpMandate>('mandates_get', { id: mandateId })
		return {
			mandateId: m.Id,
			status: mandateStatus(m.Status),
			scheme: m.Scheme === 'SEPA' ? 'SEPA' : null,
			resultCode: m.ResultCode ?? null,
		}
	}

	async cancelMandate(mandateId: string): Out<'cancelMandate'> {
		const m = await this.client.call<MpMandate>('mandates_cancel', { path: { id: mandateId } })
		return { status: mandateStatus(m.Status) }
	}

	async createDirectDebitPayIn(...[i, o]: In<'createDirectDebitPayIn'>): Out<'createDirectDebitPayIn'> {
		const p = await this.create<MpTransaction>(
			'payins_directdebit-direct_create',
			{ data: directDebitPayInBody(i) },
			o,
		)
		return { ...toTxResult(p), chargeDate: p.ChargeDate ?? null }
	}

	// Bank wire: the bank details come from each answer (Mangopay may change them without notice)

	async createBankWirePayIn(...[i, o]: In<'createBankWirePayIn'>): Out<'createBankWirePayIn'> {
		const p = await this.create<MpTransaction>(
			'payins_bankwire-direct_create',
			{ data: bankWirePayInBody(i) },
			o,
		)
		const account = p.BankAccount
		if (!p.WireReference || !account?.IBAN) {
			throw new PaymentProviderError(
				'Mangopay answered a bank wire without its reference or bank account',
				'unexpected_response',
			)
		}
		return {
			...toTxResult(p),
			wireReference: p.WireReference,
			bankAccount: {
				ownerName: account.OwnerName ?? '',
				iban: account.IBAN,
				bic: account.BIC ?? '',
				ownerAddress: fromMpAddress(account.OwnerAddress),
			},
		}
	}

	async getPayIn(payInId: string): Out<'getPayIn'> {
		const p = await this.get<MpTransaction>('payins_get', { id: payInId })
		return {
			...toTxResult(p),
			paymentType: paymentType(p),
			...payInAmounts(p),
			creditedWalletId: p.CreditedWalletId ?? '',
			tag: p.Tag ?? null,
		}
	}

	async refundPayIn(...[payInId, i, o]: In<'refundPayIn'>): Out<'refundPayIn'> {
		const payIn = await this.get<MpTransaction & { AuthorId: string }>('payins_get', { id: payInId })
		const partial = i.amount
			? { DebitedFunds: toMpMoney(i.amount), Fees: { Currency: i.amount.currency, Amount: 0 } }
			: {}
		const r = await this.create<MpTransaction>(
			'payins_createrefunds',
			{ path: { id: payInId }, data: { AuthorId: payIn.AuthorId, ...partial, Tag: i.tag } },
			o,
		)
		return toTxResult(r)
	}

	// Money coming back: refunds, repudiations and the disputes behind them

	async getRefund(refundId: string): Out<'getRefund'> {
		return toRefund(await this.get<MpReversalTransaction>('refunds_get', { id: refundId }))
	}

	async getRepudiation(repudiationId: string): Out<'getRepudiation'> {
		return toRepudiation(
			await this.get<MpReversalTransaction>('disputes_repudiation_get', { id: repudiationId }),
		)
	}

	async getDispute(disputeId: string): Out<'getDispute'> {
		return toDispute(await this.get<MpDispute>('disputes_get', { id: disputeId }))
	}

	async listPayInDisputes(payInId: string): Out<'listPayInDisputes'> {
		// A pay-in has a handful of disputes at most: one page of 100 holds them all.
		const disputes = await this.client.call<MpDispute[]>('disputes_get_for_payin', {
			path: { id: payInId },
			parameters: { Page: 1, Per_Page: 100 },
		})
		return disputes.map(toDispute)
	}

	// Transfers and payouts

	async createTransfer(...[i, o]: In<'createTransfer'>): Out<'createTransfer'> {
		const t = await this.create<MpTransaction>('transfers_create', { data: transferBody(i) }, o)
		const action = redirect(t.PendingUserAction?.RedirectUrl)
		return { ...toTxResult(t), ...(action ? { nextAction: action } : {}) }
	}

	async getTransfer(id: string): Out<'getTransfer'> {
		return toTxResult(await this.get<MpTransaction>('transfers_get', { id }))
	}

	async createPayoutRecipient(...[i, o]: In<'createPayoutRecipient'>): Out<'createPayoutRecipient'> {
		const r = await this.create<MpRecipient>(
			'recipients_create',
			{
				path: { userId: i.userId },
				data: recipientBody(i),
			},
			o,
		)
		const action = redirect(r.PendingUserAction?.RedirectUrl)
		return { ...toPayoutRecipient(r), ...(action ? { nextAction: action } : {}) }
	}

	async getPayoutRecipient(recipientId: string): Out<'getPayoutRecipient'> {
		return toPayoutRecipientDetails(await this.get<MpRecipient>('recipients_get', { recipientId }))
	}

	async createPayout(...[i, o]: In<'createPayout'>): Out<'createPayout'> {
		const p = await this.create<MpTransaction>('payouts_bankwire_create', { data: payoutBody(i) }, o)
		return toTxResult(p)
	}

	async getPayout(id: string): Out<'getPayout'> {
		return toTxResult(await this.get<MpTransaction>('payouts_get', { id }))
	}

	// KYC documents (files pass through, never stored)

	async createKycDocument(...[i, o]: In<'createKycDocument'>): Out<'createKycDocument'> {
		const d = await this.create<MpKycDocument>(
			'kyc_documents_create',
			{ path: { id: i.userId }, data: { Type: i.type, Tag: i.tag } },
			o,
		)
		return { documentId: d.Id, status: kycStatus(d.Status) }
	}

	async addKycPage(...[i]: In<'addKycPage'>): Promise<void> {
		await this.client.call('kyc_page_create', {
			path: { id: i.userId, documentId: i.documentId },
			data: { File: i.fileBase64 },
		})
	}

	async submitKycDocument(...[i]: In<'submitKycDocument'>): Out<'submitKycDocument'> {
		const d = await this.client.call<MpKycDocument>('kyc_documents_save', {
			path: { id: i.userId, documentId: i.documentId },
			data: { Status: 'VALIDATION_ASKED' },
		})
		return { status: kycStatus(d.Status) }
	}

	async getKycDocument(documentId: string): Out<'getKycDocument'> {
		const d = await this.get<MpKycDocument>('kyc_documents_get_alt', { id: documentId })
		return {
			status: kycStatus(d.Status),
			refusedReasonType: d.RefusedReasonType ?? null,
			refusedReasonMessage: d.RefusedReasonMessage ?? null,
		}
	}
}

export function createMangopayProvider(config: MangopayConfig) {
	return new MangopayProvider(config)
}
