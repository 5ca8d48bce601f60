import { redirect, type AppLoadContext } from '@remix-run/node'
import { getEnv } from '#app/platform/env.server.ts'
import { type AuthQuery, readAuthQuery, staffLanding } from '#app/lib/auth/post-login.ts'
import { type Finish, finishWith, loginAction, registerAction } from './auth-actions.server.ts'
import { getSessionUser } from './session.server.ts'
import { staffHome } from './staff.server.ts'
import { type AccountRole } from '#app/lib/account/account-kind.ts'
import { readForm } from '#app/platform/forms.server.ts'

/** What an authentication page (main, login2, later the creation flow) needs to render. */
export async function authPageLoader(
	request: Request,
	next: (role: AccountRole, query: AuthQuery) => string,
) {
	const url = new URL(request.url)
	const query = readAuthQuery(url)
	const user = await getSessionUser(request)
	if (user) throw redirect(staffLanding(staffHome(user.id), query) ?? next(user.role, query))
	return {
		accountType:
			url.searchParams.get('type') === 'entreprise' ? ('enterprise' as const) : ('private' as const),
		socialLogin: isSocialLoginAvailable(),
		returnTo: url.pathname + url.search,
		potId: query.potId && /^\d+$/.test(query.potId) ? query.potId : null,
	}
}

/** Dispatches the two forms of an authentication page by their `intent`. */
export async function authPageAction(
	request: Request,
	context: AppLoadContext,
	next: (role: AccountRole, query: AuthQuery) => string,
	finish?: Finish,
) {
	const query = readAuthQuery(new URL(request.url))
	const form = await readForm(request)
	const done = finish ?? finishWith((role) => next(role, query), query)
	switch (form.get('intent')) {
		case 'login':
			return loginAction(form, request, context, done)
		case 'register':
			return registerAction(form, request, context, done)
		default:
			throw new Response('Formulaire inconnu', { status: 400 })
	}
}

/** The social button shows when Facebook is configured, or in demo mode with the local stand-in. */
export function isSocialLoginAvailable() {
	const env = getEnv()
	return Boolean(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) || env.isDemo
}
