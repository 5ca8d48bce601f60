/**
 * The charity onboarding's pure rules (ADR 028): identifiers, forms (one zod schema per step, shared by the
 * browser and the server), labels, and the overview's progress.
 */
import { z } from 'zod'
import type { CharityKycType, CharityLegalForm } from '#db/schema/charity-onboarding.ts'
import type { CharityLegalCategory } from '#db/schema/catalogue.ts'
import { country, required } from '../account/account-schemas.ts'
import { isCountryCode } from '../countries.ts'
import { isAtLeast18, parisDay, parseDateInput, type IsoDay } from '../dates.ts'
import { authMessages, derivedMessages, generic, paymentMessages } from '../messages.ts'
import { onboardingMessages, onboardingMessages as m } from './onboarding-messages.ts'
import { bicError, ibanError } from '../donations/payment-fields.ts'
import { RECEIPT_LEGAL_CATEGORY_LABELS } from '../receipts/receipt-content.ts'
import { firstNameSchema, isValidPostalCode, isValidSiren, lastNameSchema } from '../validation.ts'

// ---------------------------------------------------------------------------
// Identifiers

/** Spaces (also no-break ones) are ignored; the RNA's W is upper-cased. */
function normalizeLegalId(text: string) {
	return text.replace(/[\s\u00A0\u202F]/g, '').toUpperCase()
}

/** A SIREN: 9 digits with a valid Luhn key (not 000000000). */
export { isValidSiren }

/** An RNA number (répertoire national des associations): W then 9 digits. */
export function isValidRna(text: string) {
	return /^W\d{9}$/.test(normalizeLegalId(text))
}

/** The message for a legal id of this type, or null when valid. */
export function legalIdError(type: 'SIREN' | 'RNA', text: string): string | null {
	const id = normalizeLegalId(text)
	if (!id) return m.legalIdRequired
	if (type === 'SIREN') return isValidSiren(id) ? null : m.sirenInvalid
	return isValidRna(id) ? null : m.rnaInvalid
}

/** A nationality or a country: an ISO 3166-1 alpha-2 code, upper case. */
export const isNationalityCode = isCountryCode

// ---------------------------------------------------------------------------
// Labels

const LEGAL_FORM_LABELS: Record<CharityLegalForm, string> = {
	ASSOCIATION_1901: 'Association loi 1901',
	ASSOCIATION_LOCAL_LAW: 'Association de droit local (Alsace-Moselle)',
	RECOGNISED_FOUNDATION: 'Fondation reconnue d’utilité publique',
	CORPORATE_FOUNDATION: 'Fondation d’entreprise',
	ENDOWMENT_FUND: 'Fonds de dotation',
	OTHER: 'Autre organisme sans but lucratif',
}

const LEGAL_FORMS = Object.keys(LEGAL_FORM_LABELS) as [CharityLegalForm, ...CharityLegalForm[]]
const LEGAL_CATEGORIES = Object.keys(RECEIPT_LEGAL_CATEGORY_LABELS) as [
	CharityLegalCategory,
	...CharityLegalCategory[],
]

export const legalFormOptions = LEGAL_FORMS.map((value) => ({ value, label: LEGAL_FORM_LABELS[value] }))
export const legalCategoryOptions = LEGAL_CATEGORIES.map((value) => ({
	value,
	label: RECEIPT_LEGAL_CATEGORY_LABELS[value],
}))

/**
 * The documents of a legal user of type ORGANIZATION, in the page's order, with the provider's minimum size
 * (docs/provider.md#ref-1e: 32 KB for an identity proof, 1 KB for the others).
 */
export const KYC_DOCUMENT_LABELS: Record<
	CharityKycType,
	{ label: string; hint: string; required: boolean; minBytes: number }
> = {
	REGISTRATION_PROOF: {
		label: 'Preuve d’enregistrement',
		hint: 'Le récépissé de déclaration en préfecture ou l’extrait du Journal officiel (moins de 3 mois).',
		required: true,
		minBytes: 1024,
	},
	ARTICLES_OF_ASSOCIATION: {
		label: 'Statuts',
		hint: 'Les statuts à jour, datés et signés.',
		required: true,
		minBytes: 1024,
	},
	IDENTITY_PROOF: {
		label: 'Pièce d’identité du représentant légal',
		hint: 'Carte d’identité (recto et verso dans un seul fichier) ou passeport en cours de validité.',
		required: true,
		minBytes: 32 * 1024,
	},
	SHAREHOLDER_DECLARATION: {
		label: 'Déclaration des actionnaires',
		hint: 'Facultative pour une association : à envoyer seulement si notre prestataire de paiement la demande.',
		required: false,
		minBytes: 1024,
	},
}

/** The message for a file under the provider's minimum size for this document, or null. */
export function kycFileSizeError(type: CharityKycType, bytes: number) {
	const { minBytes } = KYC_DOCUMENT_LABELS[type]
	if (bytes >= minBytes) return null
	return minBytes > 1024 ? onboardingMessages.identityFileTooSmall : onboardingMessages.fileTooSmall
}

