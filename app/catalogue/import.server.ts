import fs from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { fieldError, type ImportedCharity, parseCatalogueFile } from '#app/lib/catalogue/catalogue-import.ts'
import { getDb } from '#app/platform/db.server.ts'
import { sanitizeCharityHtml } from '#app/platform/html-sanitizer.server.ts'
import { encodeImage, type ImageKind, writeImage } from '#app/platform/image-uploads.server.ts'
import { ALWAYS_SUPPORTED_SDGS } from '#db/catalogue/sdgs.ts'
import { type Db, type Tx } from '#db/client.server.ts'
import * as s from '#db/schema/index.ts'
import { randomRank } from './shuffle.server.ts'

/**
 * `npm run catalogue:import -- FILE.json` (scripts/catalogue-import.ts): loads or updates the real partner
 * charities. All or nothing: the file is validated (app/lib/catalogue/catalogue-import.ts), the category and regions
 * checked against the reference data, every image checked and re-encoded like an upload, and only then are
 * the images written and the charities created or updated by slug, in one transaction.
 */

/** The catalogue's image sizes: banner 1920 × 686 (as a pot cover), square logo, slides 16:9. */
const kinds = {
	banner: { dir: 'charities', ratio: 2.8, maxWidth: 1920, format: 'jpeg' },
	logo: { dir: 'charities', ratio: 1, maxWidth: 600, format: 'png' },
	slide: { dir: 'charities', ratio: 16 / 9, maxWidth: 1200, format: 'jpeg' },
} satisfies Record<string, ImageKind>

type CatalogueImportResult = { ok: true; created: number; updated: number } | { ok: false; errors: string[] }

type EncodedImages = Array<{ field: Array<string | number>; kind: ImageKind; data: Buffer; name: string }>

const lowerFirst = (message: string) => message.charAt(0).toLowerCase() + message.slice(1)

/** Reads and re-encodes one charity's images, in memory; the problems are returned, nothing is written. */
async function encodeImagesOf(charity: ImportedCharity, index: number, baseDir: string) {
	const wanted: Array<{ field: Array<string | number>; file: string; kind: ImageKind }> = [
		{ field: ['images', 'banner'], file: charity.images.banner, kind: kinds.banner },
		{ field: ['images', 'logo'], file: charity.images.logo, kind: kinds.logo },
		...charity.images.slides.map((slide, i) => ({
			field: ['images', 'slides', i, 'file'],
			file: slide.file,
			kind: kinds.slide,
		})),
	]
	const images: EncodedImages = []
	const errors: string[] = []
	for (const { field, file, kind } of wanted) {
		let source: Buffer
		try {
			source = await fs.readFile(path.resolve(baseDir, file))
		} catch {
			errors.push(fieldError(index, charity, field, `désigne un fichier introuvable : ${file}`))
			continue
		}
		const encoded = await encodeImage(source, kind, null)
		if (encoded.ok) images.push({ field, kind, data: encoded.data, name: encoded.name })
		else errors.push(fieldError(index, charity, field, `(${file}) : ${lowerFirst(encoded.message)}`))
	}
	return { images, errors }
}

/** The category and regions must exist among the reference data. */
function checkReferences(db: Db, charities: ImportedCharity[]) {
	const categoryIds = new Map(
		db
			.select({ slug: s.categories.slug, id: s.categories.id })
			.from(s.categories)
			.orderBy(s.categories.position)
			.all()
			.map((c) => [c.slug, c.id]),
	)
	const regionCodes = new Set(
		db
			.select({ code: s.regions.code })
			.from(s.regions)
			.all()
			.map((r) => r.code),
	)
	const errors: string[] = []
	charities.forEach((charity, index) => {
		if (!categoryIds.has(charity.category))
			errors.push(
				fieldError(
					index,
					charity,
					['category'],
					`doit être l’une des catégories : ${[...categoryIds.keys()].join(', ')}`,
				),
			)
		charity.regions.forEach((code, i) => {
			if (!regionCodes.has(code))
				errors.push(
					fieldError(
						index,
						charity,
						['regions', i],
						`doit être l’un des codes de région : ${[...regionCodes].join(', ')}`,
					),
				)
		})
	})
	return { categoryIds, errors }
}

