import { data } from '@remix-run/node'
import { parseWithZod } from '@conform-to/zod'
import { getSessionUser, signInAndRedirect } from '../auth/session.server.ts'
import { invitationMessages } from '../lib/admin-messages.ts'
import { AcceptInvitationSchema, JoinInvitationSchema } from '../lib/admin-schemas.ts'
import { parseWithNotice } from '../lib/form-validation.ts'
import { toastTitles } from '../lib/messages.ts'
import { readForm } from '../platform/forms.server.ts'
import { createToastHeaders, redirectWithToast } from '../platform/toast.server.ts'
import { acceptInvitation, findInvitation, INVITATION_PATH } from './invitations.server.ts'

/**
 * The invitation page (/association-espace/invitation?token=…, ADR 026). Four cases: the link no longer works;
 * the address has no account (choose a password: the account is created, signed in and made a member); the
 * address's account is signed in (one button to join); it exists but is not signed in, or another account is
 * (sign in with it first: no account is taken over through an e-mail link).
 */
export async function invitationPage(request: Request) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const invitation = findInvitation(token)
	if (!invitation) return { state: 'invalid' as const, token: '', charityName: '', email: '', loginUrl: '' }
	const user = await getSessionUser(request)
	const here = `${INVITATION_PATH}?${new URLSearchParams({ token })}`
	const base = {
		token,
		charityName: invitation.charityName,
		email: invitation.email,
		loginUrl: `/login?${new URLSearchParams({ redirectTo: here })}`,
	}
	if (user)
		return { ...base, state: user.id === invitation.accountId ? ('join' as const) : ('other' as const) }
	return { ...base, state: invitation.accountId ? ('sign-in' as const) : ('create' as const) }
}

const joined = (charityName: string) => ({
	type: 'success' as const,
	title: toastTitles.congratulations,
	description: invitationMessages.joined(charityName),
})

export async function invitationAction(request: Request) {
	const form = await readForm(request)
	const user = await getSessionUser(request)
	if (form.get('intent') === 'join') {
		const submission = parseWithZod(form, { schema: JoinInvitationSchema })
		const done =
			submission.status === 'success' && user
				? await acceptInvitation(submission.value.token, { userId: user.id })
				: null
		if (!done)
			return data(
				{ result: { status: 'error' as const, error: { '': [invitationMessages.invalid] } } },
				{ status: 400 },
			)
		return redirectWithToast('/association-espace', joined(done.charityName))
	}
	const submission = parseWithNotice(form, AcceptInvitationSchema)
	const hide = { hideFields: ['password', 'password_confirmation'] }
	if (submission.status !== 'success') return data({ result: submission.reply(hide) }, { status: 400 })
	const { token, firstname, name, password } = submission.value
	const done = user ? null : await acceptInvitation(token, { firstName: firstname, lastName: name, password })
	if (!done)
		return data(
			{ result: submission.reply({ ...hide, formErrors: [invitationMessages.invalid] }) },
			{ status: 400 },
		)
	return signInAndRedirect(
		done.userId,
		request,
		'/association-espace',
		await createToastHeaders(joined(done.charityName)),
	)
}