export const CHARITY_KYC_ORDER = Object.keys(KYC_DOCUMENT_LABELS) as CharityKycType[]

export const isCharityKycType = (value: unknown): value is CharityKycType =>
	CHARITY_KYC_ORDER.includes(value as CharityKycType)

/** Mangopay's refusal reasons (RefusedReasonType), in French; an unknown one gets the general text. */
const REFUSAL_LABELS: Record<string, string> = {
	DOCUMENT_UNREADABLE: 'le document est illisible',
	DOCUMENT_NOT_ACCEPTED: 'ce type de document n’est pas accepté',
	DOCUMENT_HAS_EXPIRED: 'le document a expiré',
	DOCUMENT_INCOMPLETE: 'le document est incomplet',
	DOCUMENT_MISSING: 'le document est absent du fichier',
	DOCUMENT_DO_NOT_MATCH_USER_DATA: 'le document ne correspond pas aux informations saisies',
	DOCUMENT_DO_NOT_MATCH_ACCOUNT_DATA: 'le document ne correspond pas aux informations du compte',
	DOCUMENT_FALSIFIED: 'le document semble falsifié',
	UNDERAGE_PERSON: 'la personne est mineure',
	SPECIFIC_CASE: 'cas particulier, contactez-nous',
}

export function refusalReasonLabel(type: string | null) {
	return (type && REFUSAL_LABELS[type]) || 'le document n’a pas pu être validé'
}

export type KycProgress = 'missing' | 'pending' | 'validated' | 'refused'

export const KYC_PROGRESS_LABELS: Record<KycProgress, string> = {
	missing: 'À envoyer',
	pending: 'En cours d’examen',
	validated: 'Validé',
	refused: 'Refusé',
}

/** A document's progress from the provider's status of its latest upload (none: missing). */
export function kycProgressOf(status: string | null | undefined): KycProgress {
	if (status === 'VALIDATED') return 'validated'
	if (status === 'REFUSED' || status === 'OUT_OF_DATE') return 'refused'
	if (status === 'VALIDATION_ASKED') return 'pending'
	// PENDING or CREATED: an upload that did not reach the provider's review; it can be sent again.
	return 'missing'
}

/** Whether a new file may be sent for a document: never while one is reviewed or once validated. */
export const canUploadKyc = (progress: KycProgress) => progress === 'missing' || progress === 'refused'

// ---------------------------------------------------------------------------
// Steps

export type OnboardingStep = 'identite' | 'representant' | 'justificatifs' | 'compte-bancaire'

export type OnboardingState = {
	identityDone: boolean
	representativeDone: boolean
	documents: Record<CharityKycType, KycProgress>
	bankAccount: boolean
}

export const STEP_TITLES: Record<OnboardingStep, string> = {
	identite: 'Identité de l’association',
	representant: 'Représentant légal',
	justificatifs: 'Justificatifs',
	'compte-bancaire': 'Compte bancaire',
}

/** The overview's steps in order, each done or not; documents are done once the required ones are validated. */
export function onboardingSteps(state: OnboardingState) {
	const required = CHARITY_KYC_ORDER.filter((type) => KYC_DOCUMENT_LABELS[type].required).map(
		(type) => state.documents[type],
	)
	const documentsDone = required.every((p) => p === 'validated')
	return [
		{ step: 'identite' as const, done: state.identityDone, waiting: false },
		{ step: 'representant' as const, done: state.representativeDone, waiting: false },
		{
			step: 'justificatifs' as const,
			done: documentsDone,
			// Everything sent, something still under review: nothing for the member to do but wait.
			waiting: !documentsDone && required.every((p) => p === 'validated' || p === 'pending'),
		},
		{ step: 'compte-bancaire' as const, done: state.bankAccount, waiting: false },
	].map((s) => ({ ...s, title: STEP_TITLES[s.step] }))
}

export const isOnboardingComplete = (state: OnboardingState) => onboardingSteps(state).every((s) => s.done)

/**
 * What the provider's check of the charity (KYB, ADR 030) still needs: the identity and representative
 * steps, then each required document not yet validated (under review or not). Empty: all sent, wait.
 */
export function verificationTodo(state: OnboardingState) {
	const todo: { label: string; underReview: boolean }[] = []
	if (!state.identityDone) todo.push({ label: STEP_TITLES.identite, underReview: false })
	if (!state.representativeDone) todo.push({ label: STEP_TITLES.representant, underReview: false })
	for (const type of CHARITY_KYC_ORDER) {
		const { label, required } = KYC_DOCUMENT_LABELS[type]
		const progress = state.documents[type]
		if (!required || progress === 'validated') continue
		todo.push({ label, underReview: progress === 'pending' })
	}
	return todo.every((item) => item.underReview) ? todo.filter((item) => !item.underReview) : todo
}

// ---------------------------------------------------------------------------
// Forms

