import { z } from 'zod'
import { isCountryCode } from '../countries.ts'
import { isValidSiren } from '../validation.ts'
import { parseVideoUrl } from '../site/video.ts'

/**
 * The file an operator gives `npm run catalogue:import -- FILE.json` to load the real partner charities
 * (docs/examples/charities.example.json): its zod schema, with the French messages that name the entry and
 * the field at fault. The references (category, regions) and the images are checked by the importer
 * (app/catalogue/import.server.ts), which reports in the same words.
 */

const CERTIFICATIONS = ['DONNONS', 'DON_EN_CONFIANCE', 'IDEAS', 'EPIC_FONDATION', 'DO_GOOD'] as const
const LEGAL_CATEGORIES = [
	'PUBLIC_UTILITY',
	'GENERAL_INTEREST',
	'HELP_IN_DIFFICULTY',
	'CORPORATE_FOUNDATION',
	'RESEARCH',
] as const

/**
 * The rules a charity's public profile follows, shared with the members' profile form
 * (app/lib/charity-space/charity-profile.ts): field lengths, the tax rates and the web addresses.
 */
export const PROFILE_LIMITS = {
	purpose: 300,
	description: 1000,
	about: 3000,
	descriptionHtml: 20_000,
	actions: 3000,
	impact: 200,
	signatory: 120,
	slideAlt: 200,
	slides: 6,
} as const
/** Companies' tax reduction (art. 238 bis CGI). */
export const ENTERPRISE_RATE = 60

/** 75 % goes with the receipt category HELP_IN_DIFFICULTY, and only with it (unknown category: either). */
export function privateRateFits(legalCategory: string | null | undefined, rate: number) {
	if (!legalCategory) return rate === 66 || rate === 75
	return (legalCategory === 'HELP_IN_DIFFICULTY') === (rate === 75)
}

/** A charity's own website: a complete https:// address. */
export function isHttpsWebsite(value: string) {
	try {
		return new URL(value).protocol === 'https:' && value.startsWith('https://')
	} catch {
		return false
	}
}

const text = (max: number) =>
	z.string().trim().min(1, 'ne doit pas être vide').max(max, `ne doit pas dépasser ${max} caractères`)

const imageFile = z.string().trim().min(1, 'doit donner le chemin d’une image (relatif au fichier JSON)')

const legalSchema = z
	.object({
		idType: z.enum(['SIREN', 'RNA']),
		id: z.string().trim(),
		category: z.enum(LEGAL_CATEGORIES),
		publicUtilityDecreeDate: z
			.string()
			.regex(/^\d{4}-\d{2}-\d{2}$/, 'doit être une date au format AAAA-MM-JJ')
			.refine((day) => !Number.isNaN(Date.parse(`${day}T12:00:00Z`)), 'doit être une date existante')
			.nullable()
			.default(null),
		addressLine1: text(200),
		postCode: z.string().regex(/^\d{5}$/, 'doit contenir 5 chiffres'),
		signatoryName: text(PROFILE_LIMITS.signatory),
		signatoryRole: text(PROFILE_LIMITS.signatory),
	})
	.strict()
	.superRefine((legal, ctx) => {
		const id = legal.id.replace(/[\s\u202F]/g, '')
		if (legal.idType === 'SIREN' && !/^\d{9}$/.test(id))
			ctx.addIssue({ code: 'custom', path: ['id'], message: 'doit contenir 9 chiffres (numéro SIREN)' })
		else if (legal.idType === 'SIREN' && !isValidSiren(id))
			ctx.addIssue({
				code: 'custom',
				path: ['id'],
				message: 'n’est pas un numéro SIREN valide (clé de contrôle incorrecte)',
			})
		if (legal.idType === 'RNA' && !/^W\d{9}$/.test(id))
			ctx.addIssue({
				code: 'custom',
				path: ['id'],
				message: 'doit être un numéro RNA : W suivi de 9 chiffres',
			})
		if (legal.category === 'PUBLIC_UTILITY' && !legal.publicUtilityDecreeDate)
			ctx.addIssue({
				code: 'custom',
				path: ['publicUtilityDecreeDate'],
				message: 'est obligatoire pour une association reconnue d’utilité publique (date du décret)',
			})
		if (legal.category !== 'PUBLIC_UTILITY' && legal.publicUtilityDecreeDate)
			ctx.addIssue({
				code: 'custom',
				path: ['publicUtilityDecreeDate'],
				message: 'ne s’applique qu’à la catégorie PUBLIC_UTILITY',
			})
	})
	.transform((legal) => ({ ...legal, id: legal.id.replace(/[\s\u202F]/g, '') }))

