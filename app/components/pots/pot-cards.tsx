import { Link } from '@remix-run/react'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { formatEuros } from '#app/lib/money.ts'
import { GoalProgress } from './goal-progress.tsx'
import { CARD_IMAGE_SIZES, responsiveImage } from '#app/lib/image-variants.ts'

type PotCardData = {
	id: number
	name: string
	charityName: string
	imageUrl: string
	totalCents: number
	donatorsCount: number
	/** The pot's goal (issue 27): the card shows its progress bar. */
	goalCents?: number | null
}

/**
 * Open pots as cards, each a link to its page (/participate/{id}) with its charity, the amount collected and
 * the number of contributors. The whole card is clickable; the link is the pot's name.
 */
export function PotCards({
	pots,
	headingLevel = 3,
	showCharity = true,
}: {
	pots: PotCardData[]
	headingLevel?: 2 | 3
	showCharity?: boolean
}) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
			{pots.map((pot) => (
				<li
					key={pot.id}
					className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-pink-100 focus-within:ring-4 focus-within:ring-brand-dark hover:shadow-md"
				>
					<img
						src={pot.imageUrl}
						{...responsiveImage(pot.imageUrl, CARD_IMAGE_SIZES, { widths: [400, 800] })}
						alt=""
						width={560}
						height={200}
						loading="lazy"
						className="aspect-[2.8] w-full object-cover"
					/>
					<div className="flex flex-1 flex-col p-5">
						<Heading className="mb-1 text-lg font-bold">
							<Link
								to={createPaths.pot(pot.id)}
								className="after:absolute after:inset-0 after:content-[''] hover:text-brand-dark focus-visible:outline-none"
							>
								{pot.name}
							</Link>
						</Heading>
						{showCharity ? <p className="mb-3 text-sm text-muted">Au profit de {pot.charityName}</p> : null}
						<p className="mt-auto">
							<span className="text-xl font-bold text-brand-dark">{formatEuros(pot.totalCents)}</span>{' '}
							<span className="text-sm text-muted">
								collectés · {pot.donatorsCount} participant{pot.donatorsCount > 1 ? 's' : ''}
							</span>
						</p>
						<GoalProgress collectedCents={pot.totalCents} goalCents={pot.goalCents ?? null} compact />
					</div>
				</li>
			))}
		</ul>
	)
}
