import { Link } from '@remix-run/react'
import { createPaths } from '#app/lib/pots/create-paths.ts'

type PotCauseData = {
	charityName: string
	charitySlug: string
	charityLogo: string | null
	charityDescription: string
	certification: { label: string; imageUrl: string }
}

/** The cause box (docs/requirements.md#spec-3-2): charity logo, description, certification and the charity's active goals. */
export function PotCause({
	pot,
	sdgs,
}: {
	pot: PotCauseData
	sdgs: { number: number; title: string; iconUrl: string }[]
}) {
	return (
		<section aria-labelledby="pot-cause-title" className="mt-6 rounded-2xl border border-pink-100 p-6">
			<h2 id="pot-cause-title" className="mb-3 text-lg font-semibold">
				La cause soutenue : {pot.charityName}
			</h2>
			<div className="mb-3 flex items-center gap-4">
				{pot.charityLogo ? (
					<img
						src={pot.charityLogo}
						alt={`Logo de ${pot.charityName}`}
						width={80}
						height={80}
						className="h-20 w-20 object-contain"
					/>
				) : null}
				<img
					src={pot.certification.imageUrl}
					alt={pot.certification.label}
					height={48}
					className="h-12 w-auto"
				/>
			</div>
			<p className="mb-2">{pot.charityDescription}</p>
			<p className="mb-3 text-sm text-muted">Certification : {pot.certification.label}</p>
			{sdgs.length ? (
				<ul
					aria-label={`Objectifs de développement durable soutenus par ${pot.charityName}`}
					className="mb-3 flex flex-wrap gap-1"
				>
					{sdgs.map((sdg) => (
						<li key={sdg.number}>
							<img
								src={sdg.iconUrl}
								alt={`Objectif ${sdg.number} : ${sdg.title}`}
								width={40}
								height={40}
								loading="lazy"
								className="h-10 w-10 rounded"
							/>
						</li>
					))}
				</ul>
			) : null}
			<Link to={createPaths.charity(pot.charitySlug)} className="btn-secondary">
				Découvrir l'association
			</Link>
		</section>
	)
}