const importedCharitySchema = z
	.object({
		slug: z
			.string()
			.max(80, 'ne doit pas dépasser 80 caractères')
			.regex(
				/^[a-z0-9]+(-[a-z0-9]+)*$/,
				'doit contenir des minuscules sans accent, des chiffres et des tirets',
			),
		name: text(120),
		category: z.string().trim().min(1, 'ne doit pas être vide'),
		purpose: text(PROFILE_LIMITS.purpose),
		description: text(PROFILE_LIMITS.description),
		about: text(PROFILE_LIMITS.about),
		descriptionHtml: text(PROFILE_LIMITS.descriptionHtml),
		actions: text(PROFILE_LIMITS.actions),
		certifications: z
			.array(z.enum(CERTIFICATIONS))
			.min(1, 'doit contenir au moins une certification')
			.refine((list) => new Set(list).size === list.length, 'ne doit pas répéter une certification'),
		sdgs: z
			.array(
				z
					.number()
					.int()
					.min(1, 'doit contenir des numéros de 1 à 17')
					.max(17, 'doit contenir des numéros de 1 à 17'),
			)
			.default([]),
		countries: z
			.array(
				z.string().refine(isCountryCode, 'doit contenir des codes pays ISO à 2 lettres majuscules (FR, BE…)'),
			)
			.min(1, 'doit contenir au moins un pays'),
		regions: z.array(z.string()).default([]),
		privateRate: z
			.number()
			.refine(
				(rate) => rate === 66 || rate === 75,
				'doit valoir 66 ou 75 (taux de réduction d’impôt des particuliers)',
			),
		enterpriseRate: z
			.number()
			.refine(
				(rate) => rate === ENTERPRISE_RATE,
				'doit valoir 60 (taux de réduction d’impôt des entreprises)',
			)
			.default(60),
		receiptType: z.enum(['GENERATED', 'ASSOCIATION']).default('GENERATED'),
		videoUrl: z
			.string()
			.refine((url) => parseVideoUrl(url) !== null, 'doit être une adresse YouTube, Vimeo ou Dailymotion')
			.nullable()
			.default(null),
		website: z
			.string()
			.url('doit être une adresse web complète (https://…)')
			.refine((url) => url.startsWith('https://'), 'doit commencer par https://')
			.nullable()
			.default(null),
		impact30: text(PROFILE_LIMITS.impact),
		impact100: text(PROFILE_LIMITS.impact),
		foundedYear: z
			.number()
			.int('doit être une année')
			.min(1800, 'doit être une année après 1800')
			.max(new Date().getFullYear(), 'ne peut pas être dans le futur')
			.nullable()
			.default(null),
		city: text(100),
		isActive: z.boolean().default(true),
		legal: legalSchema,
		images: z
			.object({
				banner: imageFile,
				logo: imageFile,
				slides: z
					.array(z.object({ file: imageFile, alt: text(PROFILE_LIMITS.slideAlt) }).strict())
					.max(PROFILE_LIMITS.slides, 'ne doit pas contenir plus de 6 images')
					.default([]),
			})
			.strict(),
	})
	.strict()
	.superRefine((charity, ctx) => {
		// 75 % (art. 200 CGI, aid to people in difficulty) goes with that receipt category, and only with it.
		const rateKnown = charity.privateRate === 66 || charity.privateRate === 75
		if (rateKnown && !privateRateFits(charity.legal.category, charity.privateRate))
			ctx.addIssue({
				code: 'custom',
				path: ['privateRate'],
				message:
					'doit valoir 75 pour la catégorie HELP_IN_DIFFICULTY (aide aux personnes en difficulté), 66 sinon',
			})
	})

export type ImportedCharity = z.infer<typeof importedCharitySchema>

const catalogueFileSchema = z
	.object({
		charities: z.array(z.unknown()).min(1, 'doit contenir au moins une association'),
	})
	.strict()

const typeNames: Record<string, string> = {
	string: 'un texte',
	number: 'un nombre',
	boolean: 'true ou false',
	array: 'une liste [ … ]',
	object: 'un objet { … }',
	null: 'null',
}

