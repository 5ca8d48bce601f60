/** Receipt contents for the tests and the sample renders (test-only). */
import type { IndividualDonor, ReceiptContent } from '#app/lib/receipt-content.ts'
import type { TaxStatement } from '#app/lib/tax-statement-types.ts'

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

/** A person's year: two gifts at 75 % (one past the ceiling), one at 66 %. */
export const individualStatement: TaxStatement = {
	year: 2026,
	donorKind: 'INDIVIDUAL',
	gifts: [
		{
			date: '2026-03-04',
			charityName: 'Banque alimentaire du Rhône',
			amountCents: 2500,
			receiptNumber: '2026-000042',
			regime: 'INDIVIDUAL_75',
		},
		{
			date: '2026-05-17',
			charityName: 'Fondation pour la Recherche Médicale',
			amountCents: 123_456,
			receiptNumber: '2026-000051',
			regime: 'INDIVIDUAL_66',
		},
		{
			date: '2026-12-24',
			charityName: 'Les Restos du Cœur – relais de Villeurbanne',
			amountCents: 100_000,
			receiptNumber: '2026-000390',
			regime: 'INDIVIDUAL_75',
		},
	],
	totalCents: 225_956,
	lines: [
		{ regime: 'INDIVIDUAL_75', ratePercent: 75, baseCents: 100_000, reductionCents: 75_000 },
		{ regime: 'INDIVIDUAL_66', ratePercent: 66, baseCents: 125_956, reductionCents: 83_131 },
	],
	estimatedReductionCents: 158_131,
	notes: [
		'Ce relevé est un récapitulatif\u00a0: il ne remplace pas vos reçus fiscaux.',
		'Les dons aux organismes d’aide aux personnes en difficulté ouvrent droit à 75\u00a0% dans la limite de 1\u202f000\u00a0€ ; les 25,00 € au-delà comptent à 66\u00a0%.',
		'La réduction est limitée à 20 % de votre revenu imposable ; l’excédent se reporte sur les cinq années suivantes.',
	],
}

/** A company's year: 60 gifts, enough for more than one page. */
export const companyStatement: TaxStatement = {
	year: 2025,
	donorKind: 'COMPANY',
	gifts: Array.from({ length: 60 }, (_, i) => ({
		date: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
		charityName:
			i % 7 === 0
				? `Association d’entraide n° ${i + 1} pour l’insertion professionnelle des jeunes`
				: `Œuvre n° ${i + 1}`,
		amountCents: 10_000 + i * 1_001,
		receiptNumber: `2025-${String(i + 1).padStart(6, '0')}`,
		regime: 'COMPANY_60',
	})),
	totalCents: 60 * 10_000 + 1_001 * ((59 * 60) / 2),
	lines: [{ regime: 'COMPANY_60', ratePercent: 60, baseCents: 2_371_770, reductionCents: 1_423_062 }],
	estimatedReductionCents: 1_423_062,
	notes: [
		'Ce relevé est un récapitulatif : il ne remplace pas vos reçus fiscaux.',
		'Pour une entreprise, la réduction est de 60 % des dons dans la limite de 20 000 € ou de 5 ‰ du chiffre d’affaires.',
	],
}
