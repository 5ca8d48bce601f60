import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { returnFromBank } from '#app/donations/checkout.server.ts'
import { respond } from '#app/donations/respond.server.ts'
import { infoMessages } from '#app/lib/messages.ts'

export const meta: MetaFunction = () => [{ title: 'Merci pour votre don — Donnons' }]

/**
 * The thank-you page (docs/requirements.md#spec-3-2 "participate/{id}/confirmation"), also the provider's return URL: with
 * `transactionId` (3-D Secure) or `MandateId` the checkout applies the provider's answer first.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const answer = await returnFromBank(request, params.id)
	if (answer.kind !== 'page') throw await respond(answer)
	return answer.page
}

export default function ConfirmationPage() {
	const { pot, pending, receipt } = useLoaderData<typeof loader>()
	return (
		<div className="container-page max-w-2xl py-12 text-center">
			<h1 className="mb-4 text-3xl font-bold">Merci pour votre don !</h1>
			<p className="mb-8 text-lg">
				Votre générosité soutient <strong>{pot.charityName}</strong> à travers la cagnotte « {pot.name} ».
			</p>
			{/* A success is announced by the 'Félicitations' toast; a pending payment has no toast. */}
			{pending ? (
				<p role="status" className="mb-8 rounded border border-sky-700 bg-sky-50 p-3 text-sky-900">
					{infoMessages.paymentPending}
				</p>
			) : null}
			{receipt ? (
				<p className="mb-8">
					{/* A document, not a page of the app: a plain link, downloaded by the browser. */}
					<a href={receipt.url} className="font-semibold text-brand-dark underline">
						Télécharger mon reçu fiscal n° {receipt.number} (PDF)
					</a>
				</p>
			) : null}
			<div className="flex flex-wrap justify-center gap-4">
				<Link to={`/participate/${pot.id}`} className="btn-primary">
					Voir la cagnotte
				</Link>
				<Link to="/" className="btn-secondary">
					Retour à l'accueil
				</Link>
			</div>
		</div>
	)
}
