import { data, redirect } from '@remix-run/node'
import { parseWithZod } from '@conform-to/zod'
import { getSessionUser, type SessionUser, signInAndRedirect } from '../auth/session.server.ts'
import { memberCharities } from '../auth/staff.server.ts'
import { invitationMessages } from '../lib/admin/admin-messages.ts'
import { AcceptInvitationSchema, JoinInvitationSchema } from '../lib/admin/admin-schemas.ts'
import { parseWithNotice } from '../lib/form-validation.ts'
import { toastTitles } from '../lib/messages.ts'
import { readForm } from '../platform/forms.server.ts'
import { createToastHeaders, redirectWithToast } from '../platform/toast.server.ts'
import {
	acceptInvitation,
	findInvitation,
	INVITATION_PATH,
	usedInvitationCharityId,
} from './invitations.server.ts'

/**
 * The invitation page (/association-espace/invitation?token=…, ADR 026). Four cases: the link no longer works;
 * the address has no account (choose a password: the account is created, signed in and made a member); the
 * address's account is signed in (one button to join); it exists but is not signed in, or another account is
 * (sign in with it first: no account is taken over through an e-mail link). A member who opens their used
 * link again, or sends its form twice, is taken to the charity's space.
 */
export async function invitationPage(request: Request) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const invitation = findInvitation(token)
	const user = await getSessionUser(request)
	if (!invitation) {
		const joinedCharity = alreadyJoined(token, user)
		if (joinedCharity) throw redirect(`/association-espace/${joinedCharity.id}`)
		return { state: 'invalid' as const, token: '', charityName: '', email: '', loginUrl: '' }
	}
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

/**
 * The charity the signed-in user already joined with this (used) invitation, else null: the link opened again
 * or its form sent twice (a double click without JavaScript) leads to the space, not to "this link is used".
 */
function alreadyJoined(token: string, user: SessionUser | null) {
	const charityId = user ? usedInvitationCharityId(token) : null
	return (user && charityId && memberCharities(user.id).find((c) => c.id === charityId)) || null
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
		if (!done) {
			const joinedCharity =
				submission.status === 'success' ? alreadyJoined(submission.value.token, user) : null
			if (joinedCharity) return redirectWithToast('/association-espace', joined(joinedCharity.name))
			return data(
				{ result: { status: 'error' as const, error: { '': [invitationMessages.invalid] } } },
				{ status: 400 },
			)
		}
		return redirectWithToast('/association-espace', joined(done.charityName))
	}
	const submission = parseWithNotice(form, AcceptInvitationSchema)
	const hide = { hideFields: ['password', 'password_confirmation'] }
	if (submission.status !== 'success') return data({ result: submission.reply(hide) }, { status: 400 })
	const { token, firstname, name, password } = submission.value
	const done = user ? null : await acceptInvitation(token, { firstName: firstname, lastName: name, password })
	if (!done) {
		const joinedCharity = alreadyJoined(token, user)
		if (joinedCharity) return redirectWithToast('/association-espace', joined(joinedCharity.name))
		return data(
			{ result: submission.reply({ ...hide, formErrors: [invitationMessages.invalid] }) },
			{ status: 400 },
		)
	}
	return signInAndRedirect(
		done.userId,
		request,
		'/association-espace',
		await createToastHeaders(joined(done.charityName)),
	)
}
