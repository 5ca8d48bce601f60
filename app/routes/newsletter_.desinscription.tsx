import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { NewsletterLinkPage } from '#app/components/site/newsletter-link-page.tsx'
import { derivedMessages, toastTitles } from '#app/lib/messages.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { emailOfUnsubscribeToken, unsubscribeFromNewsletter } from '#app/site/newsletter.server.ts'
import { readForm } from '#app/platform/forms.server.ts'

export const meta: MetaFunction = () => [
	{ title: 'Se désinscrire de la newsletter — Donnons' },
	{ name: 'robots', content: 'noindex' },
]

/** Shows the link's address and a button: a GET changes nothing, since mail scanners open links. */
export function loader({ request }: LoaderFunctionArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const email = emailOfUnsubscribeToken(token)
	return data({ token, email }, { status: email ? 200 : 400 })
}

/**
 * Unsubscribes the address, no account needed. The token may also come in the URL only, as a one-click
 * unsubscribe (RFC 8058) posts it.
 */
export async function action({ request }: ActionFunctionArgs) {
	const form = await readForm(request)
	const token = String(form.get('token') ?? '') || new URL(request.url).searchParams.get('token')
	if (!unsubscribeFromNewsletter(token)) {
		return data({ error: derivedMessages.newsletterUnsubscribeLinkInvalid }, { status: 400 })
	}
	return redirectWithToast('/', {
		type: 'success',
		title: toastTitles.operationSucceeded,
		description: derivedMessages.newsletterUnsubscribed,
	})
}

export default function NewsletterUnsubscribePage() {
	const { token, email } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<NewsletterLinkPage
			title="Se désinscrire de la newsletter"
			email={email}
			token={token}
			explanation={(address) =>
				`L'adresse ${address} ne recevra plus la newsletter de Donnons. Vous pourrez vous réinscrire à tout moment en bas de page.`
			}
			button="Me désinscrire"
			invalidMessage={derivedMessages.newsletterUnsubscribeLinkInvalid}
			error={actionData?.error}
		/>
	)
}
