import { Link } from '@remix-run/react'
import { catalogueUrl } from '#app/lib/assets.ts'
import { companyAddress, externalLinks, links } from '#app/lib/site/site-links.ts'
import { ExternalLink } from '#app/components/external-link.tsx'

const axes = [
	{
		title: 'Gouvernance',
		text: 'statuts, instances, renouvellement des dirigeants, prévention des conflits d’intérêts.',
	},
	{
		title: 'Transparence financière',
		text: 'comptes publiés, emploi des ressources, part des frais de collecte.',
	},
	{
		title: 'Utilité et impact',
		text: 'objectifs, indicateurs de suivi, résultats obtenus auprès des bénéficiaires.',
	},
	{
		title: 'Relation aux donateurs',
		text: 'information, respect des données, reçus fiscaux, traitement des demandes.',
	},
	{
		title: 'Équipes et bénévoles',
		text: 'accueil, formation, conditions de travail et reconnaissance de l’engagement.',
	},
	{
		title: 'Responsabilité environnementale',
		text: 'mesure et réduction de l’empreinte de l’association et de ses actions.',
	},
]

const stars = [
	{
		count: 1,
		text: 'les fondamentaux sont en place : l’association respecte les critères essentiels de chaque axe.',
	},
	{
		count: 2,
		text: 'une démarche structurée : la majorité des critères est atteinte et l’association mesure ses progrès.',
	},
	{
		count: 3,
		text: 'une pratique exemplaire : presque tous les critères sont atteints et l’association partage ses méthodes.',
	},
]

export function DoGoodLabelContent() {
	const applyMail = `mailto:${companyAddress.email}?subject=${encodeURIComponent('Candidature au label Do Good')}`
	return (
		<>
			<p className="flex items-center gap-4">
				<img src={catalogueUrl('certifications/DO_GOOD.svg')} alt="" width={80} height={80} />
				<span>
					Do Good est le label de Donnons. Il reconnaît les associations qui vont plus loin que notre{' '}
					<Link to={links.qualityCharter}>charte qualité</Link> et aide les donateurs à repérer celles dont la
					gestion et l’impact ont été examinés en profondeur.
				</span>
			</p>

			<h2>Environ 30 critères répartis en 6 axes</h2>
			<ul>
				{axes.map((axis) => (
					<li key={axis.title}>
						<strong>{axis.title}</strong> : {axis.text}
					</li>
				))}
			</ul>

			<h2>De 1 à 3 étoiles</h2>
			<ul>
				{stars.map((level) => (
					<li key={level.count}>
						<strong>
							{level.count} étoile{level.count > 1 ? 's' : ''}
						</strong>{' '}
						: {level.text}
					</li>
				))}
			</ul>
			<p>
				Le label est attribué pour 3 ans. Les étoiles figurent sur la page de l’association et sur chacune des
				cagnottes ouvertes à son profit.
			</p>

			<h2>Comment se déroule l’audit</h2>
			<ol>
				<li>
					<strong>Candidature</strong> : l’association, déjà partenaire de Donnons, nous écrit et reçoit le
					questionnaire d’auto-évaluation.
				</li>
				<li>
					<strong>Analyse des documents</strong> : statuts, comptes des trois derniers exercices, rapport
					d’activité, procédures internes.
				</li>
				<li>
					<strong>Entretiens</strong> : avec les dirigeants, des salariés ou bénévoles et, si possible, une
					visite d’une action sur le terrain.
				</li>
				<li>
					<strong>Décision</strong> : un comité indépendant attribue de 1 à 3 étoiles et remet un rapport avec
					des pistes de progrès.
				</li>
			</ol>
			<p>
				L’audit dure environ 2 mois. Il est inclus dans les formules Mensuelle et Annuelle (
				<Link to={links.pricing}>voir nos tarifs</Link>).
			</p>

			<h2>Postuler</h2>
			<p>
				Pour présenter la candidature de votre association ou poser une question sur le label, écrivez-nous à{' '}
				<a href={applyMail}>{companyAddress.email}</a>. Votre association n’est pas encore partenaire ?{' '}
				<ExternalLink href={externalLinks.becomePartner}>Devenez association partenaire</ExternalLink>, puis
				consultez le <ExternalLink href={externalLinks.qualityLabel}>site du label</ExternalLink>.
			</p>
		</>
	)
}
