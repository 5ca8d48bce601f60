import { and, asc, count, eq, sql } from 'drizzle-orm'
import { catalogueUrl } from '#app/lib/assets.ts'
import { type EventOptions } from '#app/lib/pots/create-choice.ts'

import { links } from '#app/lib/site/site-links.ts'
import { catalogueImagePaths, pressTitles } from '#db/catalogue/images.ts'
import {
	categories,
	charities,
	charitySdgs,
	donations,
	eventTypes,
	pots,
	testimonials,
} from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { type AccountKind, eventAudienceOf } from '#app/lib/account/account-kind.ts'
import { keyFiguresFrom, type SiteFigures } from '#app/lib/site/home-content.ts'
import { configuredSiteFigures, type KeyFigure } from '#app/lib/site/key-figures.ts'
import { getEnv } from '../platform/env.server.ts'

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

/**
 * The key figures, read from the database so the home page never claims more than is true: active partner
 * charities, pots created (open or closed), money given (succeeded gifts, tips excluded, refunds and
 * charge-backs no longer counted), distinct donors (accounts, and quick donors by e-mail address), and the
 * sustainable development goals the active charities work towards.
 */
export function getSiteFigures(): SiteFigures {
	const db = getDb()
	const given = db
		.select({
			cents: sql<number>`coalesce(sum(${donations.amountCents}), 0)`,
			donors: sql<number>`count(distinct coalesce('u' || ${donations.donorId}, 'q' || lower(${donations.quickEmail})))`,
		})
		.from(donations)
		.where(eq(donations.status, 'SUCCEEDED'))
		.get()
	const sdgs = db
		.select({ n: sql<number>`count(distinct ${charitySdgs.sdgNumber})` })
		.from(charitySdgs)
		.innerJoin(charities, eq(charities.id, charitySdgs.charityId))
		.where(and(eq(charitySdgs.isActive, true), eq(charities.isActive, true)))
		.get()
	return {
		charities: countActiveCharities(),
		pots: db.select({ n: count() }).from(pots).where(eq(pots.isActive, true)).get()?.n ?? 0,
		collectedCents: given?.cents ?? 0,
		donors: given?.donors ?? 0,
		sdgs: sdgs?.n ?? 0,
	}
}

/**
 * « Donnons en chiffres », the same on the home page and /nos-valeurs: the operator's figures
 * (`SITE_FIGURES`; the spec's in the demo), else counted from the database.
 */
export function getKeyFigures(): KeyFigure[] {
	const env = getEnv()
	return configuredSiteFigures(env.SITE_FIGURES, env.isDemo) ?? keyFiguresFrom(getSiteFigures())
}

/** Everything the home page shows from the catalogue and the figures, in one call. */
export function getHomeData() {
	return {
		categories: listHomeCategories(),
		testimonials: listTestimonials(),
		press: listPressLogos(),
		charities: listFeaturedCharities(6),
		charityCount: countActiveCharities(),
		figures: getKeyFigures(),
	}
}

/** The event types of one audience, as cards (docs/requirements.md#spec-2-2-event-selection-page "Event selection page"). */
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
