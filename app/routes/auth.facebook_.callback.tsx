import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { findUserBySocialId } from '#app/auth/accounts.server.ts'
import { suspensionMessages } from '#app/lib/admin/admin-messages.ts'
import {
	facebookAuthenticator,
	pendingSocialCookie,
	readSocialReturn,
	type SocialProfile,
} from '#app/auth/facebook.server.ts'
import { signInAndRedirect } from '#app/auth/session.server.ts'
import { derivedMessages, toastTitles } from '#app/lib/messages.ts'
import { afterLogin2, afterMainLogin, readAuthQuery } from '#app/lib/auth/post-login.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { safeRedirect } from '#app/lib/safe-redirect.ts'

/**
 * The provider sends the browser back here. A known social id signs in; an unknown one goes to the
 * completion form (/login/facebook, or /login2/facebook when it started on login2).
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const returnTo = safeRedirect(await readSocialReturn(request), '/login')
	const returnUrl = new URL(returnTo, 'http://local')
	const query = readAuthQuery(returnUrl)
	// Inside the creation flow, come back to the flow's sign-in step, which records the pot.
	const inFlow = /^\/create\/(particular|company)\/authenticate$/.test(returnUrl.pathname)
	if (inFlow) query.redirectTo = returnUrl.pathname
	let profile: SocialProfile
	try {
		const authenticator = await facebookAuthenticator(request)
		if (!authenticator) throw new Error('Facebook login is not configured')
		profile = await authenticator.authenticate('facebook', request)
	} catch (error) {
		if (error instanceof Response) throw error
		console.error('Facebook login failed:', error)
		return redirectWithToast(returnTo, {
			type: 'error',
			title: toastTitles.attention,
			description: derivedMessages.socialLoginUnavailable,
		})
	}
	const fromLogin2 = returnUrl.pathname.startsWith('/login2')
	const user = findUserBySocialId('facebook', profile.id)
	if (user?.suspendedAt) {
		return redirectWithToast(returnTo, {
			type: 'error',
			title: toastTitles.attention,
			description: suspensionMessages.accountSuspended,
		})
	}
	if (user) {
		return signInAndRedirect(
			user.id,
			request,
			fromLogin2 ? afterLogin2(user.role, query) : afterMainLogin(user.role, query),
		)
	}
	const prefill = new URLSearchParams({
		email: profile.email,
		firstname: profile.firstName,
		name: profile.lastName,
	})
	if (query.potId) prefill.set('id', query.potId)
	if (query.amount) prefill.set('amount', query.amount)
	if (inFlow) prefill.set('redirectTo', returnUrl.pathname)
	const completion = inFlow
		? `${returnUrl.pathname}/facebook`
		: fromLogin2
			? '/login2/facebook'
			: '/login/facebook'
	return redirect(`${completion}?${prefill}`, {
		headers: { 'set-cookie': await pendingSocialCookie({ ...profile, returnTo }) },
	})
}
