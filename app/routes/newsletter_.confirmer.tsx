import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { NewsletterLinkPage } from '#app/components/site/newsletter-link-page.tsx'
import { derivedMessages, newsletterMessages, toastTitles } from '#app/lib/messages.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { confirmNewsletter, emailOfConfirmToken } from '#app/site/newsletter.server.ts'
import { readForm } from '#app/platform/forms.server.ts'

export const meta: MetaFunction = () => [
	{ title: 'Confirmer votre inscription à la newsletter — Donnons' },
	{ name: 'robots', content: 'noindex' },
]

/** Shows the link's address and a button: a GET changes nothing, since mail scanners open links. */
export function loader({ request }: LoaderFunctionArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const email = emailOfConfirmToken(token)
	return data({ token, email }, { status: email ? 200 : 400 })
}

/** Confirms the address (double opt-in), then the home page says so. */
export async function action({ request }: ActionFunctionArgs) {
	const form = await readForm(request)
	const token = String(form.get('token') ?? '') || new URL(request.url).searchParams.get('token')
	if (!confirmNewsletter(token)) {
		return data({ error: derivedMessages.newsletterConfirmLinkInvalid }, { status: 400 })
	}
	return redirectWithToast('/', {
		type: 'success',
		title: toastTitles.congratulations,
		description: newsletterMessages.subscribed,
	})
}

export default function NewsletterConfirmPage() {
	const { token, email } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<NewsletterLinkPage
			title="Confirmer votre inscription à la newsletter"
			email={email}
			token={token}
			explanation={(address) =>
				`Confirmez l'inscription de l'adresse ${address} à la newsletter de Donnons : les nouvelles de nos associations partenaires, une fois par mois.`
			}
			button="Confirmer mon inscription"
			invalidMessage={derivedMessages.newsletterConfirmLinkInvalid}
			error={actionData?.error}
		/>
	)
}
