import { and, asc, eq, inArray, notInArray } from 'drizzle-orm'
import { type ProfileFiles, type ProfileValues } from '#app/lib/charity-space/charity-profile.ts'
import { countryName } from '#app/lib/countries.ts'
import { type DbOrTx, type Tx } from '#db/client.server.ts'
import {
	categories,
	charities,
	charityCountries,
	charityImages,
	charityRegions,
	charitySdgs,
	regions,
} from '#db/schema/index.ts'

/**
 * A charity's published profile as the members' form sees it (ADR 029): read from the `charities` row and
 * its link tables, and written back there — by an operator's approval only — in the caller's transaction.
 */

export type ProfileRecord = { values: ProfileValues; files: ProfileFiles }

/** The published profile of a charity, or null when it does not exist. */
export function readPublishedProfile(db: DbOrTx, charityId: number): ProfileRecord | null {
	const row = db
		.select({ charity: charities, category: categories.slug })
		.from(charities)
		.innerJoin(categories, eq(categories.id, charities.categoryId))
		.where(eq(charities.id, charityId))
		.get()
	if (!row) return null
	const { charity } = row
	return {
		values: {
			purpose: charity.purpose,
			description: charity.description,
			about: charity.about,
			descriptionHtml: charity.descriptionHtml,
			actions: charity.actions,
			impact30: charity.impact30,
			impact100: charity.impact100,
			videoUrl: charity.videoUrl,
			website: charity.website,
			category: row.category,
			sdgs: db
				.select({ n: charitySdgs.sdgNumber })
				.from(charitySdgs)
				.where(and(eq(charitySdgs.charityId, charityId), eq(charitySdgs.isActive, true)))
				.orderBy(asc(charitySdgs.sdgNumber))
				.all()
				.map((r) => r.n),
			countries: db
				.select({ code: charityCountries.countryIso })
				.from(charityCountries)
				.where(eq(charityCountries.charityId, charityId))
				.orderBy(asc(charityCountries.countryIso))
				.all()
				.map((r) => r.code),
			regions: db
				.select({ code: charityRegions.regionCode })
				.from(charityRegions)
				.where(eq(charityRegions.charityId, charityId))
				.orderBy(asc(charityRegions.regionCode))
				.all()
				.map((r) => r.code),
			privateRate: charity.privateRate,
			enterpriseRate: charity.enterpriseRate,
			receiptType: charity.receiptType,
			signatoryName: charity.signatoryName,
			signatoryRole: charity.signatoryRole,
		},
		files: {
			bannerPath: charity.bannerPath,
			logoPath: charity.logoPath,
			signaturePath: charity.signaturePath,
			descDocPath: charity.descDocPath,
			eventDocPath: charity.eventDocPath,
			slides: db
				.select({ path: charityImages.path, alt: charityImages.alt })
				.from(charityImages)
				.where(eq(charityImages.charityId, charityId))
				.orderBy(asc(charityImages.position), asc(charityImages.id))
				.all(),
		},
	}
}

/** The names the form and the review summary show: categories, regions and countries. */
export function profileReferences(db: DbOrTx) {
	const categoryRows = db
		.select({ slug: categories.slug, name: categories.name })
		.from(categories)
		.orderBy(asc(categories.position))
		.all()
	const regionRows = db
		.select({ code: regions.code, name: regions.name })
		.from(regions)
		.orderBy(asc(regions.name))
		.all()
	return {
		categories: categoryRows,
		regions: regionRows,
		names: {
			categories: Object.fromEntries(categoryRows.map((c) => [c.slug, c.name])),
			regions: Object.fromEntries(regionRows.map((r) => [r.code, r.name])),
			countries: countryName,
		},
	}
}

/**
 * Writes a profile to the charity and its link tables, inside the caller's transaction. The FTS5 index
 * follows through its update trigger (migration 0001). Goals no longer chosen keep their row, inactive.
 * Returns the charity's slug, or null when the charity or the category no longer exists.
 */
export function writePublishedProfile(tx: Tx, charityId: number, profile: ProfileRecord): string | null {
	const { values, files } = profile
	const category = tx
		.select({ id: categories.id })
		.from(categories)
		.where(eq(categories.slug, values.category))
		.get()
	if (!category) return null
	const updated = tx
		.update(charities)
		.set({
			purpose: values.purpose,
			description: values.description,
			about: values.about,
			descriptionHtml: values.descriptionHtml,
			actions: values.actions,
			impact30: values.impact30,
			impact100: values.impact100,
			videoUrl: values.videoUrl,
			website: values.website,
			categoryId: category.id,
			privateRate: values.privateRate,
			enterpriseRate: values.enterpriseRate,
			receiptType: values.receiptType,
			signatoryName: values.signatoryName,
			signatoryRole: values.signatoryRole,
			bannerPath: files.bannerPath,
			logoPath: files.logoPath,
			signaturePath: files.signaturePath,
			descDocPath: files.descDocPath,
			eventDocPath: files.eventDocPath,
		})
		.where(eq(charities.id, charityId))
		.returning({ slug: charities.slug })
		.get()
	if (!updated) return null
	if (values.sdgs.length)
		tx.insert(charitySdgs)
			.values(values.sdgs.map((sdgNumber) => ({ charityId, sdgNumber, isActive: true })))
			.onConflictDoUpdate({
				target: [charitySdgs.charityId, charitySdgs.sdgNumber],
				set: { isActive: true },
			})
			.run()
	tx.update(charitySdgs)
		.set({ isActive: false })
		.where(
			values.sdgs.length
				? and(eq(charitySdgs.charityId, charityId), notInArray(charitySdgs.sdgNumber, values.sdgs))
				: eq(charitySdgs.charityId, charityId),
		)
		.run()
	tx.delete(charityCountries).where(eq(charityCountries.charityId, charityId)).run()
	if (values.countries.length)
		tx.insert(charityCountries)
			.values(values.countries.map((countryIso) => ({ charityId, countryIso })))
			.run()
	tx.delete(charityRegions).where(eq(charityRegions.charityId, charityId)).run()
	if (values.regions.length) {
		const known = tx
			.select({ code: regions.code })
			.from(regions)
			.where(inArray(regions.code, values.regions))
			.all()
			.map((r) => r.code)
		if (known.length)
			tx.insert(charityRegions)
				.values(known.map((regionCode) => ({ charityId, regionCode })))
				.run()
	}
	tx.delete(charityImages).where(eq(charityImages.charityId, charityId)).run()
	if (files.slides.length)
		tx.insert(charityImages)
			.values(
				files.slides.map((slide, position) => ({ charityId, path: slide.path, alt: slide.alt, position })),
			)
			.run()
	return updated.slug
}
