import { z } from 'zod'
import {
	ENTERPRISE_RATE,
	isHttpsWebsite,
	PROFILE_LIMITS,
	privateRateFits,
} from '../catalogue/catalogue-import.ts'
import { isCountryCode } from '../countries.ts'
import { htmlToPlainText, isEditorHtml } from '../rich-text.ts'
import { parseVideoUrl } from '../site/video.ts'

/**
 * A charity's public profile as its members propose it (ADR 029): the values and files a draft holds, the
 * form's validation (the import's rules, app/lib/catalogue/catalogue-import.ts, worded for a form), and the summary of
 * what a draft changes that the operator reviews. Pure: shared by the pages and the services.
 */

export type ProfileValues = {
	purpose: string
	description: string
	about: string
	descriptionHtml: string
	actions: string
	impact30: string
	impact100: string
	videoUrl: string | null
	website: string | null
	/** Category slug. */
	category: string
	/** The active goals (1–17); 8, 11 and 17 always are. */
	sdgs: number[]
	countries: string[]
	regions: string[]
	privateRate: number
	enterpriseRate: number
	receiptType: 'GENERATED' | 'ASSOCIATION'
	signatoryName: string | null
	signatoryRole: string | null
}

export type ProfileFiles = {
	bannerPath: string | null
	logoPath: string | null
	signaturePath: string | null
	descDocPath: string | null
	eventDocPath: string | null
	slides: Array<{ path: string; alt: string }>
}

/** The goals every charity supports (spec 2: 8, 11 and 17 "plus others depending on the charity"). */
export const ALWAYS_ACTIVE_SDGS: readonly number[] = [8, 11, 17]

/** At most this many slideshow images (the import's rule). */
export const PROFILE_SLIDE_LIMIT = PROFILE_LIMITS.slides
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024
export const DOCUMENT_ACCEPT = '.pdf,application/pdf'

export const profileMessages = {
	purposeRequired: 'Indiquez l’objet de l’association',
	descriptionRequired: 'Indiquez la présentation courte de l’association',
	aboutRequired: 'Indiquez le texte « À propos »',
	descriptionHtmlRequired: 'Indiquez la description détaillée de l’association',
	actionsRequired: 'Indiquez les actions de l’association',
	impact30Required: 'Indiquez ce que permet un don de 30 €',
	impact100Required: 'Indiquez ce que permet un don de 100 €',
	tooLong: (max: number) => `Ce texte ne doit pas dépasser ${max} caractères`,
	videoInvalid: 'Indiquez l’adresse d’une vidéo YouTube, Vimeo ou Dailymotion',
	websiteInvalid: 'Indiquez une adresse web complète commençant par https://',
	categoryRequired: 'Choisissez la catégorie de l’association',
	countriesRequired: 'Choisissez au moins un pays d’action',
	countryInvalid: 'Un des pays choisis n’existe pas',
	regionInvalid: 'Une des régions choisies n’existe pas',
	sdgInvalid: 'Les objectifs de développement durable vont de 1 à 17',
	privateRateInvalid: 'Choisissez le taux de réduction d’impôt des particuliers : 66 % ou 75 %',
	privateRateCategory:
		'Le taux de 75 % est réservé aux organismes d’aide aux personnes en difficulté ; le vôtre est de 66 %',
	privateRateHelp: 'Le taux de 75 % est celui des organismes d’aide aux personnes en difficulté',
	enterpriseRateInvalid: 'Le taux de réduction d’impôt des entreprises est de 60 %',
	receiptTypeRequired: 'Choisissez qui émet les reçus fiscaux',
	signatoryRequired: 'Indiquez le nom du signataire des reçus fiscaux',
	signatoryRoleRequired: 'Indiquez la fonction du signataire des reçus fiscaux',
	slideAltRequired: 'Décrivez chaque image du diaporama (texte alternatif)',
	slidesTooMany: `Le diaporama ne peut pas contenir plus de ${PROFILE_LIMITS.slides} images`,
	documentTooLarge: 'Le document ne doit pas dépasser 5 Mo',
	documentNotPdf: 'Le document doit être un fichier PDF',
	documentActiveContent:
		'Ce PDF contient du contenu actif (JavaScript, action à l’ouverture, programme ou fichier joint) : ' +
		'enregistrez-le de nouveau en PDF simple (« Imprimer » puis « Enregistrer au format PDF ») et envoyez-le.',
	filesNotKept:
		'Les fichiers choisis n’ont pas été enregistrés, le formulaire n’étant pas valide : corrigez-le puis ' +
		'choisissez-les de nouveau.',
	documentStoreFailed: 'Le document n’a pas pu être enregistré. Veuillez réessayer.',
	fileTooLarge:
		'Un fichier dépasse la taille autorisée (2 Mo par image, 5 Mo par document) : rien n’a été enregistré.',
	nothingToSubmit:
		'Votre profil est identique au profil publié : modifiez au moins un élément avant de l’envoyer pour validation.',
	saved: 'Vos modifications sont enregistrées dans le brouillon. Elles ne sont pas encore publiées.',
	submitted: 'Vos modifications sont envoyées à l’équipe Donnons, qui les relira avant de les publier.',
	discarded: 'Le brouillon est abandonné : le profil publié reste inchangé.',
	approved: (charity: string) => `Le profil de ${charity} est publié.`,
	rejected: (charity: string) =>
		`La modification du profil de ${charity} est refusée ; les membres verront la raison.`,
	notPending:
		'Cette modification n’est plus en attente de validation : la page a peut-être changé. Rechargez-la.',
	reasonRequired: 'Indiquez la raison du refus',
	reasonTooLong: 'La raison ne doit pas dépasser 500 caractères',
} as const

