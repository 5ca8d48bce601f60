import path from 'node:path'
import { catalogueUrl } from '#app/lib/assets.ts'
import { categories as categoryData } from './catalogue/categories.ts'
import { eventTypes as eventTypeData } from './catalogue/event-types.ts'
import { catalogueImagePaths, writeCatalogueImages } from './catalogue/images.ts'
import { regions as regionData } from './catalogue/regions.ts'
import { sdgs as sdgData } from './catalogue/sdgs.ts'
import { type Db, type Tx } from './client.server.ts'
import * as s from './schema/index.ts'

/**
 * The reference data every installation needs, demo or not: the charity categories, the 17 sustainable
 * development goals, the French regions and the pot event types (the countries are a code list,
 * app/lib/countries.ts). Nothing fictional: no charity, account, pot or donation.
 */

/**
 * Inserts the reference rows that are missing (by slug, number or code), leaving the existing ones as they
 * are, so a later version's new entries arrive on an installed database. Returns how many rows were added
 * and the ids by slug of the categories and event types.
 */
export function insertReferenceData(tx: Tx) {
	let added = 0
	for (const c of categoryData) {
		added += tx
			.insert(s.categories)
			.values(c)
			.onConflictDoNothing()
			.returning({ id: s.categories.id })
			.all().length
	}
	added += tx
		.insert(s.sdgs)
		.values(sdgData.map((g) => ({ ...g, iconPath: catalogueUrl(catalogueImagePaths.sdg(g.number)) })))
		.onConflictDoNothing()
		.returning({ number: s.sdgs.number })
		.all().length
	added += tx
		.insert(s.regions)
		.values(regionData)
		.onConflictDoNothing()
		.returning({ code: s.regions.code })
		.all().length
	for (const e of eventTypeData) {
		added += tx
			.insert(s.eventTypes)
			.values({ ...e, imagePath: catalogueUrl(catalogueImagePaths.event(e.slug)) })
			.onConflictDoNothing()
			.returning({ id: s.eventTypes.id })
			.all().length
	}
	const categoryIds = new Map(
		tx
			.select({ slug: s.categories.slug, id: s.categories.id })
			.from(s.categories)
			.all()
			.map((row) => [row.slug, row.id]),
	)
	const eventIds = new Map(
		tx
			.select({ slug: s.eventTypes.slug, id: s.eventTypes.id })
			.from(s.eventTypes)
			.all()
			.map((row) => [row.slug, row.id]),
	)
	return { added, categoryIds, eventIds }
}

/**
 * Loads the reference data into any database (one transaction) and writes its images that are missing
 * under `uploadsDir/catalogue`. Safe at every start: returns the number of rows added, 0 once loaded.
 */
export async function seedReferenceData(db: Db, uploadsDir: string) {
	await writeCatalogueImages(path.join(uploadsDir, 'catalogue'), { onlyMissing: true, scope: 'reference' })
	return db.transaction((tx) => insertReferenceData(tx).added, { behavior: 'immediate' })
}
