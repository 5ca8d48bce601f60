import { isRouteErrorResponse, Link } from '@remix-run/react'
import { httpErrorText } from '#app/lib/http-errors.ts'
import { generic } from '#app/lib/generic-messages.ts'

/** The root error boundary's page: the French text of an answer by status (404, 400, 405…), never its body. */
export function ErrorPage({ error }: { error: unknown }) {
	const { title, message } =
		isRouteErrorResponse(error) && error.status < 500
			? httpErrorText(error.status)
			: { title: 'Attention', message: generic.error }
	return (
		<div className="container-page py-16 text-center">
			<h1 className="mb-4 text-3xl font-bold">{title}</h1>
			<p className="mb-8 text-muted">{message}</p>
			<Link to="/" className="btn-primary">
				Retour à l&apos;accueil
			</Link>
		</div>
	)
}
