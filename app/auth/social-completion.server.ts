import { data, redirect } from '@remix-run/node'
import { socialCompletionSchema } from '#app/lib/account/account-schemas.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { derivedMessages, toastTitles } from '#app/lib/messages.ts'
import { afterSocialSignup, readAuthQuery } from '#app/lib/auth/post-login.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { accountFromSocialCompletion, registerAccount } from './accounts.server.ts'
import { clearPendingSocial, readPendingSocial } from './facebook.server.ts'
import { getSessionUser, signInAndRedirect } from './session.server.ts'
import { readForm } from '#app/platform/forms.server.ts'

async function requirePending(request: Request) {
	const pending = await readPendingSocial(request)
	if (!pending) {
		throw await redirectWithToast('/login', {
			type: 'error',
			title: toastTitles.attention,
			description: derivedMessages.socialSessionExpired,
		})
	}
	return pending
}

/** The completion form, prefilled from the provider's profile and the query (docs/requirements.md#spec-1-2). */
export async function socialCompletionLoader(request: Request) {
	if (await getSessionUser(request)) throw redirect(afterSocialSignup(readAuthQuery(new URL(request.url))))
	const pending = await requirePending(request)
	const url = new URL(request.url)
	return {
		defaults: {
			email: url.searchParams.get('email') || pending.email,
			firstname: url.searchParams.get('firstname') || pending.firstName,
			name: url.searchParams.get('name') || pending.lastName,
			country_iso: 'FR',
		},
	}
}

/** Creates the account with its social id, signs in, then the pot's tips page or the dashboard. */
export async function socialCompletionAction(request: Request) {
	const pending = await requirePending(request)
	const submission = parseWithNotice(await readForm(request), socialCompletionSchema(new Date()))
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const created = await registerAccount(
		accountFromSocialCompletion(submission.value, { provider: 'facebook', id: pending.id }),
	)
	if (!created) {
		return data(
			{ result: submission.reply({ fieldErrors: { email: [derivedMessages.emailTaken] } }) },
			{ status: 400 },
		)
	}
	const to = afterSocialSignup(readAuthQuery(new URL(request.url)))
	return signInAndRedirect(
		created.user.id,
		request,
		to,
		new Headers({ 'set-cookie': await clearPendingSocial() }),
	)
}
