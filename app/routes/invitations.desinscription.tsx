import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { NewsletterLinkPage } from '#app/components/site/newsletter-link-page.tsx'
import { invitationMessages } from '#app/lib/pots/invitation-messages.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { emailOfStopToken, stopInvitations } from '#app/pots/invitation-consent.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

export const meta: MetaFunction = () => [
	{ title: `${invitationMessages.stopTitle} — Donnons` },
	{ name: 'robots', content: 'noindex' },
]

/** The link of an invitation: shows the address and a button; a GET changes nothing (mail scanners). */
export function loader({ request }: LoaderFunctionArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const email = emailOfStopToken(token)
	return data({ token, email }, { status: email ? 200 : 400 })
}

/**
 * Stops every further invitation to the address, without an account. The token may come in the URL only:
 * the one-click `List-Unsubscribe-Post` of the invitation (RFC 8058) posts there.
 */
export async function action({ request }: ActionFunctionArgs) {
	const form = await readForm(request)
	const token = String(form.get('token') ?? '') || new URL(request.url).searchParams.get('token')
	if (!stopInvitations(token)) return data({ error: invitationMessages.stopLinkInvalid }, { status: 400 })
	return redirectWithToast('/', {
		type: 'success',
		title: toastTitles.operationSucceeded,
		description: invitationMessages.stopped,
	})
}

export default function InvitationStopPage() {
	const { token, email } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<NewsletterLinkPage
			title={invitationMessages.stopTitle}
			email={email}
			token={token}
			explanation={invitationMessages.stopExplanation}
			button={invitationMessages.stopButton}
			invalidMessage={invitationMessages.stopLinkInvalid}
			error={actionData?.error}
		/>
	)
}
