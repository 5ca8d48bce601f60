import { and, asc, eq, isNull, like, or, sql } from 'drizzle-orm'
import { charities, charityInvitations, charityMembers, users } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { formatOutboxDate } from '../mail/mailer.server.ts'

/** The operators' view of the partner charities (/admin/associations, ADR 026). */

const LIST_LIMIT = 50

/** Charities whose name or slug contains `q` (all when empty), by name, 50 at most, with their member count. */
export function listCharities(q: string) {
	const term = q.trim()
	const pattern = `%${term.replace(/[%_\\]/g, '\\$&')}%`
	return getDb()
		.select({
			id: charities.id,
			name: charities.name,
			slug: charities.slug,
			isActive: charities.isActive,
			members: sql<number>`(select count(*) from ${charityMembers} where ${charityMembers.charityId} = ${charities.id})`,
		})
		.from(charities)
		.where(
			term
				? or(sql`${charities.name} like ${pattern} escape '\\'`, like(charities.slug, pattern))
				: undefined,
		)
		.orderBy(asc(charities.name))
		.limit(LIST_LIMIT)
		.all()
}

/** One charity with its members and pending invitations, or null. */
export function charityDetail(charityId: number) {
	const db = getDb()
	const charity = db
		.select({ id: charities.id, name: charities.name, slug: charities.slug, isActive: charities.isActive })
		.from(charities)
		.where(eq(charities.id, charityId))
		.get()
	if (!charity) return null
	const members = db
		.select({
			id: charityMembers.id,
			email: users.email,
			firstName: users.firstName,
			lastName: users.lastName,
			acceptedAt: charityMembers.acceptedAt,
		})
		.from(charityMembers)
		.innerJoin(users, eq(users.id, charityMembers.userId))
		.where(eq(charityMembers.charityId, charityId))
		.orderBy(asc(users.email))
		.all()
		.map((m) => ({ ...m, acceptedAt: m.acceptedAt ? formatOutboxDate(m.acceptedAt) : null }))
	const invitations = db
		.select({
			id: charityInvitations.id,
			email: charityInvitations.email,
			expiresAt: charityInvitations.expiresAt,
		})
		.from(charityInvitations)
		.where(and(eq(charityInvitations.charityId, charityId), isNull(charityInvitations.usedAt)))
		.orderBy(asc(charityInvitations.email))
		.all()
		.map((i) => ({
			...i,
			expired: i.expiresAt.getTime() <= Date.now(),
			expiresAt: formatOutboxDate(i.expiresAt),
		}))
	return { ...charity, members, invitations }
}

/**
 * Publishes or suspends a charity: its `is_active` flag, which the catalogue, the charity pages and pot
 * creation read (ADR 026). Returns its name, or null when it does not exist.
 */
export function setCharityPublished(charityId: number, published: boolean) {
	return (
		getDb()
			.update(charities)
			.set({ isActive: published })
			.where(eq(charities.id, charityId))
			.returning({ name: charities.name })
			.get()?.name ?? null
	)
}
