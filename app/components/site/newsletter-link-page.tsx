import { Form, Link } from '@remix-run/react'

type NewsletterLinkPageProps = {
	title: string
	/** The address the link was sent to, or null when the link is refused. */
	email: string | null
	token: string
	/** What the button will do, with the address. */
	explanation: (email: string) => string
	button: string
	/** The message shown when the link is refused (on the page, or after a refused post). */
	invalidMessage: string
	error?: string | null
}

/**
 * The page a newsletter link opens (confirm, unsubscribe): a mail scanner may open it, so it changes
 * nothing; the button posts the token to the same URL. Works without JavaScript.
 */
export function NewsletterLinkPage({
	title,
	email,
	token,
	explanation,
	button,
	invalidMessage,
	error,
}: NewsletterLinkPageProps) {
	const refused = error ?? (email ? null : invalidMessage)
	return (
		<div className="container-page max-w-lg py-10">
			<h1 className="mb-6 text-3xl font-bold">{title}</h1>
			{refused || !email ? (
				<div role="alert" className="space-y-4">
					<p>{refused}</p>
					<Link to="/" className="btn-primary">
						Retour à l&apos;accueil
					</Link>
				</div>
			) : (
				<Form method="post" className="space-y-4">
					<input type="hidden" name="token" value={token} />
					<p>{explanation(email)}</p>
					<button type="submit" className="btn-primary">
						{button}
					</button>
				</Form>
			)}
		</div>
	)
}
