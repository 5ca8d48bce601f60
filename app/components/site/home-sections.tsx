import { Link } from '@remix-run/react'
import { type ReactNode } from 'react'
import { CreatePotTrigger } from '#app/components/pots/create-pot-trigger.tsx'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { claims, type ClaimIcon, creatorCardContent, steps } from '#app/lib/site/home-content.ts'
import { externalLinks, links } from '#app/lib/site/site-links.ts'
import { type AccountKind } from '#app/lib/account/account-kind.ts'

/** A home page section with its visible heading (the heading names the region). */
export function Section({
	id,
	title,
	intro,
	className = '',
	children,
}: {
	id: string
	title: string
	intro?: ReactNode
	className?: string
	children: ReactNode
}) {
	return (
		<section aria-labelledby={`${id}-titre`} id={id} className={className}>
			<div className="container-page py-14">
				<h2 id={`${id}-titre`} className="mb-3 text-center text-2xl font-bold sm:text-3xl">
					{title}
				</h2>
				{intro ? (
					<p className="mx-auto mb-10 max-w-2xl text-center text-muted">{intro}</p>
				) : (
					<div className="mb-10" />
				)}
				{children}
			</div>
		</section>
	)
}

const iconPaths: Record<ClaimIcon, ReactNode> = {
	gift: (
		<>
			<rect x="3" y="8" width="18" height="13" rx="2" />
			<path d="M12 8v13M3 12h18M12 8c-2-4-6-4-6-1.5S9 8 12 8zm0 0c2-4 6-4 6-1.5S15 8 12 8z" />
		</>
	),
	heart: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
	shield: (
		<>
			<path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" />
			<path d="M9 12l2 2 4-4" />
		</>
	),
	percent: (
		<>
			<path d="M19 5L5 19" />
			<circle cx="7" cy="7" r="2.5" />
			<circle cx="17" cy="17" r="2.5" />
		</>
	),
	receipt: (
		<>
			<path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3z" />
			<path d="M9 8h6M9 12h6" />
		</>
	),
	clock: (
		<>
			<circle cx="12" cy="12" r="9" />
			<path d="M12 7v5l3 2" />
		</>
	),
}

function Icon({ name }: { name: ClaimIcon }) {
	return (
		<svg
			aria-hidden="true"
			viewBox="0 0 24 24"
			width="28"
			height="28"
			fill="none"
			stroke="currentColor"
			strokeWidth="1.8"
			strokeLinecap="round"
			strokeLinejoin="round"
		>
			{iconPaths[name]}
		</svg>
	)
}

