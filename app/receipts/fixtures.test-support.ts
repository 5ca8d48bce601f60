/** Receipt contents for the tests and the sample renders (test-only). */
import type { IndividualDonor, ReceiptContent } from '#app/lib/receipt-content.ts'

export const individualDonor: IndividualDonor = {
	kind: 'INDIVIDUAL',
	lastName: 'Lefèvre',
	firstNames: 'Émile François',
	address: { line1: '3 place de l’Église', postCode: '75011', city: 'Paris', country: 'FR' },
}

/** A person's 25 € card gift to a food bank (75 % regime). */
export const individualReceipt: ReceiptContent = {
	version: 1,
	number: '2026-000042',
	issuedOn: '2026-03-05',
	issuedAt: 'Lyon',
	beneficiary: {
		name: 'Banque alimentaire du Rhône',
		legalIdType: 'RNA',
		legalId: 'W691012345',
		address: { line1: '12 rue de l’Épargne', postCode: '69003', city: 'Lyon', country: 'FR' },
		purpose: 'Collecter et distribuer gratuitement des denrées aux personnes démunies',
		legalCategory: 'HELP_IN_DIFFICULTY',
		publicUtilityDecreeDate: null,
		signatory: { name: 'Hélène Garçon', role: 'Présidente' },
	},
	donor: individualDonor,
	amountCents: 2500,
	amountInFigures: '***25,00\u00a0€***',
	amountInWords: 'vingt-cinq euros',
	giftDate: '2026-03-04',
	method: 'CARD',
	ratePercent: 75,
}

/** A company's 1 500 € wire to a general-interest body. */
export const companyReceipt: ReceiptContent = {
	version: 1,
	number: '2026-000107',
	issuedOn: '2026-06-30',
	issuedAt: 'Marseille',
	beneficiary: {
		name: 'Les Amis du Vieux Port',
		legalIdType: 'SIREN',
		legalId: '812345678',
		address: { line1: '1 quai du Port', postCode: '13002', city: 'Marseille', country: 'FR' },
		purpose: 'Préserver et faire connaître le patrimoine maritime marseillais',
		legalCategory: 'GENERAL_INTEREST',
		publicUtilityDecreeDate: null,
		signatory: { name: 'Jean-Noël Œuvray', role: 'Trésorier' },
	},
	donor: {
		kind: 'COMPANY',
		name: 'Boulangerie Ferrand SARL',
		legalForm: 'SARL',
		siren: '423456789',
		address: { line1: '8 avenue des Chartreux', postCode: '13004', city: 'Marseille', country: 'FR' },
	},
	amountCents: 150_000,
	amountInFigures: '***1\u202f500,00\u00a0€***',
	amountInWords: 'mille cinq cents euros',
	giftDate: '2026-06-28',
	method: 'BANK_WIRE',
	ratePercent: 60,
}

/** A recognised public-utility foundation, with its decree's date; the donor lives abroad. */
export const publicUtilityReceipt: ReceiptContent = {
	...individualReceipt,
	number: '2026-000051',
	beneficiary: {
		...individualReceipt.beneficiary,
		name: 'Fondation pour la Recherche Médicale',
		legalIdType: 'SIREN',
		legalId: '784360114',
		address: { line1: '54 rue de Varenne', postCode: '75007', city: 'Paris', country: 'FR' },
		purpose: 'Soutenir la recherche médicale en France',
		legalCategory: 'PUBLIC_UTILITY',
		publicUtilityDecreeDate: '1965-01-14',
	},
	donor: {
		kind: 'INDIVIDUAL',
		lastName: 'Dubois',
		firstNames: 'Anne',
		address: { line1: 'Rue du Marché 4', postCode: '1204', city: 'Genève', country: 'CH' },
	},
	method: 'DIRECT_DEBIT',
	ratePercent: 66,
}
