import { type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { JsonLd } from '#app/components/json-ld.tsx'
import { PotCards } from '#app/components/pots/pot-cards.tsx'
import {
	Claims,
	CompanyOffer,
	CreatorCards,
	Hero,
	HowItWorks,
	KeyFigures,
	PressLogos,
	Section,
} from '#app/components/site/home-sections.tsx'
import { TestimonialCarousel } from '#app/components/site/testimonial-carousel.tsx'
import { listOpenPots } from '#app/pots/discover.server.ts'
import { getHomeData } from '#app/site/home.server.ts'
import { brandAssets } from '#app/lib/assets.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { creatorCards } from '#app/lib/site/home-content.ts'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'
import { organizationLd } from '#app/lib/site/structured-data.ts'
import { type loader as rootLoader } from '#app/root.tsx'

/** How many open pots the home page shows. */
const HOME_POTS = 6

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Donnons — la cagnotte solidaire gratuite au profit des associations',
		description:
			'Créez gratuitement une cagnotte solidaire pour un anniversaire, un mariage ou un événement d’entreprise : 100 % des dons vont à l’association choisie, sans frais pour les donateurs, avec reçu fiscal automatique (66 à 75 % de réduction d’impôt).',
		keywords: ['cagnotte solidaire', 'cagnotte en ligne', 'don association', 'réduction d’impôt', 'mécénat'],
		path: links.home,
	})

export function loader() {
	return { ...getHomeData(), pots: listOpenPots({ limit: HOME_POTS }) }
}

/** Home page (docs/requirements.md#spec-2-2-home-page "Home page"). */
export default function Home() {
	const { categories, testimonials, press, charities, charityCount, figures, pots } =
		useLoaderData<typeof loader>()
	const root = useRouteLoaderData<typeof rootLoader>('root')
	return (
		<>
			<JsonLd data={organizationLd(root?.publicUrl ?? '', brandAssets.logo)} />
			<Hero charityCount={charityCount} />
			<CreatorCards cards={creatorCards(root?.user?.role)} />
			<KeyFigures figures={figures} />
			{pots.length > 0 ? (
				<Section
					id="cagnottes"
					title="Cagnottes en cours"
					intro="Ils collectent en ce moment pour une association : rejoignez-les, chaque don compte."
				>
					<PotCards pots={pots} />
				</Section>
			) : null}
			<HowItWorks />
			<Section
				id="causes"
				title="Les causes que vous pouvez soutenir"
				intro="Choisissez une cause pour découvrir les associations partenaires qui agissent sur le terrain."
				className="bg-paper"
			>
				<ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
					{categories.map((category) => (
						<li key={category.id}>
							<Link
								to={category.href}
								className="flex h-full flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center font-semibold shadow-sm ring-1 ring-pink-100 transition-shadow hover:text-brand-dark hover:shadow-md"
							>
								<img
									src={category.iconUrl}
									alt=""
									width={96}
									height={96}
									loading="lazy"
									className="h-16 w-16"
								/>
								{category.name}
							</Link>
						</li>
					))}
				</ul>
			</Section>
			<Claims />
			<Section
				id="temoignages"
				title="Ils ont créé leur cagnotte solidaire"
				intro="Particuliers et entreprises racontent leur cagnotte, et ce qu’elle a changé pour leur association."
			>
				<TestimonialCarousel testimonials={testimonials} />
			</Section>
			<Section id="associations" title="Quelques associations partenaires" className="bg-paper">
				<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
					{charities.map((charity) => (
						<li
							key={charity.id}
							className="relative flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-pink-100 focus-within:ring-4 focus-within:ring-brand-dark hover:shadow-md"
						>
							{charity.logoPath ? (
								<img
									src={charity.logoPath}
									alt=""
									width={64}
									height={64}
									loading="lazy"
									className="h-16 w-16 shrink-0 rounded-full"
								/>
							) : null}
							<div>
								<p className="text-xs font-semibold uppercase tracking-wide text-brand-dark">
									{charity.categoryName}
								</p>
								<h3 className="font-bold">
									<Link
										to={createPaths.charity(charity.slug)}
										className="after:absolute after:inset-0 after:content-[''] hover:text-brand-dark focus-visible:outline-none"
									>
										{charity.name}
									</Link>
								</h3>
								<p className="line-clamp-3 text-sm text-muted">{charity.purpose}</p>
							</div>
						</li>
					))}
				</ul>
				<p className="mt-10 text-center">
					<Link to={links.partnerCharities} className="btn-primary">
						Découvrir les {charityCount} associations partenaires
					</Link>
				</p>
			</Section>
			<CompanyOffer />
			<PressLogos press={press} />
		</>
	)
}
