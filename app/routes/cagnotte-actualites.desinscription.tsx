import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { NewsletterLinkPage } from '#app/components/site/newsletter-link-page.tsx'
import { toastTitles } from '#app/lib/messages.ts'
import { newsMessages } from '#app/lib/pots/news-messages.ts'
import { newsStopOfToken, stopPotNews } from '#app/pots/news.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

export const meta: MetaFunction = () => [
	{ title: `${newsMessages.stopTitle} — Donnons` },
	{ name: 'robots', content: 'noindex' },
]

/** The unsubscribe link of a pot's news mail: shows the address and a button; a GET changes nothing. */
export function loader({ request }: LoaderFunctionArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const email = newsStopOfToken(token)?.email ?? null
	return data({ token, email }, { status: email ? 200 : 400 })
}

/**
 * Stops this pot's news mails to the address, without an account. The token may come in the URL only: the
 * one-click `List-Unsubscribe-Post` of the mail (RFC 8058) posts there.
 */
export async function action({ request }: ActionFunctionArgs) {
	const form = await readForm(request)
	const token = String(form.get('token') ?? '') || new URL(request.url).searchParams.get('token')
	if (!stopPotNews(token)) return data({ error: newsMessages.stopLinkInvalid }, { status: 400 })
	return redirectWithToast('/', {
		type: 'success',
		title: toastTitles.operationSucceeded,
		description: newsMessages.stopped,
	})
}

export default function PotNewsStopPage() {
	const { token, email } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<NewsletterLinkPage
			title={newsMessages.stopTitle}
			email={email}
			token={token}
			explanation={newsMessages.stopExplanation}
			button={newsMessages.stopButton}
			invalidMessage={newsMessages.stopLinkInvalid}
			error={actionData?.error}
		/>
	)
}
