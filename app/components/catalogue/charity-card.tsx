import { Link } from '@remix-run/react'
import type { CharityCardData, SdgView } from '#app/catalogue/types.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { CARD_IMAGE_SIZES, responsiveImage } from '#app/lib/image-variants.ts'

/** A row of goal icons (the spec's goal carousel): every goal stays visible, wrapping if needed. */
export function SdgIcons({ sdgs, size = 40, label }: { sdgs: SdgView[]; size?: number; label: string }) {
	if (!sdgs.length) return null
	return (
		<ul aria-label={label} className="flex flex-wrap gap-1">
			{sdgs.map((sdg) => (
				<li key={sdg.number}>
					<img
						src={sdg.iconUrl}
						alt={`Objectif ${sdg.number} : ${sdg.title}`}
						title={`Objectif ${sdg.number} : ${sdg.title}`}
						width={size}
						height={size}
						loading="lazy"
						className="rounded"
						style={{ width: size, height: size }}
					/>
				</li>
			))}
		</ul>
	)
}

/**
 * A partner charity in a result list (spec 2 "Charity card"): banner, logo, certification, goals, the
 * description clamped to 5 lines, 'En savoir plus' and the card's main action. 'En savoir plus' is a
 * link to the charity page; with JavaScript and `onMore` it opens the details in a modal instead.
 */
export function CharityCard({
	charity,
	detailsHref,
	onMore,
	action,
	headingLevel = 3,
}: {
	charity: CharityCardData
	detailsHref: string
	onMore?: (charity: CharityCardData) => void
	action: { href: string; label: string }
	headingLevel?: 2 | 3
}) {
	const hydrated = useHydrated()
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	const titleId = `charity-card-${charity.id}`
	const more = (
		<>
			En savoir plus<span className="sr-only"> sur {charity.name}</span>
		</>
	)
	return (
		<article
			aria-labelledby={titleId}
			className="flex h-full flex-col overflow-hidden rounded-2xl border border-pink-100 bg-white shadow-sm"
			data-testid="charity-card"
		>
			<div className="relative">
				<img
					src={charity.bannerUrl}
					{...responsiveImage(charity.bannerUrl, CARD_IMAGE_SIZES, { widths: [400, 800] })}
					alt=""
					width={640}
					height={229}
					loading="lazy"
					className="aspect-[2.8] w-full object-cover"
				/>
				{charity.logoUrl ? (
					<img
						src={charity.logoUrl}
						alt=""
						width={64}
						height={64}
						loading="lazy"
						className="absolute -bottom-8 left-4 h-16 w-16 rounded-full border-4 border-white bg-white"
					/>
				) : null}
				<img
					src={charity.certification.imageUrl}
					alt={charity.certification.label}
					width={56}
					height={56}
					loading="lazy"
					className="absolute right-3 top-3 h-14 w-14"
				/>
			</div>
			<div className="flex flex-1 flex-col gap-3 p-4 pt-10">
				<div>
					<Heading id={titleId} className="text-lg font-bold">
						{charity.name}
					</Heading>
					<p className="text-sm font-medium text-brand-dark">{charity.category.name}</p>
				</div>
				<SdgIcons sdgs={charity.sdgs} size={32} label={`Objectifs soutenus par ${charity.name}`} />
				<p className="line-clamp-5 text-sm text-muted">{charity.description}</p>
				<div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
					{hydrated && onMore ? (
						<button
							type="button"
							onClick={() => onMore(charity)}
							className="text-sm font-semibold text-brand-dark underline"
						>
							{more}
						</button>
					) : (
						<Link to={detailsHref} className="text-sm font-semibold text-brand-dark underline">
							{more}
						</Link>
					)}
					<Link to={action.href} className="btn-primary">
						{action.label}
						<span className="sr-only"> : {charity.name}</span>
					</Link>
				</div>
			</div>
		</article>
	)
}