/** Creates or updates one charity by slug; its certifications, goals, countries, regions and slides are replaced. */
function upsertCharity(
	tx: Tx,
	charity: ImportedCharity,
	categoryId: number,
	urls: Map<string, string>,
): 'created' | 'updated' {
	const values = {
		slug: charity.slug,
		name: charity.name,
		purpose: charity.purpose,
		description: charity.description,
		about: charity.about,
		descriptionHtml: sanitizeCharityHtml(charity.descriptionHtml),
		actions: charity.actions,
		categoryId,
		certification: charity.certifications[0]!,
		videoUrl: charity.videoUrl,
		website: charity.website,
		bannerPath: urls.get('images.banner') ?? null,
		logoPath: urls.get('images.logo') ?? null,
		impact30: charity.impact30,
		impact100: charity.impact100,
		receiptType: charity.receiptType,
		privateRate: charity.privateRate,
		enterpriseRate: charity.enterpriseRate,
		city: charity.city,
		legalIdType: charity.legal.idType,
		legalId: charity.legal.id,
		legalCategory: charity.legal.category,
		publicUtilityDecreeDate: charity.legal.publicUtilityDecreeDate,
		addressLine1: charity.legal.addressLine1,
		postCode: charity.legal.postCode,
		signatoryName: charity.legal.signatoryName,
		signatoryRole: charity.legal.signatoryRole,
		foundedYear: charity.foundedYear,
		isActive: charity.isActive,
	}
	const existing = tx
		.select({ id: s.charities.id })
		.from(s.charities)
		.where(eq(s.charities.slug, charity.slug))
		.get()
	let charityId: number
	if (existing) {
		charityId = existing.id
		tx.update(s.charities).set(values).where(eq(s.charities.id, charityId)).run()
		for (const table of [
			s.charityCertifications,
			s.charitySdgs,
			s.charityCountries,
			s.charityRegions,
			s.charityImages,
		])
			tx.delete(table).where(eq(table.charityId, charityId)).run()
	} else {
		// A random place in the shuffled lists now, not the top until the next re-shuffle (ADR 019).
		charityId = tx
			.insert(s.charities)
			.values({ ...values, shuffleRank: randomRank(), previousShuffleRank: randomRank() })
			.returning({ id: s.charities.id })
			.get().id
	}
	tx.insert(s.charityCertifications)
		.values(charity.certifications.map((certification, position) => ({ charityId, certification, position })))
		.run()
	const goals = [...new Set([...charity.sdgs, ...ALWAYS_SUPPORTED_SDGS])]
	tx.insert(s.charitySdgs)
		.values(goals.map((sdgNumber) => ({ charityId, sdgNumber, isActive: true })))
		.run()
	tx.insert(s.charityCountries)
		.values([...new Set(charity.countries)].map((countryIso) => ({ charityId, countryIso })))
		.run()
	const regions = [...new Set(charity.regions)]
	if (regions.length)
		tx.insert(s.charityRegions)
			.values(regions.map((regionCode) => ({ charityId, regionCode })))
			.run()
	if (charity.images.slides.length) {
		tx.insert(s.charityImages)
			.values(
				charity.images.slides.map((slide, position) => ({
					charityId,
					path: urls.get(`images.slides.${position}.file`)!,
					alt: slide.alt,
					position,
				})),
			)
			.run()
	}
	return existing ? 'updated' : 'created'
}

/**
 * Imports the charities of the JSON file at `file` (images relative to it). Returns the French list of
 * every problem found, with nothing written, or how many charities were created and updated.
 */
export async function importCatalogueFile(file: string, db: Db = getDb()): Promise<CatalogueImportResult> {
	let source: string
	try {
		source = await fs.readFile(file, 'utf8')
	} catch {
		return { ok: false, errors: [`Le fichier ${file} est introuvable ou illisible.`] }
	}
	const parsed = parseCatalogueFile(source)
	if (!parsed.ok) return parsed
	const { categoryIds, errors } = checkReferences(db, parsed.charities)
	if (categoryIds.size === 0)
		return {
			ok: false,
			errors: ['Les données de référence (catégories, régions) manquent : lancez d’abord `npm run db:seed`.'],
		}
	const baseDir = path.dirname(path.resolve(file))
	const encoded: EncodedImages[] = []
	for (const [index, charity] of parsed.charities.entries()) {
		const result = await encodeImagesOf(charity, index, baseDir)
		encoded.push(result.images)
		errors.push(...result.errors)
	}
	if (errors.length) return { ok: false, errors }

	// Content-addressed names: a file written for an import that fails afterwards is harmless, and re-importing
	// the same image writes the same file.
	const urls: Array<Map<string, string>> = []
	for (const images of encoded) {
		const byField = new Map<string, string>()
		for (const image of images) byField.set(image.field.join('.'), await writeImage(image, image.kind))
		urls.push(byField)
	}
	return db.transaction(
		(tx) => {
			let created = 0
			let updated = 0
			parsed.charities.forEach((charity, index) => {
				const outcome = upsertCharity(tx, charity, categoryIds.get(charity.category)!, urls[index]!)
				if (outcome === 'created') created++
				else updated++
			})
			return { ok: true as const, created, updated }
		},
		{ behavior: 'immediate' },
	)
}
