import { catalogueUrl } from '#app/lib/assets.ts'
import { pressCards, pressDate, presentationVideoUrl } from '#app/lib/site/press.ts'
import { companyAddress } from '#app/lib/site/site-links.ts'
import { pressTitles } from '#db/catalogue/image-svg.ts'
import { VideoPlayer } from '#app/components/catalogue/charity-media.tsx'
import { ExternalLink } from '#app/components/external-link.tsx'

function outletLogo(outlet: string) {
	const index = pressTitles.indexOf(outlet as (typeof pressTitles)[number])
	return index >= 0 ? catalogueUrl(`press/${index + 1}.svg`) : null
}

export function PressContent() {
	const cards = pressCards()
	return (
		<>
			<h2>Ils parlent de nous</h2>
			<ul className="list-none! pl-0! grid gap-4 sm:grid-cols-2">
				{cards.map((card) => {
					const logo = outletLogo(card.outlet)
					return (
						<li
							key={card.url}
							className={`mb-0! flex flex-col rounded-2xl border border-pink-100 bg-white p-5 ${
								card.featured ? 'sm:col-span-2' : ''
							}`}
						>
							{logo ? (
								<img src={logo} alt="" width={150} height={50} loading="lazy" className="mb-2" />
							) : null}
							<p className="mb-1! text-sm text-muted">
								{card.outlet}, <time dateTime={card.date}>{pressDate(card.date)}</time>
							</p>
							<h3 className="mt-0!">{card.headline}</h3>
							<p className="flex-1">{card.excerpt}</p>
							<p className="mb-0! text-sm">
								<ExternalLink href={card.url}>
									Lire l’article<span className="sr-only"> « {card.headline} »</span>
								</ExternalLink>
							</p>
						</li>
					)
				})}
			</ul>

			<h2>Donnons en vidéo</h2>
			<p>Notre fondatrice présente Donnons et la cagnotte solidaire en deux minutes.</p>
			<VideoPlayer url={presentationVideoUrl} title="Présentation de Donnons" />

			<h2>Contact presse</h2>
			<p>
				Journaliste, blogueur ou podcasteur ? Nous répondons à vos questions, vous mettons en relation avec
				des organisateurs de cagnottes et des associations partenaires, et vous transmettons chiffres et
				visuels. Écrivez-nous à{' '}
				<a href={`mailto:${companyAddress.email}?subject=${encodeURIComponent('Demande presse')}`}>
					{companyAddress.email}
				</a>{' '}
				en précisant votre média et votre délai.
			</p>
		</>
	)
}
