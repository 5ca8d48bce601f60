import { type PaymentProvider } from '../provider.ts'
import { toMpAddress, toMpMoney } from './mapping.ts'

/** The request bodies of the POST creates, in Mangopay's field names (docs/provider.md#ref-1). */

type Input<K extends keyof PaymentProvider> = PaymentProvider[K] extends (
	i: infer I,
	...rest: never[]
) => unknown
	? I
	: never

/** `FlowDescriptor: { Beneficiaries: [{ UserId }] }` when beneficiaries are declared (release of 24 June 2026). */
function flowDescriptor(beneficiaries: string[] | undefined) {
	return beneficiaries?.length
		? { FlowDescriptor: { Beneficiaries: beneficiaries.map((UserId) => ({ UserId })) } }
		: {}
}

export function naturalUserBody(i: Input<'createNaturalUser'>) {
	return {
		UserCategory: i.category,
		FirstName: i.firstName,
		LastName: i.lastName,
		Email: i.email,
		Birthday: i.birthday,
		Nationality: i.nationality,
		CountryOfResidence: i.countryOfResidence,
		TermsAndConditionsAccepted: i.termsAccepted ?? false,
		Tag: i.tag,
	}
}

export function legalUserBody(i: Input<'createLegalUser'>) {
	const rep = i.legalRepresentative
	return {
		UserCategory: i.category,
		LegalPersonType: i.legalPersonType,
		Name: i.name,
		Email: i.email,
		CompanyNumber: i.companyNumber,
		HeadquartersAddress: i.headquartersAddress ? toMpAddress(i.headquartersAddress) : undefined,
		LegalRepresentative: {
			FirstName: rep.firstName,
			LastName: rep.lastName,
			Email: rep.email,
			Birthday: rep.birthday,
			Nationality: rep.nationality,
			CountryOfResidence: rep.countryOfResidence,
		},
		TermsAndConditionsAccepted: i.termsAccepted ?? false,
		Tag: i.tag,
	}
}

/** PUT bodies: only the fields given (Mangopay keeps the others). */
export function naturalUserUpdateBody(i: Parameters<PaymentProvider['updateNaturalUser']>[1]) {
	return {
		FirstName: i.firstName,
		LastName: i.lastName,
		Email: i.email,
		Birthday: i.birthday,
		Nationality: i.nationality,
		CountryOfResidence: i.countryOfResidence,
		Address: i.address ? toMpAddress(i.address) : undefined,
	}
}

export function legalUserUpdateBody(i: Parameters<PaymentProvider['updateLegalUser']>[1]) {
	const rep = i.legalRepresentative
	return {
		Name: i.name,
		Email: i.email,
		CompanyNumber: i.companyNumber,
		HeadquartersAddress: i.headquartersAddress ? toMpAddress(i.headquartersAddress) : undefined,
		LegalRepresentative: rep
			? {
					FirstName: rep.firstName,
					LastName: rep.lastName,
					Email: rep.email,
					Birthday: rep.birthday,
					Nationality: rep.nationality,
					CountryOfResidence: rep.countryOfResidence,
				}
			: undefined,
	}
}

export function cardPayInBody(i: Input<'createCardPayIn'>) {
	const b = i.browserInfo
	return {
		AuthorId: i.authorId,
		CreditedWalletId: i.creditedWalletId,
		DebitedFunds: toMpMoney(i.debited),
		Fees: toMpMoney(i.fees),
		CardId: i.cardId,
		SecureModeReturnURL: i.secureModeReturnUrl,
		SecureMode: i.secureMode ?? 'DEFAULT',
		IpAddress: i.ipAddress,
		BrowserInfo: {
			AcceptHeader: b.acceptHeader,
			JavaEnabled: b.javaEnabled,
			JavascriptEnabled: b.javascriptEnabled,
			Language: b.language,
			ColorDepth: b.colorDepth,
			ScreenHeight: b.screenHeight,
			ScreenWidth: b.screenWidth,
			TimeZoneOffset: b.timeZoneOffset,
			UserAgent: b.userAgent,
		},
		StatementDescriptor: i.statementDescriptor,
		Tag: i.tag,
		...flowDescriptor(i.beneficiaries),
	}
}

export function webCardPayInBody(i: Input<'createWebCardPayIn'>) {
	return {
		AuthorId: i.authorId,
		CreditedWalletId: i.creditedWalletId,
		DebitedFunds: toMpMoney(i.debited),
		Fees: toMpMoney(i.fees),
		ReturnURL: i.returnUrl,
		CardType: 'CB_VISA_MASTERCARD',
		Culture: i.culture,
		SecureMode: 'DEFAULT',
		Tag: i.tag,
		...flowDescriptor(i.beneficiaries),
	}
}

export function directDebitPayInBody(i: Input<'createDirectDebitPayIn'>) {
	return {
		AuthorId: i.authorId,
		CreditedWalletId: i.creditedWalletId,
		DebitedFunds: toMpMoney(i.debited),
		Fees: toMpMoney(i.fees),
		MandateId: i.mandateId,
		StatementDescriptor: i.statementDescriptor,
		Tag: i.tag,
		...flowDescriptor(i.beneficiaries),
	}
}

export function bankWirePayInBody(i: Input<'createBankWirePayIn'>) {
	return {
		AuthorId: i.authorId,
		CreditedWalletId: i.creditedWalletId,
		DeclaredDebitedFunds: toMpMoney(i.declared),
		DeclaredFees: toMpMoney(i.declaredFees),
		Tag: i.tag,
		...flowDescriptor(i.beneficiaries),
	}
}

export function transferBody(i: Input<'createTransfer'>) {
	return {
		AuthorId: i.authorId,
		DebitedWalletId: i.debitedWalletId,
		CreditedWalletId: i.creditedWalletId,
		DebitedFunds: toMpMoney(i.debited),
		Fees: toMpMoney(i.fees),
		ScaContext: i.scaContext,
		Tag: i.tag,
	}
}

export function recipientBody(i: Input<'createPayoutRecipient'>) {
	return {
		DisplayName: i.ownerName.slice(0, 100),
		PayoutMethodType: 'LocalBankTransfer',
		RecipientType: 'Business',
		Currency: 'EUR',
		Country: i.address.country,
		RecipientScope: 'PAYOUT',
		BusinessRecipient: { BusinessName: i.ownerName, Address: toMpAddress(i.address) },
		LocalBankTransfer: { EUR: { IBAN: i.iban, BIC: i.bic } },
	}
}

export function payoutBody(i: Input<'createPayout'>) {
	return {
		AuthorId: i.authorId,
		DebitedWalletId: i.debitedWalletId,
		DebitedFunds: toMpMoney(i.debited),
		Fees: toMpMoney(i.fees),
		BankAccountId: i.recipientId,
		BankWireRef: i.bankWireRef,
	}
}

export function mandateBody(i: Input<'createMandate'>) {
	return {
		BankAccountId: i.bankAccountId,
		Culture: i.culture,
		ReturnURL: i.returnUrl,
		Tag: i.tag,
		...flowDescriptor(i.beneficiaries),
	}
}