const text = (required: string, max: number) =>
	z
		.string({ required_error: required, invalid_type_error: required })
		.trim()
		.min(1, required)
		.max(max, profileMessages.tooLong(max))

/** `invalid`: the field's message when it is not one text (a crafted request sending it twice). */
const optionalText = (max: number, invalid: string) =>
	z
		.string({ invalid_type_error: invalid })
		.trim()
		.max(max, profileMessages.tooLong(max))
		.optional()
		.transform((value) => value || null)

/**
 * Repeated form fields (checkboxes; none is no array at all), each value one of the choices, without repeats.
 * A value that is not (a crafted request, a choice removed since the page was shown) is reported on the field
 * itself, where the form shows it, and not on `field[2]`, which no field shows.
 */
const choices = (isChoice: (value: string) => boolean, message: string) =>
	z.preprocess(
		(value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
		z
			.array(z.unknown())
			// Numbers too: the saved profile's goals, parsed again as they are.
			.transform((items) => items.map((item) => (typeof item === 'number' ? String(item) : item)))
			.refine((items) => items.every((item) => typeof item === 'string' && isChoice(item)), message)
			.transform((items) => [...new Set(items as string[])]),
	)

const isSdgNumber = (value: string) => /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 17

export type ProfileReferences = {
	categorySlugs: readonly string[]
	regionCodes: readonly string[]
	/** The charity's receipt category (the import's `legal.category`), which decides the 75 % rate. */
	legalCategory: string | null
}

/** The members' profile form, field names as in `ProfileValues`. */
export function profileFormSchema(refs: ProfileReferences) {
	return z
		.object({
			purpose: text(profileMessages.purposeRequired, PROFILE_LIMITS.purpose),
			description: text(profileMessages.descriptionRequired, PROFILE_LIMITS.description),
			about: text(profileMessages.aboutRequired, PROFILE_LIMITS.about),
			descriptionHtml: text(profileMessages.descriptionHtmlRequired, PROFILE_LIMITS.descriptionHtml),
			actions: text(profileMessages.actionsRequired, PROFILE_LIMITS.actions),
			impact30: text(profileMessages.impact30Required, PROFILE_LIMITS.impact),
			impact100: text(profileMessages.impact100Required, PROFILE_LIMITS.impact),
			videoUrl: optionalText(500, profileMessages.videoInvalid).refine(
				(url) => url === null || parseVideoUrl(url) !== null,
				profileMessages.videoInvalid,
			),
			website: optionalText(500, profileMessages.websiteInvalid).refine(
				(url) => url === null || isHttpsWebsite(url),
				profileMessages.websiteInvalid,
			),
			category: z
				.string({
					required_error: profileMessages.categoryRequired,
					invalid_type_error: profileMessages.categoryRequired,
				})
				.refine((slug) => refs.categorySlugs.includes(slug), profileMessages.categoryRequired),
			sdgs: choices(isSdgNumber, profileMessages.sdgInvalid).transform((goals) =>
				[...new Set([...goals.map(Number), ...ALWAYS_ACTIVE_SDGS])].sort((a, b) => a - b),
			),
			countries: choices(isCountryCode, profileMessages.countryInvalid).refine(
				(codes) => codes.length > 0,
				profileMessages.countriesRequired,
			),
			regions: choices((code) => refs.regionCodes.includes(code), profileMessages.regionInvalid),
			privateRate: z.coerce
				.number({
					required_error: profileMessages.privateRateInvalid,
					invalid_type_error: profileMessages.privateRateInvalid,
				})
				.refine((rate) => rate === 66 || rate === 75, profileMessages.privateRateInvalid)
				.refine((rate) => privateRateFits(refs.legalCategory, rate), profileMessages.privateRateCategory),
			enterpriseRate: z.coerce
				.number({
					required_error: profileMessages.enterpriseRateInvalid,
					invalid_type_error: profileMessages.enterpriseRateInvalid,
				})
				.refine((rate) => rate === ENTERPRISE_RATE, profileMessages.enterpriseRateInvalid),
			receiptType: z.enum(['GENERATED', 'ASSOCIATION'], {
				errorMap: () => ({ message: profileMessages.receiptTypeRequired }),
			}),
			signatoryName: optionalText(PROFILE_LIMITS.signatory, profileMessages.signatoryRequired),
			signatoryRole: optionalText(PROFILE_LIMITS.signatory, profileMessages.signatoryRoleRequired),
		})
		.superRefine((values, ctx) => {
			// Receipts made by Donnons print the signatory (cerfa 11580*05): required then.
			if (values.receiptType !== 'GENERATED') return
			if (!values.signatoryName)
				ctx.addIssue({ code: 'custom', path: ['signatoryName'], message: profileMessages.signatoryRequired })
			if (!values.signatoryRole)
				ctx.addIssue({
					code: 'custom',
					path: ['signatoryRole'],
					message: profileMessages.signatoryRoleRequired,
				})
		})
}

export const RejectProfileSchema = z.object({
	reason: z
		.string({ required_error: profileMessages.reasonRequired })
		.trim()
		.min(1, profileMessages.reasonRequired)
		.max(500, profileMessages.reasonTooLong),
})

/**
 * Without JavaScript the rich description is a textarea of its plain text: posted back unchanged, it must keep
 * the current HTML (headings, lists, links) rather than become plain paragraphs.
 */
export function isUnchangedPlainDescription(posted: string, currentHtml: string) {
	if (isEditorHtml(posted)) return false
	const lines = (text: string) =>
		text
			.replace(/\r\n?/g, '\n')
			.split('\n')
			.map((line) => line.trim())
			.join('\n')
			.trim()
	return lines(posted) === lines(htmlToPlainText(currentHtml))
}

/** The browser-side check of a chosen document (the server checks the content). */
export function documentFileProblem(file: { type: string; size: number; name?: string }): string | null {
	const pdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name ?? ''))
	if (!pdf) return profileMessages.documentNotPdf
	if (file.size > DOCUMENT_MAX_BYTES) return profileMessages.documentTooLarge
	return null
}

