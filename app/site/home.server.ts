import { asc, count, eq } from 'drizzle-orm'
import { catalogueUrl } from '#app/lib/assets.ts'
import { type EventOptions } from '#app/lib/create-choice.ts'

import { links } from '#app/lib/site-links.ts'
import { catalogueImagePaths, pressTitles } from '#db/catalogue/images.ts'
import { categories, charities, eventTypes, testimonials } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { type AccountKind, eventAudienceOf } from '#app/lib/account-kind.ts'

/** The eight causes, each with its icon and its link to the partner list filtered on it. */
export function listHomeCategories() {
	return getDb()
		.select({ id: categories.id, slug: categories.slug, name: categories.name })
		.from(categories)
		.orderBy(asc(categories.position))
		.all()
		.map((category) => ({
			...category,
			iconUrl: catalogueUrl(catalogueImagePaths.category(category.slug)),
			href: `${links.partnerCharities}?cause=${encodeURIComponent(category.slug)}`,
		}))
}

export function listTestimonials() {
	return getDb()
		.select({
			id: testimonials.id,
			name: testimonials.name,
			role: testimonials.role,
			age: testimonials.age,
			description: testimonials.description,
			imageUrl: testimonials.imagePath,
			logoUrl: testimonials.logoPath,
		})
		.from(testimonials)
		.orderBy(asc(testimonials.position), asc(testimonials.id))
		.all()
}

/** The press titles that wrote about us, with their generated logos. */
export function listPressLogos() {
	return pressTitles.map((title, i) => ({ title, logoUrl: catalogueUrl(catalogueImagePaths.press(i)) }))
}

/** A few active charities for the home page, one per cause in the causes' order, in a stable order. */
export function listFeaturedCharities(limit: number) {
	const rows = getDb()
		.select({
			id: charities.id,
			slug: charities.slug,
			name: charities.name,
			purpose: charities.purpose,
			logoPath: charities.logoPath,
			categoryName: categories.name,
			categoryPosition: categories.position,
		})
		.from(charities)
		.innerJoin(categories, eq(categories.id, charities.categoryId))
		.where(eq(charities.isActive, true))
		.orderBy(asc(categories.position), asc(charities.id))
		.all()
	// Round robin over the causes: the first charity of each cause, then the second of each, and so on.
	const rank = new Map<number, number>()
	const ranked = rows.map((row) => {
		const n = rank.get(row.categoryPosition) ?? 0
		rank.set(row.categoryPosition, n + 1)
		return { row, n }
	})
	return ranked
		.sort((a, b) => a.n - b.n || a.row.categoryPosition - b.row.categoryPosition || a.row.id - b.row.id)
		.slice(0, limit)
		.map(({ row: { categoryPosition: _position, ...charity } }) => charity)
}

function countActiveCharities() {
	return getDb().select({ n: count() }).from(charities).where(eq(charities.isActive, true)).get()?.n ?? 0
}

/** Everything the home page shows, in one call. */
export function getHomeData() {
	return {
		categories: listHomeCategories(),
		testimonials: listTestimonials(),
		press: listPressLogos(),
		charities: listFeaturedCharities(6),
		charityCount: countActiveCharities(),
	}
}

/** The event types of one audience, as cards (spec 2 §2 "Event selection page"). */
export function listEventCards(type: AccountKind) {
	return getDb()
		.select({
			id: eventTypes.id,
			name: eventTypes.name,
			description: eventTypes.description,
			imageUrl: eventTypes.imagePath,
		})
		.from(eventTypes)
		.where(eq(eventTypes.audience, eventAudienceOf(type)))
		.orderBy(asc(eventTypes.position), asc(eventTypes.id))
		.all()
}

/** The event types of both audiences, for the create-pot entry form. */
export function listEventOptions(): EventOptions {
	const options = (type: AccountKind) =>
		getDb()
			.select({ id: eventTypes.id, name: eventTypes.name })
			.from(eventTypes)
			.where(eq(eventTypes.audience, eventAudienceOf(type)))
			.orderBy(asc(eventTypes.position), asc(eventTypes.id))
			.all()
	return { particular: options('particular'), company: options('company') }
}
