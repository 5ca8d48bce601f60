import crypto from 'node:crypto'
import { sandboxOrigin } from './core.server.ts'
import { createSandboxProvider } from './index.server.ts'
import { tokenizeCard } from './cards.server.ts'
import { validateKycForDemo } from './kyc.server.ts'
import { CHALLENGE_CARD } from './rules.ts'
import { httpError } from '#app/platform/http-errors.server.ts'

/**
 * Demo scenarios for /sandbox/start: each prepares, through the provider, what a donation would, then sends
 * the browser to the simulator's page; the pages come back to /sandbox/start/return.
 */

const key = () => crypto.randomUUID()
const eur = (amount: number) => ({ amount, currency: 'EUR' as const })
/** The scenarios' return page, at the address the visitor uses (by default PUBLIC_URL, else localhost). */
const returnUrl = (origin = sandboxOrigin()) => `${origin}/sandbox/start/return`
const browserInfo = {
	acceptHeader: 'text/html',
	javaEnabled: false,
	javascriptEnabled: false,
	language: 'fr-FR',
	colorDepth: 24,
	screenHeight: 800,
	screenWidth: 1280,
	timeZoneOffset: -60,
	userAgent: 'Donnons demo',
}

async function payer(firstName = 'Camille') {
	const provider = createSandboxProvider()
	const { userId } = await provider.createNaturalUser(
		{ category: 'PAYER', firstName, lastName: 'Démo', email: 'demo@donnons.localhost' },
		{ idempotencyKey: key() },
	)
	// The money goes to a verified charity, as a pot's: a pay-in to an unverified one fails (002951).
	const charity = await provider.createLegalUser(
		{
			category: 'OWNER',
			legalPersonType: 'ORGANIZATION',
			name: 'Association de démonstration',
			email: 'association@donnons.localhost',
			legalRepresentative: { firstName: 'Alex', lastName: 'Démo' },
			termsAccepted: true,
		},
		{ idempotencyKey: key() },
	)
	validateKycForDemo(charity.userId)
	const { walletId } = await provider.createWallet(
		{ ownerId: charity.userId, currency: 'EUR', description: 'Démonstration' },
		{ idempotencyKey: key() },
	)
	return { provider, userId, walletId }
}

async function cardPayIn(userId: string, walletId: string, cardId: string, amount: number, origin: string) {
	const provider = createSandboxProvider()
	return provider.createCardPayIn(
		{
			authorId: userId,
			creditedWalletId: walletId,
			debited: eur(amount),
			fees: eur(0),
			cardId,
			secureModeReturnUrl: returnUrl(origin),
			ipAddress: '127.0.0.1',
			browserInfo,
		},
		{ idempotencyKey: key() },
	)
}

