import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import { brandAssets } from '#app/lib/assets.ts'
import { charities, pots } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * The pots anyone may discover (home page, charity pages, sitemap): active, still collecting (the closing
 * instant is ahead: closing a pot early moves it to the past, app/pots/organiser.server.ts), not on
 * invitation only (`isLocked`), not suspended by an operator (ADR 026), for an active charity. A locked pot is
 * reachable by its link only.
 */
function discoverablePots(now: Date) {
	return and(
		eq(pots.isActive, true),
		eq(pots.isLocked, false),
		gt(pots.closingDate, now),
		isNull(pots.suspendedAt),
		eq(charities.isActive, true),
	)
}

/** A pot card: what the home page and a charity page show of an open pot. */
type OpenPotCard = {
	id: number
	name: string
	charityName: string
	charitySlug: string
	imageUrl: string
	totalCents: number
	donatorsCount: number
	goalCents: number | null
	closingDate: Date
}

/**
 * Open pots, the most recently created first (new pots get seen while they collect), optionally of one
 * charity. The image is the pot's banner, else its charity's, else the site's.
 */
export function listOpenPots({
	limit,
	charityId,
	now = new Date(),
}: {
	limit: number
	charityId?: number
	now?: Date
}): OpenPotCard[] {
	return getDb()
		.select({
			id: pots.id,
			name: pots.name,
			charityName: charities.name,
			charitySlug: charities.slug,
			potBanner: pots.bannerPath,
			charityBanner: charities.bannerPath,
			totalCents: pots.donationsTotalCents,
			donatorsCount: pots.donatorsCount,
			goalCents: pots.goalCents,
			closingDate: pots.closingDate,
		})
		.from(pots)
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.where(
			charityId === undefined
				? discoverablePots(now)
				: and(discoverablePots(now), eq(pots.charityId, charityId)),
		)
		.orderBy(desc(pots.createdAt), desc(pots.id))
		.limit(limit)
		.all()
		.map(({ potBanner, charityBanner, ...pot }) => ({
			...pot,
			imageUrl: potBanner ?? charityBanner ?? brandAssets.defaultBanner,
		}))
}

/** Every open pot's id and last change, for the sitemap. */
export function listOpenPotsForSitemap(now = new Date()) {
	return getDb()
		.select({ id: pots.id, updatedAt: pots.updatedAt })
		.from(pots)
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.where(discoverablePots(now))
		.orderBy(pots.id)
		.all()
}