/** Zod's generic messages, in French. */
const frenchErrorMap: z.ZodErrorMap = (issue, ctx) => {
	switch (issue.code) {
		case 'invalid_type':
			return {
				message:
					issue.received === 'undefined'
						? 'est obligatoire'
						: `doit être ${typeNames[issue.expected] ?? issue.expected}`,
			}
		case 'invalid_enum_value':
			return { message: `doit valoir l’une des valeurs : ${issue.options.join(', ')}` }
		case 'unrecognized_keys':
			return { message: `contient un champ inconnu : ${issue.keys.map((k) => `« ${k} »`).join(', ')}` }
		case 'invalid_literal':
			return { message: `doit valoir ${JSON.stringify(issue.expected)}` }
		default:
			return { message: ctx.defaultError === 'Required' ? 'est obligatoire' : 'n’est pas valide' }
	}
}

/** Where a problem is: `legal.id`, `images.slides[2].file`. */
function fieldName(path: ReadonlyArray<string | number>) {
	return path.reduce<string>(
		(name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${part}` : part),
		'',
	)
}

/** « Association n° 3 (slug « les-amis ») : » — the entry at 0-based `index`, named by its slug when it has one. */
function entryLabel(index: number, entry: unknown) {
	const slug =
		entry && typeof entry === 'object' && typeof (entry as { slug?: unknown }).slug === 'string'
			? (entry as { slug: string }).slug.trim()
			: ''
	return `Association n° ${index + 1}${slug ? ` (slug « ${slug} »)` : ''}`
}

/** « Association n° 3 (slug « les-amis ») : le champ « legal.id » doit contenir 9 chiffres (numéro SIREN) » */
export function fieldError(
	index: number,
	entry: unknown,
	path: ReadonlyArray<string | number>,
	message: string,
) {
	const where = path.length ? ` le champ « ${fieldName(path)} »` : ''
	return `${entryLabel(index, entry)} :${where} ${message}`
}

type ParsedCatalogue = { ok: true; charities: ImportedCharity[] } | { ok: false; errors: string[] }

/** 1-based line and column of a 0-based character offset. */
function lineAndColumn(source: string, offset: number) {
	const before = source.slice(0, offset).split('\n')
	return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 }
}

/**
 * Parses and validates the file's text: every problem of every entry is listed (not only the first), and a
 * slug given twice is refused. Nothing is valid unless everything is.
 */
export function parseCatalogueFile(source: string): ParsedCatalogue {
	let json: unknown
	try {
		json = JSON.parse(source)
	} catch (error) {
		const message = error instanceof Error ? error.message : ''
		const position = /position (\d+)/.exec(message)?.[1]
		const lineCol = /line (\d+) column (\d+)/.exec(message)
		const at = lineCol
			? { line: Number(lineCol[1]), column: Number(lineCol[2]) }
			: position
				? lineAndColumn(source, Number(position))
				: null
		return {
			ok: false,
			errors: [
				`Le fichier n’est pas du JSON valide${at ? ` (ligne ${at.line}, colonne ${at.column})` : ''} : vérifiez les guillemets, les virgules et les accolades.`,
			],
		}
	}
	const file = catalogueFileSchema.safeParse(json, { errorMap: frenchErrorMap })
	if (!file.success) {
		return {
			ok: false,
			errors: file.error.issues.map((issue) =>
				issue.path.length
					? `Le fichier : le champ « ${fieldName(issue.path)} » ${issue.message}`
					: issue.code === 'unrecognized_keys'
						? `Le fichier ${issue.message}`
						: 'Le fichier doit être un objet { "charities": [ … ] }.',
			),
		}
	}
	const errors: string[] = []
	const charities: ImportedCharity[] = []
	const firstIndexBySlug = new Map<string, number>()
	file.data.charities.forEach((entry, index) => {
		const result = importedCharitySchema.safeParse(entry, { errorMap: frenchErrorMap })
		if (!result.success) {
			for (const issue of result.error.issues)
				errors.push(fieldError(index, entry, issue.path, issue.message))
			return
		}
		const first = firstIndexBySlug.get(result.data.slug)
		if (first !== undefined) {
			errors.push(fieldError(index, entry, ['slug'], `est déjà celui de l’association n° ${first + 1}`))
			return
		}
		firstIndexBySlug.set(result.data.slug, index)
		charities.push(result.data)
	})
	return errors.length ? { ok: false, errors } : { ok: true, charities }
}