/** The hero: promise and the three claims that matter most. */
export function Hero({ charityCount }: { charityCount: number }) {
	return (
		<section className="relative overflow-hidden bg-paper">
			<div aria-hidden="true" className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand/10" />
			<div aria-hidden="true" className="absolute -bottom-32 -left-20 h-80 w-80 rounded-full bg-brand/10" />
			<div className="container-page relative py-14 text-center sm:py-20">
				<p className="mb-3 text-sm font-semibold uppercase tracking-wider text-brand-dark">
					La cagnotte solidaire
				</p>
				<h1 className="mx-auto mb-5 max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
					Faites de vos événements un <span className="text-brand-dark">geste solidaire</span>
				</h1>
				<p className="mx-auto mb-8 max-w-2xl text-lg text-muted">
					Anniversaire, mariage, pot de départ ou événement d’entreprise : collectez des dons pour l’une de
					nos {charityCount} associations partenaires. Votre cagnotte est prête en 4 minutes environ.
				</p>
				<ul className="flex flex-wrap justify-center gap-3 text-sm font-semibold">
					{['Création gratuite', 'Aucun frais pour les donateurs', 'Reçu fiscal automatique'].map((claim) => (
						<li
							key={claim}
							className="rounded-full bg-white px-4 py-2 text-brand-dark shadow-sm ring-1 ring-pink-200"
						>
							✓ {claim}
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}

/** The choice between creating a pot as an individual or as a company. */
export function CreatorCards({ cards }: { cards: AccountKind[] }) {
	return (
		<Section id="creer" title="Créer une cagnotte" intro="Gratuit, sans engagement, en quelques minutes.">
			<div className={`mx-auto grid gap-6 ${cards.length > 1 ? 'max-w-4xl md:grid-cols-2' : 'max-w-xl'}`}>
				{cards.map((type) => {
					const card = creatorCardContent[type]
					return (
						<article
							key={type}
							aria-labelledby={`carte-${type}`}
							className="flex flex-col rounded-2xl border border-pink-100 bg-white p-7 shadow-md"
						>
							<p className="mb-1 text-sm font-semibold uppercase tracking-wide text-brand-dark">
								{card.audience}
							</p>
							<h3 id={`carte-${type}`} className="mb-3 text-2xl font-bold">
								{card.title}
							</h3>
							<p className="mb-3 text-muted">{card.text}</p>
							<p className="mb-6 flex-1 font-medium">{card.rate}</p>
							<div className="flex flex-wrap items-center gap-4">
								<CreatePotTrigger type={type} className="btn-primary">
									{type === 'company' ? 'Créer une cagnotte entreprise' : 'Créer une cagnotte particulier'}
								</CreatePotTrigger>
								<Link
									to={createPaths.selectEvent(type)}
									className="text-sm font-semibold text-brand-dark underline"
								>
									{type === 'company' ? 'Voir les événements d’entreprise' : 'Voir les événements personnels'}
								</Link>
							</div>
						</article>
					)
				})}
			</div>
		</Section>
	)
}

/** « Donnons en chiffres » (`getKeyFigures`: set by the operator, or counted); nothing is shown while there are none. */
export function KeyFigures({ figures }: { figures: Array<{ value: string; label: string }> }) {
	if (figures.length === 0) return null
	return (
		<section aria-labelledby="chiffres-titre" className="bg-brand-dark text-white">
			<div className="container-page py-12">
				<h2 id="chiffres-titre" className="sr-only">
					Donnons en chiffres
				</h2>
				<ul className="flex flex-wrap justify-center gap-x-10 gap-y-8 text-center">
					{figures.map((figure) => (
						<li key={figure.label} className="min-w-32 max-w-48">
							<span className="block text-2xl font-bold whitespace-nowrap">{figure.value}</span>
							<span className="mt-1 block text-sm">{figure.label}</span>
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}

export function HowItWorks() {
	return (
		<Section
			id="etapes"
			title="Comment ça marche ?"
			intro="Quatre étapes, et votre générosité devient un projet collectif."
		>
			<ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
				{steps.map((step, i) => (
					<li key={step.title} className="relative text-center">
						<span
							aria-hidden="true"
							className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-paper text-2xl font-bold text-brand-dark ring-2 ring-brand"
						>
							{i + 1}
						</span>
						<h3 className="mb-2 text-lg font-bold">
							<span className="sr-only">Étape {i + 1} : </span>
							{step.title}
						</h3>
						<p className="text-muted">{step.text}</p>
					</li>
				))}
			</ol>
			<p className="mt-10 text-center">
				<Link to={links.howItWorks} className="btn-secondary">
					En savoir plus sur le fonctionnement
				</Link>
			</p>
		</Section>
	)
}

export function Claims() {
	return (
		<Section
			id="engagements"
			title="Nos engagements"
			intro="Donner doit rester simple, sûr et utile : c’est la promesse que nous tenons aux donateurs comme aux associations."
			className="bg-paper"
		>
			<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
				{claims.map((claim) => (
					<li
						key={claim.title}
						className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-pink-100"
					>
						<span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-paper text-brand-dark">
							<Icon name={claim.icon} />
						</span>
						<div>
							<h3 className="mb-1 font-bold">{claim.title}</h3>
							<p className="text-sm text-muted">{claim.text}</p>
						</div>
					</li>
				))}
			</ul>
			<p className="mt-8 text-center">
				<Link to={links.taxDeduction} className="font-semibold text-brand-dark underline">
					Tout savoir sur la déduction fiscale des dons
				</Link>
			</p>
		</Section>
	)
}

/** The wellness and CSR offer for companies, with its external site. */
export function CompanyOffer() {
	return (
		<section aria-labelledby="entreprises-titre" className="bg-ink text-white">
			<div className="container-page grid items-center gap-10 py-14 md:grid-cols-[3fr_2fr]">
				<div>
					<p className="mb-2 text-sm font-semibold uppercase tracking-wider text-pink-200">Entreprises</p>
					<h2 id="entreprises-titre" className="mb-4 text-2xl font-bold sm:text-3xl">
						Mécénat, RSE et qualité de vie au travail
					</h2>
					<p className="mb-4 text-gray-200">
						Challenges sportifs solidaires sur plus de 30 thèmes, journées d’engagement, arrondi sur salaire :
						nos programmes transforment l’énergie de vos équipes en dons pour les associations, et nourrissent
						votre politique RSE comme le bien-être de vos collaborateurs.
					</p>
					<p className="text-gray-200">
						Les dons de l’entreprise sont déductibles à hauteur de 60 % de l’impôt sur les sociétés.
					</p>
				</div>
				<ul className="flex flex-col gap-3">
					<li>
						<a
							href={externalLinks.csrOffer}
							rel="noopener noreferrer"
							className="flex items-center justify-between rounded-xl bg-white px-5 py-4 font-semibold text-brand-dark hover:bg-paper"
						>
							Découvrir notre offre entreprises
							<span aria-hidden="true">↗</span>
						</a>
					</li>
					<li>
						<Link
							to={links.csr}
							className="flex items-center justify-between rounded-xl border border-white/40 px-5 py-4 font-semibold hover:bg-white/10"
						>
							Le mécénat RSE avec Donnons
							<span aria-hidden="true">→</span>
						</Link>
					</li>
					<li>
						<Link
							to={links.wellbeing}
							className="flex items-center justify-between rounded-xl border border-white/40 px-5 py-4 font-semibold hover:bg-white/10"
						>
							Le mécénat QVT : bien-être et solidarité
							<span aria-hidden="true">→</span>
						</Link>
					</li>
				</ul>
			</div>
		</section>
	)
}

export function PressLogos({ press }: { press: Array<{ title: string; logoUrl: string }> }) {
	return (
		<section aria-labelledby="presse-titre" className="border-t border-pink-100">
			<div className="container-page py-12">
				<h2 id="presse-titre" className="mb-8 text-center text-xl font-bold">
					Ils parlent de nous
				</h2>
				<ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
					{press.map((item) => (
						<li key={item.title}>
							<img
								src={item.logoUrl}
								alt={item.title}
								width={240}
								height={80}
								loading="lazy"
								className="h-14 w-auto"
							/>
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}