/** Where the browser goes next: the simulator's page, or straight back when nothing is needed. */
export async function startScenario(
	name: string,
	origin = sandboxOrigin(),
): Promise<string | { cardForm: CardForm }> {
	if (name === 'challenge') {
		const { provider, userId, walletId } = await payer()
		const reg = await provider.createCardRegistration(
			{ userId, currency: 'EUR', cardType: 'CB_VISA_MASTERCARD' },
			{ idempotencyKey: key() },
		)
		const token = tokenizeCard({
			registrationId: reg.cardRegistrationId,
			accessKeyRef: reg.accessKey,
			data: reg.preregistrationData,
			cardNumber: CHALLENGE_CARD,
			cardExpirationDate: '1239',
			cardCvx: '123',
		})
		if (!('data' in token)) throw new Error('tokenisation failed')
		const card = await provider.completeCardRegistration({
			cardRegistrationId: reg.cardRegistrationId,
			registrationData: `data=${token.data}`,
		})
		const payIn = await cardPayIn(userId, walletId, card.cardId ?? '', 2000, origin)
		return payIn.nextAction?.url ?? `${returnUrl(origin)}?transactionId=${payIn.id}`
	}
	if (name === 'card-form') {
		const { provider, userId, walletId } = await payer()
		const reg = await provider.createCardRegistration(
			{ userId, currency: 'EUR', cardType: 'CB_VISA_MASTERCARD' },
			{ idempotencyKey: key() },
		)
		const back = new URL(returnUrl(origin))
		back.searchParams.set('registration', reg.cardRegistrationId)
		back.searchParams.set('user', userId)
		back.searchParams.set('wallet', walletId)
		return {
			cardForm: {
				action: reg.cardRegistrationUrl,
				accessKeyRef: reg.accessKey,
				data: reg.preregistrationData,
				returnURL: back.toString(),
			},
		}
	}
	if (name === 'web-card') {
		const { provider, userId, walletId } = await payer()
		const payIn = await provider.createWebCardPayIn(
			{
				authorId: userId,
				creditedWalletId: walletId,
				debited: eur(1500),
				fees: eur(0),
				returnUrl: returnUrl(origin),
				culture: 'FR',
			},
			{ idempotencyKey: key() },
		)
		return payIn.nextAction.url
	}
	if (name === 'mandate') {
		const { provider, userId } = await payer('Successful')
		const { bankAccountId } = await provider.createIbanBankAccount(
			{
				userId,
				ownerName: 'Successful Démo',
				ownerAddress: { addressLine1: '1 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' },
				iban: 'FR7630004000031234567890143',
				bic: 'BNPAFRPP',
			},
			{ idempotencyKey: key() },
		)
		const mandate = await provider.createMandate(
			{ bankAccountId, culture: 'FR', returnUrl: returnUrl(origin) },
			{ idempotencyKey: key() },
		)
		return mandate.nextAction.url
	}
	if (name === 'wire') {
		const { provider, userId, walletId } = await payer()
		const payIn = await provider.createBankWirePayIn(
			{ authorId: userId, creditedWalletId: walletId, declared: eur(5000), declaredFees: eur(0) },
			{ idempotencyKey: key() },
		)
		return `${returnUrl(origin)}?transactionId=${payIn.id}`
	}
	throw httpError(400)
}

type CardForm = { action: string; accessKeyRef: string; data: string; returnURL: string }

/** The return page: finishes a card registration (then pays with the card), or reads the pay-in or mandate. */
export async function scenarioReturn(
	params: URLSearchParams,
	origin = sandboxOrigin(),
): Promise<
	| string
	| {
			kind: 'payIn' | 'mandate' | 'card'
			id: string
			status: string
			resultCode: string | null
			detail?: string
	  }
> {
	const provider = createSandboxProvider()
	const registration = params.get('registration')
	if (registration) {
		const registrationData = params.get('data')
			? `data=${params.get('data')}`
			: `errorCode=${params.get('errorCode') ?? ''}`
		const card = await provider.completeCardRegistration({
			cardRegistrationId: registration,
			registrationData,
		})
		if (card.status !== 'VALIDATED' || !card.cardId)
			return { kind: 'card', id: registration, status: card.status, resultCode: card.resultCode }
		const payIn = await cardPayIn(
			params.get('user') ?? '',
			params.get('wallet') ?? '',
			card.cardId,
			1000,
			origin,
		)
		return payIn.nextAction?.url ?? `${returnUrl(origin)}?transactionId=${payIn.id}`
	}
	const transactionId = params.get('transactionId')
	if (transactionId) {
		const payIn = await provider.getPayIn(transactionId)
		return {
			kind: 'payIn',
			id: payIn.id,
			status: payIn.status,
			resultCode: payIn.resultCode,
			detail: payIn.paymentType,
		}
	}
	const mandateId = params.get('MandateId')
	if (mandateId) {
		const mandate = await provider.getMandate(mandateId)
		return { kind: 'mandate', id: mandate.mandateId, status: mandate.status, resultCode: mandate.resultCode }
	}
	throw httpError(404)
}
