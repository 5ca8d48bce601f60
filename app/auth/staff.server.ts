import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { prepared } from '#db/prepared.ts'
import { charities, charityMembers, operators } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { httpError } from '../platform/http-errors.server.ts'
import { requireUser, type SessionUser } from './session.server.ts'
import { parseId } from '../lib/ids.ts'

/**
 * The guards of the operators' area (/admin) and of the charity members' space (/association-espace),
 * ADR 026: every loader and action of those routes calls one of them first. A visitor is sent to the login
 * page (and back afterwards); a signed-in account without the right gets a 404, as if the page did not exist.
 */

const ADMIN_HOME = '/admin'
const CHARITY_SPACE_HOME = '/association-espace'

// Read by the root loader on every signed-in rendered page: built and prepared once per connection.
const operatorRow = (db: DbOrTx) =>
	db
		.select({ id: operators.userId })
		.from(operators)
		.where(eq(operators.userId, sql.placeholder('userId')))
		.prepare()
const memberCharityRows = (db: DbOrTx) =>
	db
		.select({ id: charities.id, name: charities.name, slug: charities.slug, isActive: charities.isActive })
		.from(charityMembers)
		.innerJoin(charities, eq(charities.id, charityMembers.charityId))
		.where(and(eq(charityMembers.userId, sql.placeholder('userId')), isNotNull(charityMembers.acceptedAt)))
		.orderBy(asc(charities.name))
		.prepare()

export function isOperator(userId: number) {
	return Boolean(prepared(getDb(), operatorRow).get({ userId }))
}

/** The signed-in operator, else a redirect to the login page (visitor) or a 404 (anyone else). */
export async function requireOperator(request: Request): Promise<SessionUser> {
	const user = await requireUser(request)
	if (!isOperator(user.id)) throw httpError(404)
	return user
}

/** The charities a user has joined (accepted membership), by name. */
export function memberCharities(userId: number) {
	return prepared(getDb(), memberCharityRows).all({ userId })
}

/** The signed-in member of any charity (the space's home and layout). */
export async function requireAnyCharityMember(request: Request) {
	const user = await requireUser(request)
	const memberOf = memberCharities(user.id)
	if (memberOf.length === 0) throw httpError(404)
	return { user, charities: memberOf }
}

/**
 * The signed-in member of this charity (a route's `:charityId`, as text or number); a malformed id, an unknown
 * charity and another charity's member all get the same 404.
 */
export async function requireCharityMember(request: Request, charityId: string | number | undefined) {
	const user = await requireUser(request)
	const id = typeof charityId === 'number' ? charityId : (parseId(charityId) ?? 0)
	const charity = id ? memberCharities(user.id).find((c) => c.id === id) : undefined
	if (!charity) throw httpError(404)
	return { user, charity }
}

/** Where an operator or a charity member lands after signing in when nothing else was asked; else null. */
export function staffHome(userId: number) {
	if (isOperator(userId)) return ADMIN_HOME
	return memberCharities(userId).length > 0 ? CHARITY_SPACE_HOME : null
}

/** The staff spaces a signed-in user may open, for the header's account menu. */
export function staffSpaces(userId: number) {
	const spaces: { to: string; label: string }[] = []
	if (isOperator(userId)) spaces.push({ to: ADMIN_HOME, label: 'Administration' })
	if (memberCharities(userId).length > 0) spaces.push({ to: CHARITY_SPACE_HOME, label: 'Espace association' })
	return spaces
}
