import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { type AccountKind } from '#app/lib/account/account-kind.ts'

const jackpotTypes = new Map<string, AccountKind>([
	['company', 'company'],
	['individual', 'particular'],
])

/** docs/requirements.md#spec-2-2: create/jackpot/{company|individual}, a placeholder page; any other type goes home. */
export function loader({ params }: LoaderFunctionArgs) {
	const type = jackpotTypes.get(params.type ?? '')
	if (!type) throw redirect('/')
	return { type }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{
		title:
			data?.type === 'company'
				? 'La cagnotte solidaire d’entreprise — Donnons'
				: 'La cagnotte solidaire entre proches — Donnons',
	},
]

const copy: Record<AccountKind, { title: string; paragraphs: string[]; cta: string }> = {
	particular: {
		title: 'La cagnotte solidaire entre proches',
		paragraphs: [
			'Une cagnotte solidaire, c’est une cagnotte en ligne comme les autres… sauf que l’argent collecté ne finance pas un cadeau : il est versé à l’association que vous avez choisie.',
			'Anniversaire, mariage, naissance ou défi sportif : vos proches participent du montant de leur choix, sans aucun frais, et reçoivent automatiquement leur reçu fiscal. Leur don leur ouvre droit à une réduction d’impôt de 66 à 75 %.',
			'Les dons sont conservés sur un compte séquestre au nom de l’association, puis lui sont reversés à la clôture de la cagnotte.',
		],
		cta: 'Choisir mon événement',
	},
	company: {
		title: 'La cagnotte solidaire d’entreprise',
		paragraphs: [
			'Séminaire, challenge sportif, fin d’année ou départ d’un collaborateur : la cagnotte solidaire rassemble vos équipes, vos clients et vos partenaires autour d’une cause.',
			'Votre cagnotte porte les couleurs et le logo de votre entreprise ; vous choisissez si elle est partagée largement ou réservée aux personnes invitées.',
			'Les dons de l’entreprise sont déductibles à hauteur de 60 % de l’impôt sur les sociétés, et chaque donateur reçoit automatiquement son reçu fiscal.',
		],
		cta: 'Choisir l’événement de mon entreprise',
	},
}

/** Placeholder create-pot page with filler text (docs/requirements.md#spec-2-2). */
export default function JackpotPlaceholder() {
	const { type } = useLoaderData<typeof loader>()
	const text = copy[type]
	return (
		<div className="bg-paper">
			<article className="container-page max-w-3xl py-12">
				<h1 className="mb-6 text-3xl font-bold sm:text-4xl">{text.title}</h1>
				<div className="space-y-4 text-lg leading-relaxed">
					{text.paragraphs.map((paragraph) => (
						<p key={paragraph}>{paragraph}</p>
					))}
				</div>
				<p className="mt-8">
					<Link to={createPaths.selectEvent(type)} className="btn-primary">
						{text.cta}
					</Link>
				</p>
			</article>
		</div>
	)
}
