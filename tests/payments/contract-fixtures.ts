import crypto from 'node:crypto'
import { type ProviderControl } from '#app/payments/control.ts'
import { type BrowserInfo, type Money, type PaymentProvider } from '#app/payments/provider.ts'

export type ContractSetup = {
	provider: PaymentProvider
	control: ProviderControl
	/** Posts card data to the registration URL as the browser would; resolves with the `data=…`/`errorCode=…` body. */
	tokenize(url: string, fields: Record<string, string>): Promise<string>
	teardown(): Promise<void>
}

export const FRICTIONLESS_CARD = '4970107111111119'
export const CHALLENGE_CARD = '4970105181818183'
export const TEST_IBAN = 'FR7630004000031234567890143'
export const DAY_MS = 24 * 3600 * 1000

export const eur = (amount: number): Money => ({ amount, currency: 'EUR' })
export const key = () => crypto.randomUUID()
export const nowSeconds = () => Math.floor(Date.now() / 1000)
export const browserInfo: BrowserInfo = {
	acceptHeader: 'text/html,application/xhtml+xml',
	javaEnabled: false,
	javascriptEnabled: true,
	language: 'fr-FR',
	colorDepth: 24,
	screenHeight: 900,
	screenWidth: 1440,
	timeZoneOffset: -60,
	userAgent: 'Mozilla/5.0 (contract test)',
}
export const address = { addressLine1: '1 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' }

function futureExpiry() {
	return `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`
}

/** Builders shared by the scenarios (users, wallets, cards, pay-ins, mandates), over the provider under test. */
export function contractFixtures(current: () => ContractSetup) {
	async function donor(firstName = 'Camille') {
		const u = await current().provider.createNaturalUser(
			{
				category: 'PAYER',
				firstName,
				lastName: 'Martin',
				email: `${firstName.toLowerCase()}@example.org`,
				tag: 'contract',
			},
			{ idempotencyKey: key() },
		)
		return u.userId
	}
	async function charity() {
		const u = await current().provider.createLegalUser(
			{
				category: 'OWNER',
				legalPersonType: 'ORGANIZATION',
				name: 'Les Amis du Quartier',
				email: 'contact@amis-du-quartier.example.org',
				companyNumber: 'W751234567',
				headquartersAddress: address,
				legalRepresentative: {
					firstName: 'Alex',
					lastName: 'Durand',
					email: 'alex@example.org',
					birthday: 315532800,
					nationality: 'FR',
					countryOfResidence: 'FR',
				},
				termsAccepted: true,
			},
			{ idempotencyKey: key() },
		)
		return u
	}
	/** Just over 32 KB, the minimum Mangopay accepts for an identity proof; not a real document. */
	const fakePdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(40 * 1024, 0x20)]).toString('base64')
	const verified = new WeakMap<ContractSetup, Promise<string>>()
	/**
	 * A charity whose KYB is validated (KYC level REGULAR): its required documents sent and accepted by the
	 * control. One per suite; every pay-in of the scenarios credits a wallet of it and declares it as beneficiary.
	 */
	function verifiedCharity() {
		const env = current()
		const known = verified.get(env)
		if (known) return known
		const made = (async () => {
			const { userId } = await charity()
			for (const type of ['IDENTITY_PROOF', 'REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION'] as const) {
				const doc = await env.provider.createKycDocument({ userId, type }, { idempotencyKey: key() })
				await env.provider.addKycPage({ userId, documentId: doc.documentId, fileBase64: fakePdf })
				await env.provider.submitKycDocument({ userId, documentId: doc.documentId })
				await env.control.reviewKyc(doc.documentId, 'VALIDATED')
			}
			return userId
		})()
		verified.set(env, made)
		return made
	}
	/** A new wallet of the verified charity, and the beneficiaries to declare for it. */
	async function payee() {
		const ownerId = await verifiedCharity()
		return { walletId: await wallet(ownerId), beneficiaries: [ownerId] }
	}
	async function wallet(ownerId: string) {
		return (
			await current().provider.createWallet(
				{ ownerId, currency: 'EUR', description: 'Cagnotte' },
				{ idempotencyKey: key() },
			)
		).walletId
	}
	async function registerCard(userId: string, cardNumber = FRICTIONLESS_CARD, cardCvx = '123') {
		const reg = await current().provider.createCardRegistration(
			{ userId, currency: 'EUR', cardType: 'CB_VISA_MASTERCARD' },
			{ idempotencyKey: key() },
		)
		const registrationData = await current().tokenize(reg.cardRegistrationUrl, {
			accessKeyRef: reg.accessKey,
			data: reg.preregistrationData,
			cardNumber,
			cardExpirationDate: futureExpiry(),
			cardCvx,
		})
		return {
			registrationData,
			...(await current().provider.completeCardRegistration({
				cardRegistrationId: reg.cardRegistrationId,
				registrationData,
			})),
		}
	}
	async function cardPayIn(
		cardNumber: string,
		o: { secureMode?: 'DEFAULT' | 'FORCE'; amount?: number; idempotencyKey?: string } = {},
	) {
		const userId = await donor()
		const { walletId, beneficiaries } = await payee()
		const card = await registerCard(userId, cardNumber)
		if (!card.cardId) throw new Error('card registration failed')
		const input = {
			authorId: userId,
			creditedWalletId: walletId,
			beneficiaries,
			debited: eur(o.amount ?? 2500),
			fees: eur(0),
			cardId: card.cardId,
			secureModeReturnUrl: 'https://donnons.example.org/paiement/retour',
			secureMode: o.secureMode ?? 'DEFAULT',
			ipAddress: '192.0.2.10',
			browserInfo,
			statementDescriptor: 'DONNONS',
		}
		return {
			userId,
			walletId,
			input,
			payIn: await current().provider.createCardPayIn(input, { idempotencyKey: o.idempotencyKey ?? key() }),
		}
	}
	async function signedMandate(firstName: string) {
		const userId = await donor(firstName)
		const { bankAccountId } = await current().provider.createIbanBankAccount(
			{ userId, ownerName: `${firstName} Martin`, ownerAddress: address, iban: TEST_IBAN, bic: 'BNPAFRPP' },
			{ idempotencyKey: key() },
		)
		const { walletId, beneficiaries } = await payee()
		const mandate = await current().provider.createMandate(
			{ bankAccountId, culture: 'FR', returnUrl: 'https://donnons.example.org/mandat/retour', beneficiaries },
			{ idempotencyKey: key() },
		)
		return { userId, walletId, beneficiaries, mandate }
	}
	return { donor, charity, wallet, verifiedCharity, payee, registerCard, cardPayIn, signedMandate }
}
