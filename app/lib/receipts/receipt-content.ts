/**
 * What a tax receipt prints, frozen when it is issued (`tax_receipts.content`, JSON). The PDF is always
 * rendered from this, never from live rows, so a later change of an address or of the charity's data never
 * alters an issued receipt. Dates are `yyyy-MM-dd` (Europe/Paris calendar days); money is integer cents.
 */

type ReceiptKind = 'INDIVIDUAL' | 'COMPANY'
type ReceiptMethod = 'CARD' | 'DIRECT_DEBIT' | 'BANK_WIRE'
type ReceiptLegalCategory =
	'PUBLIC_UTILITY' | 'GENERAL_INTEREST' | 'HELP_IN_DIFFICULTY' | 'CORPORATE_FOUNDATION' | 'RESEARCH'
export type ReceiptCancelReason = 'REFUND' | 'CHARGEBACK' | 'LATE_FAILURE'

export type PostalAddress = { line1: string; postCode: string; city: string; country: string }

type ReceiptBeneficiary = {
	name: string
	legalIdType: 'SIREN' | 'RNA'
	legalId: string
	address: PostalAddress
	/** The charity's object (objet), one sentence. */
	purpose: string
	legalCategory: ReceiptLegalCategory
	/** yyyy-MM-dd, PUBLIC_UTILITY only. */
	publicUtilityDecreeDate: string | null
	/**
	 * `signaturePath`: the signatory's signature image when the charity gave one (`/uploads/…`, named by its
	 * content, so the file a receipt names never changes); absent on receipts issued before it existed.
	 */
	signatory: { name: string; role: string; signaturePath?: string | null }
}

export type IndividualDonor = {
	kind: 'INDIVIDUAL'
	lastName: string
	firstNames: string
	address: PostalAddress
}

type CompanyDonor = {
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
	/** `***25,00 €***` (app/lib/receipts/amount-in-words.ts), as printed. */
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

/** The official form each kind of receipt follows (app/receipts/receipt-pdf.server.ts prints it). */
export const RECEIPT_CERFA: Record<ReceiptKind, string> = {
	INDIVIDUAL: 'Cerfa n° 11580*05',
	COMPANY: 'Cerfa n° 16216*03 (formulaire 2041-MEC-SD)',
}

/** The headings and labels printed on a receipt, as on the cerfa (values follow after ` : `). */
export const RECEIPT_LABELS = {
	number: 'Numéro d’ordre du reçu',
	beneficiary: 'Bénéficiaire des versements',
	donor: 'Donateur',
	gift: 'Don',
	signature: 'Signature',
	siren: 'SIREN',
	rna: 'RNA',
	address: 'Adresse',
	purpose: 'Objet',
	lastName: 'Nom',
	firstNames: 'Prénoms',
	companyName: 'Dénomination',
	legalForm: 'Forme juridique',
	amountInWords: 'Somme en toutes lettres',
	giftDate: { INDIVIDUAL: 'Date du versement ou du don', COMPANY: 'Date ou période des versements' },
	form: 'Forme du don',
	nature: 'Nature du don',
	method: 'Mode de versement',
} as const

export const RECEIPT_GIFT_INTRO =
	'Le bénéficiaire reconnaît avoir reçu au titre des dons et versements ouvrant droit à réduction d’impôt, la somme de :'

/** The stamp across a cancelled receipt. */
export const RECEIPT_CANCELLED_STAMP = 'ANNULÉ'

/** The legal category as ticked, with the decree's date for a body of public utility. */
export function receiptLegalCategoryText(category: ReceiptLegalCategory, decreeDate: string | null) {
	const label = RECEIPT_LEGAL_CATEGORY_LABELS[category]
	return category === 'PUBLIC_UTILITY' && decreeDate ? `${label} en date du ${frenchDate(decreeDate)}` : label
}

/** `Fait à Lyon, le 05/03/2026` */
export function receiptPlaceAndDate(issuedAt: string, issuedOn: string) {
	return `Fait à ${issuedAt}, le ${frenchDate(issuedOn)}`
}

/**
 * Who signs for the charity, under the signature frame's label. No claim of an electronic signature: the PDF
 * carries none (ADR 038), only the signatory's name and title, and their signature image when the
 * charity gave one.
 */
export const RECEIPT_SIGNATORY_LABEL = 'Le représentant de l’organisme'

/** `Hélène Garçon, Présidente` */
export function receiptSignatory(signatory: { name: string; role: string }) {
	return `${signatory.name}, ${signatory.role}`
}

/** The line a cancelled receipt carries under its title (the receipt keeps its number). */
export function receiptCancellationText(cancelledOn: string, reason: ReceiptCancelReason) {
	return `Reçu annulé le ${frenchDate(cancelledOn)} : ${RECEIPT_CANCEL_REASON_LABELS[reason]}. Il ne peut pas être utilisé pour une réduction d’impôt.`
}

/** The footer: who issued the receipt, and that the tip to Donnons is no gift to the charity. */
export function receiptIssuerText(beneficiaryName: string) {
	return `Reçu émis par Donnons pour le compte de ${beneficiaryName}. Le pourboire éventuellement versé à Donnons n’est pas compris dans ce reçu : ce n’est pas un don au bénéficiaire et il n’ouvre pas droit à réduction d’impôt.`
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
