import { type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { countActiveCharities, featuredCharities, listCategories } from '#app/catalogue.server.ts'
import { links } from '#app/lib/site-links.ts'

export const meta: MetaFunction = () => [
	{ title: 'Donnons — créez une cagnotte solidaire pour une association' },
]

export function loader() {
	return {
		categories: listCategories(),
		charityCount: countActiveCharities(),
		charities: featuredCharities(6),
	}
}

/** Home page (spec 2 §2). The full page — figures, press, testimonials — comes with the pot creation issue. */
export default function Home() {
	const { categories, charityCount, charities } = useLoaderData<typeof loader>()
	return (
		<>
			<section className="bg-paper">
				<div className="container-page py-12 text-center">
					<h1 className="mb-4 text-3xl font-bold sm:text-4xl">La cagnotte solidaire qui donne du sens à vos événements</h1>
					<p className="mx-auto mb-8 max-w-2xl text-lg text-muted">
						Anniversaire, mariage, pot de départ ou événement d’entreprise : collectez des dons pour l’une de nos{' '}
						{charityCount} associations partenaires. Création gratuite, aucun frais pour les donateurs, reçu fiscal
						automatique.
					</p>
				</div>
			</section>
			<section id="creer" aria-labelledby="creer-titre" className="container-page py-10">
				<h2 id="creer-titre" className="mb-6 text-center text-2xl font-bold">
					Créer une cagnotte
				</h2>
				<div className="grid gap-6 md:grid-cols-2">
					<article className="rounded-2xl border border-pink-100 p-6 shadow-sm">
						<h3 className="mb-2 text-xl font-semibold">Je suis un particulier</h3>
						<p className="mb-4 text-muted">Vos dons sont déductibles de vos impôts à hauteur de 66 à 75 %.</p>
						<Link to={links.selectParticular} className="btn-primary">
							Créer une cagnotte particulier
						</Link>
					</article>
					<article className="rounded-2xl border border-pink-100 p-6 shadow-sm">
						<h3 className="mb-2 text-xl font-semibold">Je suis une entreprise</h3>
						<p className="mb-4 text-muted">Les dons de votre entreprise sont déductibles à hauteur de 60 %.</p>
						<Link to={links.selectCompany} className="btn-primary">
							Créer une cagnotte entreprise
						</Link>
					</article>
				</div>
			</section>
			<section aria-labelledby="causes-titre" className="container-page py-10">
				<h2 id="causes-titre" className="mb-6 text-center text-2xl font-bold">
					Les causes que vous pouvez soutenir
				</h2>
				<ul className="flex flex-wrap justify-center gap-3">
					{categories.map((category) => (
						<li key={category.id} className="rounded-full bg-paper px-4 py-2 font-medium">
							{category.name}
						</li>
					))}
				</ul>
			</section>
			<section aria-labelledby="assos-titre" className="container-page py-10">
				<h2 id="assos-titre" className="mb-6 text-center text-2xl font-bold">
					Quelques associations partenaires
				</h2>
				<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
					{charities.map((charity) => (
						<li key={charity.id} className="flex gap-4 rounded-2xl border border-pink-100 p-4">
							{charity.logoPath ? (
								<img src={charity.logoPath} alt="" width={64} height={64} className="h-16 w-16 rounded-full" />
							) : null}
							<div>
								<h3 className="font-semibold">{charity.name}</h3>
								<p className="text-sm text-muted">{charity.purpose}</p>
							</div>
						</li>
					))}
				</ul>
			</section>
		</>
	)
}
