import { type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { formatEuros } from '#app/lib/money.ts'

// Placeholder until the pot page and donations issue: the sign-in redirects already land here.
export function loader({ params, request }: LoaderFunctionArgs) {
	const amount = Number(new URL(request.url).searchParams.get('amount') ?? 0)
	return { potId: params.id ?? '', amount: Number.isSafeInteger(amount) && amount > 0 ? amount : 0 }
}

export default function ParticipationPlaceholder() {
	const { potId, amount } = useLoaderData<typeof loader>()
	return (
		<div className="container-page py-10">
			<h1 className="mb-4 text-3xl font-bold">Votre participation</h1>
			<p className="text-muted">
				Cagnotte n° {potId}{amount ? ` — ${formatEuros(amount)}` : ''} : le paiement en ligne arrive très bientôt.
			</p>
		</div>
	)
}
