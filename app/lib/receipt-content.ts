/**
 * What a tax receipt prints, frozen when it is issued (`tax_receipts.content`, JSON). The PDF is always
 * rendered from this, never from live rows, so a later change of an address or of the charity's data never
 * alters an issued receipt. Dates are `yyyy-MM-dd` (Europe/Paris calendar days); money is integer cents.
 */

export type ReceiptKind = 'INDIVIDUAL' | 'COMPANY'
export type ReceiptMethod = 'CARD' | 'DIRECT_DEBIT' | 'BANK_WIRE'
export type ReceiptLegalCategory =
	'PUBLIC_UTILITY' | 'GENERAL_INTEREST' | 'HELP_IN_DIFFICULTY' | 'CORPORATE_FOUNDATION' | 'RESEARCH'
export type ReceiptCancelReason = 'REFUND' | 'CHARGEBACK' | 'LATE_FAILURE'

export type PostalAddress = { line1: string; postCode: string; city: string; country: string }

export type ReceiptBeneficiary = {
	name: string
	legalIdType: 'SIREN' | 'RNA'
	legalId: string
	address: PostalAddress
	/** The charity's object (objet), one sentence. */
	purpose: string
	legalCategory: ReceiptLegalCategory
	/** yyyy-MM-dd, PUBLIC_UTILITY only. */
	publicUtilityDecreeDate: string | null
	signatory: { name: string; role: string }
}

export type IndividualDonor = {
	kind: 'INDIVIDUAL'
	lastName: string
	firstNames: string
	address: PostalAddress
}

export type CompanyDonor = {
	kind: 'COMPANY'
	name: string
	legalForm: string
	siren: string
	address: PostalAddress
}

export type ReceiptContent = {
	version: 1
	number: string
	/** yyyy-MM-dd: the day the receipt was issued (the gift's success). */
	issuedOn: string
	/** Where the signatory signs (the charity's city). */
	issuedAt: string
	beneficiary: ReceiptBeneficiary
	donor: IndividualDonor | CompanyDonor
	amountCents: number
	/** `***25,00 €***` (app/lib/amount-in-words.ts), as printed. */
	amountInFigures: string
	/** `vingt-cinq euros`, as printed. */
	amountInWords: string
	/** yyyy-MM-dd: the day the money was received. */
	giftDate: string
	method: ReceiptMethod
	/** The reduction rate that applies (66 or 75 for individuals, 60 for companies), for the statement. */
	ratePercent: number
}

export const RECEIPT_FORM = 'Déclaration de don manuel'
export const RECEIPT_NATURE = 'Numéraire'

export const INDIVIDUAL_RECEIPT_TITLE =
	'Reçu des dons et versements effectués par les particuliers au titre des articles 200 et 978 du code général des impôts'
export const INDIVIDUAL_RECEIPT_CERTIFICATION =
	'Le bénéficiaire certifie sur l’honneur que les dons et versements qu’il reçoit ouvrent droit à la réduction d’impôt prévue à l’article 200 du CGI'
export const COMPANY_RECEIPT_TITLE =
	'Reçu des dons et versements effectués par les entreprises au titre de l’article 238 bis du code général des impôts'
export const COMPANY_RECEIPT_CERTIFICATION =
	'Le bénéficiaire certifie sur l’honneur que les dons et versements qu’il reçoit ouvrent droit à la réduction d’impôt prévue à l’article 238 bis du CGI'

export const RECEIPT_METHOD_LABELS: Record<ReceiptMethod, string> = {
	CARD: 'Carte bancaire',
	DIRECT_DEBIT: 'Prélèvement',
	BANK_WIRE: 'Virement',
}

/** The wording of the cerfa 11580*05 boxes our partners tick. */
export const RECEIPT_LEGAL_CATEGORY_LABELS: Record<ReceiptLegalCategory, string> = {
	PUBLIC_UTILITY: 'Association ou fondation reconnue d’utilité publique par décret',
	GENERAL_INTEREST: 'Œuvre ou organisme d’intérêt général',
	HELP_IN_DIFFICULTY:
		'Association fournissant gratuitement une aide alimentaire ou des soins médicaux à des personnes en difficulté ou favorisant leur logement',
	CORPORATE_FOUNDATION: 'Fondation d’entreprise',
	RESEARCH: 'Établissement de recherche public ou privé, d’intérêt général, à but non lucratif',
}

export const RECEIPT_CANCEL_REASON_LABELS: Record<ReceiptCancelReason, string> = {
	REFUND: 'don remboursé',
	CHARGEBACK: 'paiement contesté par le donateur auprès de sa banque',
	LATE_FAILURE: 'prélèvement rejeté par la banque',
}

/** `2026-03-05` → `05/03/2026`. */
export function frenchDate(isoDay: string) {
	const [y, m, d] = isoDay.split('-')
	return `${d}/${m}/${y}`
}

export function formatPostalAddress(a: PostalAddress) {
	const country = a.country && a.country !== 'FR' ? `, ${a.country}` : ''
	return `${a.line1}, ${a.postCode} ${a.city}${country}`
}
