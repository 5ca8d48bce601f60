import path from 'node:path'
import { count } from 'drizzle-orm'
import { hashPassword } from '#app/auth/password.server.ts'
import { catalogueUrl } from '#app/lib/assets.ts'
import { charities as charityData } from './catalogue/charities.ts'
import { charitiesWithDocuments } from './catalogue/documents.ts'
import { catalogueImagePaths, charityImagePaths, writeCatalogueImages } from './catalogue/images.ts'
import { ALWAYS_SUPPORTED_SDGS } from './catalogue/sdgs.ts'
import { testimonials as testimonialData } from './catalogue/testimonials.ts'
import { type Db } from './client.server.ts'
import { seedDemoAccounts, type DemoPasswords } from './seed-demo.ts'
import { insertReferenceData } from './seed-reference.ts'
import * as s from './schema/index.ts'

export const DEMO_PASSWORD = 'Donnons-2026!'

/** Writes the catalogue images that are missing under `uploadsDir/catalogue`. */
async function writeSeedImages(uploadsDir: string) {
	return writeCatalogueImages(path.join(uploadsDir, 'catalogue'), { onlyMissing: true })
}

function isSeeded(db: Db) {
	return (db.select({ n: count() }).from(s.categories).get()?.n ?? 0) > 0
}

/**
 * Loads the reference data (db/seed-reference.ts), the demo catalogue and the demo accounts into an empty
 * database, in one transaction: either everything is there or nothing is. Returns false when the database
 * already had data (a real installation's reference data included: the demo never mixes into it).
 */
export async function seedDatabase(db: Db, uploadsDir: string) {
	await writeSeedImages(uploadsDir)
	if (isSeeded(db)) return false
	const passwords: DemoPasswords = { hash: await hashPassword(DEMO_PASSWORD) }
	return db.transaction(
		(tx) => {
			if ((tx.select({ n: count() }).from(s.categories).get()?.n ?? 0) > 0) return false
			const { categoryIds, eventIds } = insertReferenceData(tx)
			const charityIds = new Map<string, number>()
			const published = new Map(charitiesWithDocuments().map((d) => [d.charity.slug, d]))
			for (const c of charityData) {
				const images = charityImagePaths(c.slug, c.slideCount)
				const documents = published.get(c.slug)
				const categoryId = categoryIds.get(c.categorySlug)
				if (!categoryId) throw new Error(`Unknown category ${c.categorySlug} for ${c.slug}`)
				const row = tx
					.insert(s.charities)
					.values({
						slug: c.slug,
						name: c.name,
						purpose: c.purpose,
						description: c.description,
						about: c.about,
						descriptionHtml: c.descriptionHtml,
						actions: c.actions,
						categoryId,
						certification: c.certifications[0] ?? 'DONNONS',
						videoUrl: c.videoUrl,
						bannerPath: catalogueUrl(images.banner),
						logoPath: catalogueUrl(images.logo),
						descDocPath: documents ? catalogueUrl(documents.paths.report) : null,
						eventDocPath: documents ? catalogueUrl(documents.paths.missions) : null,
						website: documents?.website ?? null,
						impact30: c.impact30,
						impact100: c.impact100,
						receiptType: c.receiptType,
						privateRate: c.privateRate,
						enterpriseRate: c.enterpriseRate,
						city: c.city,
						legalIdType: c.legal.idType,
						legalId: c.legal.id,
						legalCategory: c.legal.category,
						publicUtilityDecreeDate: c.legal.publicUtilityDecreeDate,
						addressLine1: c.legal.addressLine1,
						postCode: c.legal.postCode,
						signatoryName: c.legal.signatoryName,
						signatoryRole: c.legal.signatoryRole,
						foundedYear: c.foundedYear,
					})
					.returning({ id: s.charities.id })
					.get()
				charityIds.set(c.slug, row.id)
				const charityId = row.id
				tx.insert(s.charityCertifications)
					.values(c.certifications.map((certification, position) => ({ charityId, certification, position })))
					.run()
				const goals = [...new Set([...c.sdgs, ...ALWAYS_SUPPORTED_SDGS])]
				tx.insert(s.charitySdgs)
					.values(goals.map((sdgNumber) => ({ charityId, sdgNumber, isActive: true })))
					.run()
				tx.insert(s.charityCountries)
					.values(c.countries.map((countryIso) => ({ charityId, countryIso })))
					.run()
				if (c.regions.length) {
					tx.insert(s.charityRegions)
						.values(c.regions.map((regionCode) => ({ charityId, regionCode })))
						.run()
				}
				tx.insert(s.charityImages)
					.values(
						images.slides.map((slide, i) => ({
							charityId,
							path: catalogueUrl(slide),
							alt: `${c.name}, photo ${i + 1}`,
							position: i,
						})),
					)
					.run()
			}
			testimonialData.forEach((t, i) => {
				tx.insert(s.testimonials)
					.values({
						name: t.name,
						role: t.role,
						age: t.age,
						description: t.description,
						imagePath: catalogueUrl(catalogueImagePaths.testimonial(i)),
						logoPath: t.companyLogo ? catalogueUrl(catalogueImagePaths.testimonialLogo(i)) : null,
						position: i,
					})
					.run()
			})
			seedDemoAccounts(tx, { charityIds, eventIds, passwords, now: new Date() })
			return true
		},
		{ behavior: 'immediate' },
	)
}
