import fs from 'node:fs'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { type SQLiteTable } from 'drizzle-orm/sqlite-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { importCatalogueFile } from '#app/catalogue/import.server.ts'
import { links } from '#app/lib/site/site-links.ts'
import * as s from '#db/schema/index.ts'
import { seedReferenceData } from '#db/seed-reference.ts'
import { useAppDatabase } from '#tests/support/database.ts'
import { catalogueCacheDir, copyCatalogueCache } from '../setup/catalogue-cache.mjs'
import { pageHandler } from './page-render.ts'

/** An entry of the example file, edited freely to make it wrong. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test data, changed field by field
type Entry = Record<string, any>

const db = useAppDatabase()
const EXAMPLE = path.resolve('docs/examples/charities.example.json')
const uploads = path.join(process.env.DATA_DIR!, 'uploads')

const countOf = (table: SQLiteTable) => db.select({ n: count() }).from(table).get()?.n
const snapshot = () =>
	[
		s.charities,
		s.charityCertifications,
		s.charitySdgs,
		s.charityCountries,
		s.charityRegions,
		s.charityImages,
	].map(countOf)
const uploadedFiles = () =>
	fs.existsSync(path.join(uploads, 'charities')) ? fs.readdirSync(path.join(uploads, 'charities')).sort() : []

/** The example file with `change` applied to a copy of its entries, written beside it (its images resolve). */
function variant(name: string, change: (charities: Array<Entry>) => void) {
	const json = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8')) as { charities: Array<Entry> }
	change(json.charities)
	const dir = path.join(process.env.DATA_DIR!, 'import-files')
	fs.mkdirSync(dir, { recursive: true })
	fs.cpSync(path.resolve('docs/examples/images'), path.join(dir, 'images'), { recursive: true })
	const file = path.join(dir, name)
	fs.writeFileSync(file, JSON.stringify(json, null, '\t'))
	return file
}

// The reference images (brand, categories, event types…) drawn by the run's global set-up with the same code:
// the reference seed then draws none (the seed's own test proves it draws what is missing).
beforeAll(async () => {
	copyCatalogueCache(catalogueCacheDir(), uploads)
	await seedReferenceData(db, uploads)
}, 60_000)

