import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { NewsletterLinkPage } from '#app/components/site/newsletter-link-page.tsx'
import { invitationMessages } from '#app/lib/pots/invitation-messages.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { declineInvitation, invitationOfDeclineToken } from '#app/pots/invitation-consent.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

export const meta: MetaFunction = () => [
	{ title: `${invitationMessages.declineTitle} — Donnons` },
	{ name: 'robots', content: 'noindex' },
]

/** The decline link of an invitation: the pot's name and a button; a GET changes nothing (mail scanners). */
export function loader({ request }: LoaderFunctionArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const invitation = invitationOfDeclineToken(token)
	return data({ token, potName: invitation?.potName ?? null }, { status: invitation ? 200 : 400 })
}

/** Declines the invitation, without an account; the organiser's guest list shows it. */
export async function action({ request }: ActionFunctionArgs) {
	const form = await readForm(request)
	const token = String(form.get('token') ?? '') || new URL(request.url).searchParams.get('token')
	if (!declineInvitation(token)) {
		return data({ error: invitationMessages.declineLinkInvalid }, { status: 400 })
	}
	return redirectWithToast('/', {
		type: 'success',
		title: toastTitles.operationSucceeded,
		description: invitationMessages.declined,
	})
}

export default function InvitationDeclinePage() {
	const { token, potName } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<NewsletterLinkPage
			title={invitationMessages.declineTitle}
			email={potName}
			token={token}
			explanation={invitationMessages.declineExplanation}
			button={invitationMessages.declineButton}
			invalidMessage={invitationMessages.declineLinkInvalid}
			error={actionData?.error}
		/>
	)
}
