import { Form, Link } from '@remix-run/react'
import { companyAddress, externalLinks, links } from '#app/lib/site/site-links.ts'

type FooterProps = {
	partners: Array<{ name: string; logoUrl: string }>
	redirectTo: string
}

const siteLinks = [
	{ to: links.howItWorks, label: 'Comment ça marche ?' },
	{ to: links.partnerCharities, label: 'Associations partenaires' },
	{ to: links.qualityCharter, label: 'Charte qualité' },
	{ to: links.taxDeduction, label: 'Déduction fiscale des dons' },
	{ to: links.csr, label: 'Mécénat RSE' },
	{ to: links.wellbeing, label: 'Mécénat QVT' },
	{ to: links.pricing, label: 'Tarifs' },
	{ to: links.fees, label: 'Frais et commissions' },
	{ to: links.about, label: 'Qui sommes-nous' },
	{ to: links.references, label: 'Références et partenaires' },
	{ to: links.giftPartners, label: 'Partenaires cadeaux' },
	{ to: links.doGoodLabel, label: 'Label Do Good' },
	{ to: links.press, label: 'Presse' },
]

/** The legal pages; the accessibility link states the compliance level, as the RGAA asks. */
const legalLinks = [
	{ to: links.legalNotice, label: 'Mentions légales' },
	{ to: links.terms, label: "Conditions générales d'utilisation" },
	{ to: links.privacy, label: 'Politique de confidentialité' },
	{ to: links.cookies, label: 'Politique cookies' },
	{ to: links.accessibility, label: 'Accessibilité : non conforme' },
]

const eventLinks = [
	{ to: links.selectParticular, label: 'Cagnotte pour un particulier' },
	{ to: links.selectCompany, label: 'Cagnotte pour une entreprise' },
]

const socialLinks = [
	{ href: externalLinks.facebook, label: 'Facebook' },
	{ href: externalLinks.instagram, label: 'Instagram' },
	{ href: externalLinks.linkedin, label: 'LinkedIn' },
	{ href: externalLinks.x, label: 'X (Twitter)' },
]

/** A footer link is at least 24 px high (WCAG 2.2 SC 2.5.8, target size), on a phone too. */
const target = 'inline-flex min-h-6 items-center hover:underline'

function LinkList({ items }: { items: Array<{ to: string; label: string }> }) {
	return (
		<ul className="space-y-1">
			{items.map((link) => (
				<li key={link.to}>
					<Link to={link.to} className={target}>
						{link.label}
					</Link>
				</li>
			))}
		</ul>
	)
}

/** Site footer (docs/requirements.md#spec-1-2): partner logos, newsletter, social links, address, site links, copyright. */
export function SiteFooter({ partners, redirectTo }: FooterProps) {
	return (
		<footer className="mt-16 border-t border-pink-100 bg-paper text-sm">
			<div className="container-page py-8">
				<h2 className="sr-only">Informations sur Donnons</h2>
				<ul aria-label="Nos partenaires" className="flex flex-wrap items-center justify-center gap-8">
					{partners.map((partner) => (
						<li key={partner.name}>
							<img
								src={partner.logoUrl}
								alt={partner.name}
								width={140}
								height={56}
								className="h-12 w-auto"
								loading="lazy"
							/>
						</li>
					))}
				</ul>
			</div>
			<div className="container-page grid gap-8 border-t border-pink-100 py-8 md:grid-cols-4">
				<section aria-labelledby="footer-newsletter">
					<h3 id="footer-newsletter" className="mb-2 font-semibold">
						Newsletter
					</h3>
					<p className="mb-3 text-muted">Les nouvelles de nos associations partenaires, une fois par mois.</p>
					<Form method="post" action="/newsletter" className="flex flex-col gap-2" noValidate>
						<input type="hidden" name="redirectTo" value={redirectTo} />
						<label htmlFor="newsletter-email" className="font-medium">
							Votre adresse email
						</label>
						<input
							id="newsletter-email"
							name="email"
							type="email"
							autoComplete="email"
							required
							className="rounded border border-gray-400 px-3 py-2"
						/>
						<button type="submit" className="btn-primary self-start">
							Je m&apos;abonne
						</button>
					</Form>
				</section>
				<nav aria-labelledby="footer-site">
					<h3 id="footer-site" className="mb-2 font-semibold">
						Donnons
					</h3>
					<LinkList items={siteLinks} />
				</nav>
				<nav aria-labelledby="footer-create">
					<h3 id="footer-create" className="mb-2 font-semibold">
						Créer une cagnotte
					</h3>
					<LinkList items={eventLinks} />
					<h3 className="mb-2 mt-4 font-semibold">Suivez-nous</h3>
					<ul className="flex flex-wrap gap-3">
						{socialLinks.map((link) => (
							<li key={link.href}>
								<a href={link.href} rel="noopener noreferrer" className={target}>
									{link.label}
								</a>
							</li>
						))}
					</ul>
				</nav>
				<section aria-labelledby="footer-contact">
					<h3 id="footer-contact" className="mb-2 font-semibold">
						Nous écrire
					</h3>
					<address className="not-italic text-muted">
						{companyAddress.name}
						<br />
						{companyAddress.street}
						<br />
						{companyAddress.postCode} {companyAddress.city}
						<br />
						<a href={`mailto:${companyAddress.email}`} className={`${target} text-brand-dark`}>
							{companyAddress.email}
						</a>
					</address>
				</section>
			</div>
			<div className="border-t border-pink-100 py-4 text-center text-muted">
				<nav aria-labelledby="footer-legal" className="container-page mb-3">
					<h3 id="footer-legal" className="sr-only">
						Informations légales
					</h3>
					<ul className="flex flex-wrap justify-center gap-x-5 gap-y-1">
						{legalLinks.map((link) => (
							<li key={link.to}>
								<Link to={link.to} className={target}>
									{link.label}
								</Link>
							</li>
						))}
					</ul>
				</nav>
				<p>© {new Date().getFullYear()} Donnons — cagnottes solidaires pour les associations</p>
			</div>
		</footer>
	)
}