describe('npm run catalogue:import', () => {
	test('before any import, the home page and the charity search work with no partner charity', async () => {
		const request = await pageHandler(['_index.tsx', 'associations-partenaires-cagnotte-solidaire.tsx'])
		for (const url of [links.home, links.partnerCharities]) {
			expect((await request(url)).status, url).toBe(200)
		}
	})

	test('the example file loads into a fresh database, with its legal data and re-encoded images', async () => {
		expect(await importCatalogueFile(EXAMPLE)).toEqual({ ok: true, created: 2, updated: 0 })
		const epicerie = db.select().from(s.charities).where(eq(s.charities.slug, 'epicerie-du-canal')).get()!
		expect(epicerie).toMatchObject({
			name: 'L’Épicerie du Canal',
			privateRate: 75,
			legalIdType: 'RNA',
			legalId: 'W751212345',
			legalCategory: 'HELP_IN_DIFFICULTY',
			postCode: '75019',
			signatoryName: 'Fatoumata Diallo',
			isActive: true,
		})
		expect(epicerie.bannerPath).toMatch(/^\/uploads\/charities\/[0-9a-f]{24}\.jpg$/)
		expect(epicerie.logoPath).toMatch(/^\/uploads\/charities\/[0-9a-f]{24}\.png$/)
		for (const url of [epicerie.bannerPath!, epicerie.logoPath!])
			expect(fs.existsSync(path.join(uploads, url.replace(/^\/uploads\//, '')))).toBe(true)
		const slides = db.select().from(s.charityImages).where(eq(s.charityImages.charityId, epicerie.id)).all()
		expect(slides.map((slide) => slide.alt)).toEqual([
			'Les rayons de fruits et légumes de l’épicerie',
			'Un atelier cuisine entre parents et bénévoles',
		])
		// Goals 8, 11 and 17 are always supported, as for every partner.
		const goals = db.select().from(s.charitySdgs).where(eq(s.charitySdgs.charityId, epicerie.id)).all()
		expect(goals.map((g) => g.sdgNumber).sort((a, b) => a - b)).toEqual([1, 2, 8, 10, 11, 12, 17])
	})

	test('importing again updates by slug and never duplicates', async () => {
		const before = snapshot()
		const files = uploadedFiles()
		expect(await importCatalogueFile(EXAMPLE)).toEqual({ ok: true, created: 0, updated: 2 })
		expect(snapshot()).toEqual(before)
		expect(uploadedFiles()).toEqual(files)
		const renamed = variant('renamed.json', (charities) => {
			charities[1]!.name = 'Les Jardins partagés de la Butte'
			charities[1]!.images.slides = []
		})
		expect(await importCatalogueFile(renamed)).toEqual({ ok: true, created: 0, updated: 2 })
		const jardins = db.select().from(s.charities).where(eq(s.charities.slug, 'jardins-de-la-butte')).get()!
		expect(jardins.name).toBe('Les Jardins partagés de la Butte')
		expect(db.select().from(s.charityImages).where(eq(s.charityImages.charityId, jardins.id)).all()).toEqual(
			[],
		)
		expect(countOf(s.charities)).toBe(2)
	})

	test('a bad file is refused with French messages naming the entry and the field, and nothing is written', async () => {
		const before = snapshot()
		const names = db.select({ slug: s.charities.slug, name: s.charities.name }).from(s.charities).all()
		const files = uploadedFiles()
		const bad = variant('bad.json', (charities) => {
			charities[0]!.name = 'Un nom qui ne doit pas être enregistré'
			charities[1]!.legal.id = '81294357'
			charities[1]!.category = 'sport'
			delete charities[1]!.impact30
			charities.push({ ...charities[0], slug: 'nouvelle-association', privateRate: 50 })
			charities.push({ ...charities[0], slug: 'epicerie-du-canal' })
		})
		const result = await importCatalogueFile(bad)
		expect(result.ok).toBe(false)
		expect(result.ok ? [] : result.errors).toEqual([
			'Association n° 2 (slug « jardins-de-la-butte ») : le champ « impact30 » est obligatoire',
			'Association n° 2 (slug « jardins-de-la-butte ») : le champ « legal.id » doit contenir 9 chiffres (numéro SIREN)',
			'Association n° 3 (slug « nouvelle-association ») : le champ « privateRate » doit valoir 66 ou 75 (taux de réduction d’impôt des particuliers)',
			'Association n° 4 (slug « epicerie-du-canal ») : le champ « slug » est déjà celui de l’association n° 1',
		])
		expect(snapshot()).toEqual(before)
		expect(db.select({ slug: s.charities.slug, name: s.charities.name }).from(s.charities).all()).toEqual(
			names,
		)
		expect(uploadedFiles()).toEqual(files)
	})

	test('unknown references and unusable images are refused too, before anything is written', async () => {
		const before = snapshot()
		const files = uploadedFiles()
		const bad = variant('bad-images.json', (charities) => {
			charities[0]!.slug = 'une-autre-epicerie'
			charities[0]!.category = 'sport'
			charities[0]!.regions = ['XYZ']
			charities[0]!.images.logo = 'images/absent.png'
			charities[1]!.images.banner = 'bad-images.json'
		})
		const result = await importCatalogueFile(bad)
		const errors = result.ok ? [] : result.errors
		expect(errors[0]).toMatch(
			/^Association n° 1 \(slug « une-autre-epicerie »\) : le champ « category » doit être l’une des catégories : femme, humanitaire/,
		)
		expect(errors[1]).toMatch(
			/^Association n° 1 .* le champ « regions\[0\] » doit être l’un des codes de région : ARA/,
		)
		expect(errors.slice(2)).toEqual([
			'Association n° 1 (slug « une-autre-epicerie ») : le champ « images.logo » désigne un fichier introuvable : images/absent.png',
			'Association n° 2 (slug « jardins-de-la-butte ») : le champ « images.banner » (bad-images.json) : seules les images .jpg, .jpeg et .png sont acceptées',
		])
		expect(snapshot()).toEqual(before)
		expect(uploadedFiles()).toEqual(files)
	})

	test('a file that is not JSON says where it breaks', async () => {
		const file = path.join(process.env.DATA_DIR!, 'broken.json')
		fs.writeFileSync(file, '{\n\t"charities": [\n\t\t{ "slug": "x", }\n\t]\n}\n')
		const result = await importCatalogueFile(file)
		expect(result.ok ? [] : result.errors).toEqual([
			expect.stringMatching(/^Le fichier n’est pas du JSON valide \(ligne 3, colonne \d+\)/),
		])
	})
})