/** What the members' space says of a draft. */
export const profileStatusLabels = {
	DRAFT: 'Brouillon : vos modifications ne sont pas encore envoyées pour validation.',
	SUBMITTED:
		'Envoyé pour validation : l’équipe Donnons relit vos modifications avant de les publier. Si vous enregistrez de nouveau, elles redeviennent un brouillon à envoyer.',
	REJECTED: 'Refusé par l’équipe Donnons : corrigez le profil puis envoyez-le de nouveau.',
	PUBLISHED: 'Publié.',
} as const

/** The same, in a few words (the charity's home in the space). */
export const profileStatusShort = {
	DRAFT: 'brouillon non envoyé',
	SUBMITTED: 'modification en attente de validation',
	REJECTED: 'modification refusée',
} as const

export type ProfileChange =
	| { field: string; label: string; kind: 'text'; before: string; after: string }
	| { field: string; label: string; kind: 'image'; before: string | null; after: string | null }
	| { field: string; label: string; kind: 'images'; before: string[]; after: string[] }

/** What the summary needs to name things: category, region and goal names, by code. */
type ProfileNames = {
	categories: Record<string, string>
	regions: Record<string, string>
	countries: (code: string) => string
}

const receiptTypeLabels = {
	GENERATED: 'Générés par Donnons',
	ASSOCIATION: 'Envoyés par l’association',
} as const