/** A past (or today's) day typed as in the other date fields; output as an ISO day. */
function pastDay(requiredMessage: string, futureMessage: string, today: Date) {
	return required(requiredMessage).transform((value, ctx) => {
		const iso = parseDateInput(value)
		if (iso === null) {
			ctx.addIssue({ code: 'custom', message: generic.invalidDate })
			return z.NEVER
		}
		if (iso > parisDay(today)) {
			ctx.addIssue({ code: 'custom', message: futureMessage })
			return z.NEVER
		}
		return iso as IsoDay
	})
}

function postalCodeCheck(data: { post_code?: string; country_iso?: string }, ctx: z.RefinementCtx) {
	if (data.post_code && data.country_iso && !isValidPostalCode(data.post_code, data.country_iso))
		ctx.addIssue({ code: 'custom', path: ['post_code'], message: derivedMessages.postalCodeInvalid })
}

/** Step 1: the charity's legal identity (its receipt fields) and head office. */
export function identitySchema(today: Date) {
	return z
		.object({
			legal_name: required(m.legalNameRequired).pipe(z.string().max(200, derivedMessages.fieldTooLong)),
			legal_form: z.enum(LEGAL_FORMS, { errorMap: () => ({ message: m.legalFormRequired }) }),
			legal_id_type: z.enum(['SIREN', 'RNA'], { errorMap: () => ({ message: m.legalIdTypeRequired }) }),
			legal_id: required(m.legalIdRequired).transform(normalizeLegalId),
			legal_category: z.enum(LEGAL_CATEGORIES, { errorMap: () => ({ message: m.legalCategoryRequired }) }),
			decree_date: z.string({ invalid_type_error: generic.invalidDate }).optional(),
			address_line_1: required(m.headOfficeAddressRequired).pipe(
				z.string().max(255, derivedMessages.fieldTooLong),
			),
			post_code: required(m.headOfficePostalCodeRequired),
			city: required(m.headOfficeCityRequired).pipe(z.string().max(100, derivedMessages.fieldTooLong)),
			country_iso: country(m.headOfficeCountryRequired),
		})
		.superRefine((data, ctx) => {
			const idError = legalIdError(data.legal_id_type, data.legal_id)
			if (idError) ctx.addIssue({ code: 'custom', path: ['legal_id'], message: idError })
			postalCodeCheck(data, ctx)
		})
		.transform((data, ctx) => {
			if (data.legal_category !== 'PUBLIC_UTILITY') return { ...data, decree_date: null }
			const decree = pastDay(m.decreeDateRequired, m.decreeDateInFuture, today).safeParse(data.decree_date)
			if (!decree.success) {
				for (const issue of decree.error.issues)
					ctx.addIssue({ code: 'custom', path: ['decree_date'], message: issue.message })
				return z.NEVER
			}
			return { ...data, decree_date: decree.data }
		})
}

/** Step 2: the legal representative (an adult), with a nationality and a home address. */
export function representativeSchema(today: Date) {
	return z
		.object({
			first_name: firstNameSchema,
			last_name: lastNameSchema,
			birth_date: required(authMessages.birthDateRequired).transform((value, ctx) => {
				const iso = parseDateInput(value)
				// Born after 1900, as every birth date of the site (docs/requirements.md#spec-1-5, isPlausibleBirthDate).
				if (iso === null || iso > parisDay(today) || iso < '1900-01-01') {
					ctx.addIssue({ code: 'custom', message: generic.invalidDate })
					return z.NEVER
				}
				if (!isAtLeast18(iso, today)) {
					ctx.addIssue({ code: 'custom', message: m.representativeUnderage })
					return z.NEVER
				}
				return iso
			}),
			nationality_iso: country(m.representativeNationalityRequired),
			address_line_1: required(derivedMessages.representativeAddressRequired).pipe(
				z.string().max(255, derivedMessages.fieldTooLong),
			),
			post_code: required(derivedMessages.representativePostalCodeRequired),
			city: required(derivedMessages.representativeCityRequired).pipe(
				z.string().max(100, derivedMessages.fieldTooLong),
			),
			country_iso: country(derivedMessages.representativeCountryRequired),
		})
		.superRefine(postalCodeCheck)
}

/** Step 4: the payout bank account (the service checks it again, app/payouts/bank-account.server.ts). */
export const bankAccountSchema = z
	.object({
		holder_name: required(derivedMessages.bankAccountHolderRequired).pipe(
			z.string().max(100, derivedMessages.fieldTooLong),
		),
		iban: required(paymentMessages.ibanRequired).superRefine((value, ctx) => {
			const error = ibanError(value)
			if (error) ctx.addIssue({ code: 'custom', message: error })
		}),
		bic: z
			.string({ invalid_type_error: paymentMessages.bicInvalid })
			.optional()
			.superRefine((value, ctx) => {
				const error = value?.trim() ? bicError(value) : null
				if (error) ctx.addIssue({ code: 'custom', message: error })
			}),
		address_line_1: required(authMessages.addressRequired).pipe(
			z.string().max(255, derivedMessages.fieldTooLong),
		),
		post_code: required(authMessages.postalCodeRequired),
		city: required(authMessages.cityRequired).pipe(z.string().max(100, derivedMessages.fieldTooLong)),
		country_iso: country(derivedMessages.countryRequired),
	})
	.superRefine(postalCodeCheck)
