import { Link } from '@remix-run/react'
import { catalogueUrl } from '#app/lib/assets.ts'
import { externalLinks, links } from '#app/lib/site/site-links.ts'
import { ExternalLink } from '#app/components/external-link.tsx'

const criteria = [
	{
		title: 'Une mission d’intérêt général',
		text: 'L’association agit dans un domaine reconnu par le Code général des impôts (social, humanitaire, éducatif, culturel, environnemental, sanitaire…) et peut émettre des reçus fiscaux. Son éligibilité est vérifiée avant toute mise en ligne.',
	},
	{
		title: 'Une gestion désintéressée',
		text: 'Ses dirigeants sont bénévoles ou rémunérés dans les limites légales, elle ne sert pas les intérêts d’un cercle restreint et ses excédents servent son objet.',
	},
	{
		title: 'La transparence financière',
		text: 'Elle publie ses comptes annuels et son rapport d’activité, et nous transmet le détail de l’emploi des dons : frais de mission, de fonctionnement et de collecte.',
	},
	{
		title: 'Une gouvernance démocratique',
		text: 'Ses instances (assemblée générale, conseil d’administration) se réunissent régulièrement et ses décisions sont prises selon ses statuts.',
	},
	{
		title: 'Un impact mesuré',
		text: 'Elle décrit concrètement ses actions et leurs bénéficiaires, fixe des objectifs et rend compte des résultats obtenus, y compris au regard des objectifs de développement durable.',
	},
	{
		title: 'Le respect des personnes',
		text: 'Elle agit sans discrimination, dans le respect de la dignité des bénéficiaires, de la neutralité et de la législation, et s’engage à ne pas revendre les données des donateurs.',
	},
]

const labels = [
	{
		name: 'Label IDEAS',
		badge: 'IDEAS',
		text: 'Délivré pour 3 ans par un comité indépendant, il atteste la bonne gouvernance, la gestion financière et le suivi de l’efficacité de l’action. Il s’appuie sur un guide de 14 objectifs et 90 bonnes pratiques, examinés avec des bénévoles experts pendant plusieurs mois.',
	},
	{
		name: 'Don en Confiance',
		badge: 'DON_EN_CONFIANCE',
		text: 'Organisme de contrôle de la générosité du public, il accorde son label aux associations qui respectent sa charte de déontologie : respect du donateur, transparence, recherche d’efficacité et probité. Les organisations labellisées sont contrôlées en continu.',
	},
	{
		name: 'Epic',
		badge: 'EPIC_FONDATION',
		text: 'Epic sélectionne des organisations à fort impact dédiées à l’enfance et à la jeunesse au terme d’un processus d’analyse de 45 points : gouvernance, finances, impact, capacité à grandir.',
	},
	{
		name: 'Do Good',
		badge: 'DO_GOOD',
		text: 'Notre propre label évalue environ 30 critères répartis en 6 axes et attribue de 1 à 3 étoiles, au terme d’un audit d’environ 2 mois.',
	},
] as const

export function QualityCharterContent() {
	return (
		<>
			<p>
				Donner sur Donnons, c’est avoir l’assurance que l’argent va à une association sérieuse. Avant d’être
				mise en ligne, chaque association partenaire est examinée par notre équipe selon les critères
				ci-dessous, puis son identité et celle de ses dirigeants sont vérifiées par Mangopay, notre
				prestataire de paiement.
			</p>

			<h2>Les 6 critères de sélection</h2>
			<ol>
				{criteria.map((criterion) => (
					<li key={criterion.title}>
						<strong>{criterion.title}.</strong> {criterion.text}
					</li>
				))}
			</ol>

			<h2>Les associations reconnues d’utilité publique</h2>
			<p>
				La reconnaissance d’utilité publique, accordée par décret en Conseil d’État, est un gage de sérieux
				que nous valorisons sur la page de l’association. Pour l’obtenir, une association doit notamment
				réunir les conditions suivantes :
			</p>
			<ul>
				<li>au moins 3 ans d’activité depuis sa déclaration ;</li>
				<li>plus de 200 adhérents ;</li>
				<li>
					un budget annuel d’au moins 46 000 €, dont les subventions publiques représentent moins de la moitié
					;
				</li>
				<li>un fonctionnement démocratique et une gestion désintéressée, inscrits dans ses statuts.</li>
			</ul>

			<h2>Les labels que nous reconnaissons</h2>
			<p>
				Un label délivré par un organisme indépendant complète notre propre examen. Les labels obtenus par une
				association sont affichés sur sa page.
			</p>
			<ul className="list-none! pl-0!">
				{labels.map((label) => (
					<li key={label.name} className="mb-6 flex items-start gap-4">
						<img
							src={catalogueUrl(`certifications/${label.badge}.svg`)}
							alt=""
							width={64}
							height={64}
							loading="lazy"
							className="shrink-0"
						/>
						<div>
							<h3 className="mt-0!">{label.name}</h3>
							<p className="mb-0!">{label.text}</p>
						</div>
					</li>
				))}
			</ul>
			<p>
				Le fonctionnement du label Do Good et la façon de postuler sont expliqués sur la page{' '}
				<Link to={links.doGoodLabel}>label Do Good</Link>.
			</p>

			<h2>Un suivi dans la durée</h2>
			<p>
				Chaque année, nos associations partenaires nous transmettent leurs comptes et leur rapport d’activité.
				Une association qui ne respecte plus la charte est retirée de la plateforme : les cagnottes en cours
				sont clôturées et les fonds déjà collectés lui sont versés, leurs donateurs ayant reçu leurs reçus.
			</p>
			<p>
				Vous représentez une association ?{' '}
				<ExternalLink href={externalLinks.becomePartner}>Devenez association partenaire</ExternalLink>, ou
				consultez la <Link to={links.partnerCharities}>liste des associations partenaires</Link>.
			</p>
		</>
	)
}
