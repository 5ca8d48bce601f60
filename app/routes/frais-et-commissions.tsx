import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { FeesContent } from '#app/components/site/pages/fees.tsx'
import { parisDay } from '#app/lib/dates.ts'
import { feesExample } from '#app/lib/site/fees-example.ts'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'
import { feeSetting } from '#app/payouts/payout.server.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Frais et commissions',
		description:
			'Ce que devient votre don sur Donnons : les frais, un exemple sur 50 €, le pourboire facultatif, les remboursements, la lutte contre la fraude et les réclamations.',
		keywords: ['frais', 'commissions', 'pourboire', 'remboursement', 'réclamation', 'Mangopay'],
		path: links.fees,
	})

/** The example is computed from the fee the payouts charge (`PLATFORM_FEE`): the page cannot drift from it. */
export function loader() {
	return { example: feesExample(feeSetting(), parisDay(new Date())) }
}

export default function FeesPage() {
	const { example } = useLoaderData<typeof loader>()
	return (
		<ContentPage
			title="Frais et commissions"
			lead="Ce que devient votre don, qui paie quels frais, et ce qui se passe si quelque chose ne va pas."
		>
			<FeesContent example={example} />
		</ContentPage>
	)
}
