import { createOperator } from '#app/admin/operators.server.ts'
import { createSession } from '#app/auth/session.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { charityMembers } from '#db/schema/index.ts'
import { makeDonor } from './donation-fixtures.ts'
import { context, cookiesOf, run } from './request.ts'

/** Operators, charity members and the requests of their pages, for integration tests (ADR 026). */

const BASE = 'http://localhost:3000'

export function makeOperator(label: string) {
	const user = makeDonor(label)
	createOperator(user.email)
	return user
}

export function makeMember(label: string, charityId: number) {
	const user = makeDonor(label)
	getDb()
		.insert(charityMembers)
		.values({ charityId, userId: user.id, invitedAt: new Date(), acceptedAt: new Date() })
		.run()
	return user
}

export async function cookieOf(userId: number | null) {
	if (!userId) return null
	return cookiesOf(new Response(null, { headers: await createSession(userId, new Request(BASE)) }))
}

type RouteFunction = (args: never) => unknown

/** Runs a loader (GET) or, with `form`, an action (POST) as Remix would, the user's session cookie sent. */
export async function call(
	fn: RouteFunction,
	url: string,
	options: { cookie?: string | null; params?: Record<string, string>; form?: Record<string, string> } = {},
) {
	const headers = new Headers()
	if (options.cookie) headers.set('cookie', options.cookie)
	if (options.form) headers.set('content-type', 'application/x-www-form-urlencoded')
	const request = new Request(new URL(url, BASE), {
		method: options.form ? 'POST' : 'GET',
		headers,
		body: options.form ? new URLSearchParams(options.form) : undefined,
	})
	return run(() => fn({ request, params: options.params ?? {}, context: context() } as never))
}