const orNone = (value: string | null | undefined) => (value ? value : '(aucun)')

/**
 * The fields a draft changes, in the form's order, each with its current and proposed value as text (or
 * image paths): what the operator reviews. Lists are compared as sets, written in a stable order.
 */
export function profileDiff(
	current: { values: ProfileValues; files: ProfileFiles },
	proposed: { values: ProfileValues; files: ProfileFiles },
	names: ProfileNames,
): ProfileChange[] {
	const changes: ProfileChange[] = []
	const textField = (field: string, label: string, show: (p: typeof current) => string) => {
		const before = show(current)
		const after = show(proposed)
		if (before !== after) changes.push({ field, label, kind: 'text', before, after })
	}
	const imageField = (field: string, label: string, pick: (f: ProfileFiles) => string | null) => {
		const before = pick(current.files)
		const after = pick(proposed.files)
		if (before !== after) changes.push({ field, label, kind: 'image', before, after })
	}
	const joined = (items: string[]) => (items.length ? [...items].sort().join(', ') : '(aucun)')
	textField('purpose', 'Objet', (p) => p.values.purpose)
	textField('description', 'Présentation courte', (p) => p.values.description)
	textField('about', 'À propos', (p) => p.values.about)
	// The rich description is compared as HTML and shown as its text (a formatting change says so).
	if (current.values.descriptionHtml !== proposed.values.descriptionHtml) {
		const before = htmlToPlainText(current.values.descriptionHtml)
		const after = htmlToPlainText(proposed.values.descriptionHtml)
		changes.push({
			field: 'descriptionHtml',
			label: 'Description détaillée',
			kind: 'text',
			before,
			after: before === after ? `${after}\n(mise en forme modifiée)` : after,
		})
	}
	textField('actions', 'Actions', (p) => p.values.actions)
	textField('impact30', 'Un don de 30 € permet', (p) => p.values.impact30)
	textField('impact100', 'Un don de 100 € permet', (p) => p.values.impact100)
	textField('videoUrl', 'Vidéo', (p) => orNone(p.values.videoUrl))
	textField('website', 'Site web', (p) => orNone(p.values.website))
	textField('category', 'Catégorie', (p) => names.categories[p.values.category] ?? p.values.category)
	textField('sdgs', 'Objectifs de développement durable actifs', (p) =>
		[...p.values.sdgs].sort((a, b) => a - b).join(', '),
	)
	textField('countries', 'Pays d’action', (p) => joined(p.values.countries.map(names.countries)))
	textField('regions', 'Régions d’action', (p) =>
		joined(p.values.regions.map((code) => names.regions[code] ?? code)),
	)
	textField('privateRate', 'Taux de réduction (particuliers)', (p) => `${p.values.privateRate} %`)
	textField('enterpriseRate', 'Taux de réduction (entreprises)', (p) => `${p.values.enterpriseRate} %`)
	textField('receiptType', 'Reçus fiscaux', (p) => receiptTypeLabels[p.values.receiptType])
	textField('signatoryName', 'Signataire des reçus', (p) => orNone(p.values.signatoryName))
	textField('signatoryRole', 'Fonction du signataire', (p) => orNone(p.values.signatoryRole))
	imageField('bannerPath', 'Bannière', (f) => f.bannerPath)
	imageField('logoPath', 'Logo', (f) => f.logoPath)
	imageField('signaturePath', 'Signature', (f) => f.signaturePath)
	const slidesBefore = current.files.slides.map((s) => s.path)
	const slidesAfter = proposed.files.slides.map((s) => s.path)
	if (slidesBefore.join('\n') !== slidesAfter.join('\n'))
		changes.push({
			field: 'slides',
			label: 'Diaporama',
			kind: 'images',
			before: slidesBefore,
			after: slidesAfter,
		})
	textField('slideAlts', 'Textes alternatifs du diaporama', (p) =>
		p.files.slides.map((s) => s.alt).join(' | '),
	)
	textField('descDocPath', 'Document de présentation (PDF)', (p) => orNone(p.files.descDocPath))
	textField('eventDocPath', 'Document « Missions en cours » (PDF)', (p) => orNone(p.files.eventDocPath))
	return changes
}
