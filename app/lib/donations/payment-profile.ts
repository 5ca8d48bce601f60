/**
 * Whether an account can pay (docs/requirements.md#spec-3-4 "account without payment profile", §5 company SIREN rule, SEPA
 * address rule). The payment-provider profile itself is created on demand from the account's details,
 * so "no payment profile" means the account lacks what the provider needs.
 */
import { paymentMessages } from '../messages.ts'
import { type AccountRole } from '../account/account-kind.ts'

export type PaymentProfileInput = {
	role: AccountRole
	firstName: string
	lastName: string
	addressLine1: string | null
	postCode: string | null
	city: string | null
	company: {
		siren: string | null
		legalForm: string | null
		representativeCompleted: boolean
		addressLine1: string | null
		postCode: string | null
		city: string | null
	} | null
}

export type PaymentProfileProblem = 'company-identity' | 'no-profile'

const filled = (value: string | null | undefined) => Boolean(value?.trim())

/** Null when the account can pay by card or direct debit; otherwise why not. */
export function paymentProfileProblem(account: PaymentProfileInput): PaymentProfileProblem | null {
	if (account.role === 'enterprise') {
		if (!account.company || !filled(account.company.siren) || !filled(account.company.legalForm))
			return 'company-identity'
		if (!account.company.representativeCompleted) return 'no-profile'
		return null
	}
	return filled(account.firstName) && filled(account.lastName) ? null : 'no-profile'
}

/** A SEPA transfer also needs a postal address (docs/requirements.md#spec-3-5). */
export function hasPostalAddress(account: PaymentProfileInput) {
	const source = account.role === 'enterprise' ? account.company : account
	return Boolean(source && filled(source.addressLine1) && filled(source.postCode) && filled(source.city))
}

/** The message shown for a problem (the company one comes with a link to the company profile). */
export function paymentProfileMessage(problem: PaymentProfileProblem) {
	return problem === 'company-identity'
		? paymentMessages.companyMissingSirenOrLegalForm
		: paymentMessages.paymentAccountNotValidated
}
