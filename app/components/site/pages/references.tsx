import { partnerLogoSvg } from '#db/catalogue/image-svg.ts'
import { referenceCards, referenceGroups, type ReferenceGroup } from '#app/lib/site/references.ts'
import { ExternalLink } from '#app/components/external-link.tsx'

/** The card's logo, drawn from its name like the footer's partner logos, as a data: image (CSP allows it). */
function logoSource(name: string) {
	return `data:image/svg+xml,${encodeURIComponent(partnerLogoSvg(name))}`
}

function ReferenceGrid({ group }: { group: ReferenceGroup }) {
	const { title, intro } = referenceGroups[group]
	return (
		<section aria-labelledby={`${group}-titre`}>
			<h2 id={`${group}-titre`}>{title}</h2>
			<p>{intro}</p>
			<ul className="list-none! pl-0! grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
				{referenceCards(group).map((card) => (
					<li key={card.slug} className="mb-0! flex flex-col rounded-2xl border border-pink-100 bg-white p-5">
						<img src={logoSource(card.name)} alt="" width={240} height={80} loading="lazy" className="mb-3" />
						<h3
							id={card.slug}
							className="mt-0! text-base!"
							title={card.title === card.name ? undefined : card.name}
						>
							{card.title}
						</h3>
						<p className="flex-1 text-sm">{card.description}</p>
						<p className="mb-0! text-sm">
							<ExternalLink href={card.url}>
								Visiter le site<span className="sr-only"> : {card.name}</span>
							</ExternalLink>
						</p>
					</li>
				))}
			</ul>
		</section>
	)
}

export function ReferencesContent() {
	return (
		<>
			<ReferenceGrid group="partner" />
			<ReferenceGrid group="reference" />
		</>
	)
}
