import crypto from 'node:crypto'
import { type Cookie, createCookie, redirect } from '@remix-run/node'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { prepared } from '#db/prepared.ts'
import { companies, sessions, users } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { type AccountRole } from '#app/lib/account/account-kind.ts'

const SESSION_DURATION_MS = 30 * 24 * 60 * 60 * 1000

function makeSessionCookie(env: ReturnType<typeof getEnv>) {
	return createCookie('donnons_session', {
		path: '/',
		sameSite: 'lax', // CSRF protection is advised if changing to 'none'
		httpOnly: true,
		secure: env.PUBLIC_URL?.startsWith('https:') ?? false,
		secrets: [env.SESSION_SECRET],
	})
}

/** The cookie of the current settings, built once per settings object (every request reads it). */
const cookies = new WeakMap<object, Cookie>()

function sessionCookie() {
	const env = getEnv()
	let cookie = cookies.get(env)
	if (!cookie) cookies.set(env, (cookie = makeSessionCookie(env)))
	return cookie
}

export type SessionUser = {
	id: number
	email: string
	role: AccountRole
	firstName: string
	lastName: string
	companyName: string | null
}

async function readSessionId(request: Request) {
	const header = request.headers.get('cookie')
	// A visitor without a session (a quick donor, a reader) has no cookie of that name to parse.
	if (!header?.includes('donnons_session')) return null
	const value: unknown = await sessionCookie().parse(header)
	return typeof value === 'string' ? value : null
}

/** The id of the session the request's cookie names (existing or not), or null. */
export const currentSessionId = readSessionId

/** Read on every request with a session cookie: built and prepared once per connection (docs/performance.md). */
const sessionUserRow = (db: DbOrTx) =>
	db
		.select({
			id: users.id,
			email: users.email,
			role: users.role,
			firstName: users.firstName,
			lastName: users.lastName,
			companyName: companies.name,
		})
		.from(sessions)
		.innerJoin(users, eq(users.id, sessions.userId))
		.leftJoin(companies, eq(companies.userId, users.id))
		.where(
			and(
				eq(sessions.id, sql.placeholder('sessionId')),
				gt(sessions.expiresAt, sql.placeholder('nowMs')),
				isNull(users.suspendedAt),
			),
		)
		.prepare()

/**
 * The signed-in user, or null; an unknown or expired session is simply ignored, and so is the session of a
 * suspended account (its sessions are deleted when suspended: this covers one opened at the same moment).
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
	const sessionId = await readSessionId(request)
	if (!sessionId) return null
	const row = prepared(getDb(), sessionUserRow).get({ sessionId, nowMs: Date.now() })
	return row ?? null
}

/** A cookie naming a session that no longer exists (revoked, expired) is cleared, silently. */
export async function staleSessionHeaders(request: Request, user: SessionUser | null) {
	if (user || !(await readSessionId(request))) return null
	return new Headers({ 'set-cookie': await sessionCookie().serialize('', { maxAge: 0 }) })
}

/** The name the header shows: the company name for a company, otherwise the first name. */
export function displayName(user: SessionUser) {
	return user.role === 'enterprise' && user.companyName ? user.companyName : user.firstName
}

export async function createSession(userId: number, request: Request) {
	const id = crypto.randomBytes(32).toString('base64url')
	getDb()
		.insert(sessions)
		.values({
			id,
			userId,
			expiresAt: new Date(Date.now() + SESSION_DURATION_MS),
			userAgent: request.headers.get('user-agent')?.slice(0, 300) ?? null,
		})
		.run()
	const cookie = await sessionCookie().serialize(id, { maxAge: SESSION_DURATION_MS / 1000 })
	return new Headers({ 'set-cookie': cookie })
}

/** A Set-Cookie header that clears the session cookie (after the account's sessions were revoked). */
export async function clearSessionCookieHeaders() {
	return new Headers({ 'set-cookie': await sessionCookie().serialize('', { maxAge: 0 }) })
}

/** Revokes the session row and clears the cookie, then goes home. */
export async function logout(request: Request) {
	const sessionId = await readSessionId(request)
	if (sessionId) getDb().delete(sessions).where(eq(sessions.id, sessionId)).run()
	return redirect('/', { headers: { 'set-cookie': await sessionCookie().serialize('', { maxAge: 0 }) } })
}

/** The signed-in user, or a redirect to /login that comes back here afterwards. */
export async function requireUser(request: Request) {
	const user = await getSessionUser(request)
	if (!user) {
		const url = new URL(request.url)
		throw redirect(`/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`)
	}
	return user
}

/** Signs a user in (a new session row) and redirects; `extra` carries e.g. a toast's cookie. */
export async function signInAndRedirect(
	userId: number,
	request: Request,
	to: string,
	extra?: Headers | null,
) {
	const headers = await createSession(userId, request)
	for (const [key, value] of extra?.entries() ?? []) headers.append(key, value)
	return redirect(to, { headers })
}
