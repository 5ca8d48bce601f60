import { parseWithZod } from '@conform-to/zod'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { TaxDeductionRules } from '#app/components/receipts/tax-deduction-rules.tsx'
import { TaxSimulator } from '#app/components/receipts/tax-simulator.tsx'
import { parisDay } from '#app/lib/dates.ts'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'
import { isSimulatorQuery, simulate, simulatorSchema } from '#app/lib/receipts/tax-simulator.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Déduction fiscale des dons : taux, plafonds et simulateur',
		description:
			'Réduction d’impôt de 66 % ou 75 % pour les particuliers, 60 % pour les entreprises : les règles, les plafonds, le report et un simulateur pour connaître le coût réel de votre don.',
		keywords: [
			'déduction fiscale don',
			'réduction d’impôt don association',
			'reçu fiscal',
			'mécénat entreprise 60 %',
			'simulateur don',
		],
		path: links.taxDeduction,
	})

/**
 * The rules and the simulator. The simulator is a GET form on this URL: with its fields in the query string
 * the loader checks them and computes the result (400 with the field messages when they are wrong).
 */
export function loader({ request }: LoaderFunctionArgs) {
	const today = parisDay(new Date())
	const params = new URL(request.url).searchParams
	if (!isSimulatorQuery(params)) return { today, lastResult: null, result: null }
	const submission = parseWithZod(params, { schema: simulatorSchema(today) })
	if (submission.status !== 'success') {
		return data({ today, lastResult: submission.reply(), result: null }, { status: 400 })
	}
	return { today, lastResult: submission.reply(), result: simulate(submission.value) }
}

export default function TaxDeductionPage() {
	const { today, lastResult, result } = useLoaderData<typeof loader>()
	return (
		<ContentPage
			title="Déduction fiscale des dons"
			lead="Un don à une association partenaire de Donnons réduit votre impôt : de 66 % ou 75 % pour un particulier, de 60 % pour une entreprise. Voici les règles, et un simulateur pour connaître le coût réel de votre don."
		>
			<h2 id="simulateur">Simulez votre réduction d’impôt</h2>
			<TaxSimulator today={today} lastResult={lastResult} result={result} />
			<TaxDeductionRules />
		</ContentPage>
	)
}
