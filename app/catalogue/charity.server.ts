import { and, asc, eq } from 'drizzle-orm'
import { getDb } from '#app/platform/db.server.ts'
import { brandAssets } from '#app/lib/assets.ts'
import { countryName } from '#app/lib/countries.ts'
import {
	categories,
	charities,
	charityCertifications,
	charityCountries,
	charityImages,
	charityRegions,
	regions,
} from '#db/schema/index.ts'
import { sanitizeCharityHtml } from '../platform/html-sanitizer.server.ts'
import { type CharityPageData } from './types.ts'
import { activeSdgsOf, certificationView } from './views.server.ts'

function loadCharity(where: ReturnType<typeof eq>): CharityPageData | null {
	const db = getDb()
	const row = db
		.select({ charity: charities, category: { slug: categories.slug, name: categories.name } })
		.from(charities)
		.innerJoin(categories, eq(categories.id, charities.categoryId))
		.where(and(where, eq(charities.isActive, true)))
		.get()
	if (!row) return null
	const { charity, category } = row
	const id = charity.id
	const certifications = db
		.select({ code: charityCertifications.certification })
		.from(charityCertifications)
		.where(eq(charityCertifications.charityId, id))
		.orderBy(asc(charityCertifications.position))
		.all()
		.map((c) => certificationView(c.code))
	const countries = db
		.select({ code: charityCountries.countryIso })
		.from(charityCountries)
		.where(eq(charityCountries.charityId, id))
		.all()
		.map(({ code }) => ({ code, name: countryName(code) }))
	return {
		id,
		slug: charity.slug,
		name: charity.name,
		purpose: charity.purpose,
		description: charity.description,
		about: charity.about,
		descriptionHtml: sanitizeCharityHtml(charity.descriptionHtml),
		actions: charity.actions,
		videoUrl: charity.videoUrl,
		bannerUrl: charity.bannerPath ?? brandAssets.defaultBanner,
		hasBanner: Boolean(charity.bannerPath),
		logoUrl: charity.logoPath,
		website: charity.website,
		descDocUrl: charity.descDocPath,
		eventDocUrl: charity.eventDocPath,
		impact30: charity.impact30,
		impact100: charity.impact100,
		privateRate: charity.privateRate,
		enterpriseRate: charity.enterpriseRate,
		city: charity.city,
		foundedYear: charity.foundedYear,
		category,
		certification: certificationView(charity.certification),
		certifications: certifications.length ? certifications : [certificationView(charity.certification)],
		sdgs: activeSdgsOf([id]).get(id) ?? [],
		countries,
		regions: db
			.select({ code: regions.code, name: regions.name })
			.from(charityRegions)
			.innerJoin(regions, eq(regions.code, charityRegions.regionCode))
			.where(eq(charityRegions.charityId, id))
			.orderBy(asc(regions.name))
			.all(),
		images: db
			.select({ url: charityImages.path, alt: charityImages.alt })
			.from(charityImages)
			.where(eq(charityImages.charityId, id))
			.orderBy(asc(charityImages.position), asc(charityImages.id))
			.all(),
	}
}

/** An active charity by its url slug, or null. */
export function getCharityBySlug(slug: string): CharityPageData | null {
	return loadCharity(eq(charities.slug, slug))
}

/** An active charity by id, or null. */
export function getCharityById(id: number): CharityPageData | null {
	if (!Number.isSafeInteger(id) || id < 1) return null
	return loadCharity(eq(charities.id, id))
}

/** Every active charity's page slug and last change, for the sitemap. */
export function listCharitiesForSitemap() {
	return getDb()
		.select({ slug: charities.slug, updatedAt: charities.updatedAt })
		.from(charities)
		.where(eq(charities.isActive, true))
		.orderBy(asc(charities.slug))
		.all()
}
