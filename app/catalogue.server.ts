import { asc, count, eq } from 'drizzle-orm'
import { categories, charities, eventTypes } from '#db/schema/index.ts'
import { getDb } from './db.server.ts'

export function listCategories() {
	return getDb().select().from(categories).orderBy(asc(categories.position)).all()
}

export function listEventTypes(audience: 'particulier' | 'entreprise') {
	return getDb()
		.select()
		.from(eventTypes)
		.where(eq(eventTypes.audience, audience))
		.orderBy(asc(eventTypes.position))
		.all()
}

export function countActiveCharities() {
	return getDb().select({ n: count() }).from(charities).where(eq(charities.isActive, true)).get()?.n ?? 0
}

/** A few charities for the home page, in a stable order. */
export function featuredCharities(limit: number) {
	return getDb()
		.select({
			id: charities.id,
			slug: charities.slug,
			name: charities.name,
			purpose: charities.purpose,
			logoPath: charities.logoPath,
		})
		.from(charities)
		.where(eq(charities.isActive, true))
		.orderBy(asc(charities.id))
		.limit(limit)
		.all()
}
