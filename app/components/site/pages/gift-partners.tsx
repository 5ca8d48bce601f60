import { partnerLogoSvg } from '#db/catalogue/image-svg.ts'
import { giftPartners, giftSteps, PARTNER_CLUB_DONATION_EUROS } from '#app/lib/site/gift-partners.ts'
import { companyAddress } from '#app/lib/site/site-links.ts'
import { ExternalLink } from '#app/components/external-link.tsx'

const logoSource = (name: string) => `data:image/svg+xml,${encodeURIComponent(partnerLogoSvg(name))}`

export function GiftPartnersContent() {
	const clubMail = `mailto:${companyAddress.email}?subject=${encodeURIComponent('Adhésion au club des partenaires')}`
	return (
		<>
			<h2>Offrir un cadeau en 3 étapes</h2>
			<ol>
				{giftSteps.map((step) => (
					<li key={step.title}>
						<strong>{step.title}.</strong> {step.text}
					</li>
				))}
			</ol>

			<h2>Nos partenaires cadeaux</h2>
			<ul className="list-none! pl-0! grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
				{giftPartners.map((partner) => (
					<li key={partner.slug} className="mb-0! rounded-2xl border border-pink-100 bg-white p-4">
						<ExternalLink href={partner.url} className="block no-underline!">
							<img
								src={logoSource(partner.name)}
								alt={`Logo de ${partner.name}`}
								width={240}
								height={80}
								loading="lazy"
							/>
						</ExternalLink>
						<p className="mb-0! mt-2 text-sm">{partner.offer}</p>
					</li>
				))}
			</ul>

			<h2>Le club des partenaires</h2>
			<p>
				Vous êtes commerçant, artisan ou créateur ? Rejoignez le club des partenaires cadeaux de Donnons : vos
				produits sont proposés aux organisateurs et aux participants de nos cagnottes, et votre adhésion
				déclenche un don de {PARTNER_CLUB_DONATION_EUROS} € à la cagnotte solidaire de votre choix.
			</p>
			<p>
				Pour adhérer, écrivez-nous à <a href={clubMail}>{companyAddress.email}</a> en présentant votre
				boutique.
			</p>
		</>
	)
}
