import { Link } from '@remix-run/react'
import { externalLinks, links } from '#app/lib/site/site-links.ts'
import { ExternalLink } from '#app/components/external-link.tsx'

export function CsrArticle() {
	return (
		<>
			<p>
				Le mécénat est le soutien, sans contrepartie équivalente, qu’une entreprise apporte à un organisme
				d’intérêt général : un don en argent, en nature ou en compétences. C’est l’un des leviers les plus
				concrets d’une politique de responsabilité sociétale (RSE) : il relie l’entreprise à son territoire,
				donne du sens au travail de ses équipes et bénéficie d’un cadre fiscal favorable.
			</p>

			<h2>Ce que prévoit la loi</h2>
			<p>
				Un don à une association éligible ouvre droit, pour l’entreprise soumise à l’impôt sur les sociétés ou
				à l’impôt sur le revenu, à une réduction d’impôt :
			</p>
			<ul>
				<li>de 60 % du montant du don, pour la part des dons inférieure ou égale à 2 M€ ;</li>
				<li>de 40 % pour la part qui dépasse 2 M€ ;</li>
				<li>
					dans la limite de 20 000 € ou de 5 ‰ du chiffre d’affaires annuel hors taxes, si ce second montant
					est plus élevé ;
				</li>
				<li>l’excédent est reportable sur les 5 exercices suivants, dans la même limite annuelle.</li>
			</ul>
			<p>
				Exemple : une PME réalisant 3 M€ de chiffre d’affaires donne 10 000 € ; sa réduction d’impôt est de 6
				000 €, et le don lui revient réellement à 4 000 €. Les règles complètes, pour les entreprises comme
				pour les particuliers, sont détaillées sur la page{' '}
				<Link to={links.taxDeduction}>déduction fiscale des dons</Link>.
			</p>

			<h2>Construire une politique de mécénat</h2>
			<h3>Choisir des causes cohérentes</h3>
			<p>
				Les démarches qui durent sont celles qui ont un lien avec le métier de l’entreprise, son territoire ou
				les attentes de ses salariés : une entreprise du bâtiment qui soutient l’insertion par le logement,
				une enseigne alimentaire qui lutte contre le gaspillage, une entreprise du numérique qui forme des
				jeunes.
			</p>
			<h3>Associer les équipes</h3>
			<p>
				Proposer aux salariés de choisir l’association, de participer à la collecte ou de donner de leur temps
				renforce l’adhésion. Le mécénat devient un projet collectif plutôt qu’une ligne du budget.
			</p>
			<h3>Mesurer et rendre compte</h3>
			<p>
				Fixez un budget, des indicateurs simples (montant versé, nombre de salariés mobilisés, bénéficiaires
				aidés) et rendez-en compte dans votre rapport RSE ou votre déclaration de performance
				extra-financière.
			</p>

			<h2>Le mécénat avec Donnons</h2>
			<p>
				Sur Donnons, l’entreprise ouvre gratuitement une cagnotte pour un événement (séminaire, challenge
				sportif, fête de fin d’année, cadeaux clients), choisit une association partenaire vérifiée selon
				notre <Link to={links.qualityCharter}>charte qualité</Link>, et invite salariés, clients et
				partenaires à participer. Elle peut abonder la collecte par son propre don, réglé par virement SEPA
				après vérification de son identité : elle reçoit alors un reçu fiscal à son nom, tandis que chaque
				salarié reçoit le sien pour sa participation.
			</p>
			<p>
				Les fonds sont encaissés par Mangopay sur un compte au nom de l’association et lui sont versés : vous
				n’avez ni argent à faire transiter, ni reçu à émettre. Pour un programme sur mesure (challenges
				sportifs, plan de mécénat annuel), découvrez notre{' '}
				<ExternalLink href={externalLinks.csrOffer}>offre mécénat et RSE</ExternalLink>.
			</p>
			<p>
				<Link to={links.selectCompany} className="btn-primary text-white! no-underline!">
					Créer une cagnotte d’entreprise
				</Link>
			</p>
		</>
	)
}

export function WellbeingArticle() {
	return (
		<>
			<p>
				Donner du sens au travail figure parmi les premières attentes des salariés. Les actions solidaires
				menées ensemble, au-delà de leur effet pour les associations, nourrissent la qualité de vie et des
				conditions de travail (QVCT) : elles créent des liens entre services, valorisent l’engagement de
				chacun et renforcent la fierté d’appartenance.
			</p>

			<h2>Le don, un projet d’équipe</h2>
			<p>
				Une cagnotte solidaire transforme un moment de la vie de l’entreprise en occasion de donner ensemble.
				Les salariés choisissent la cause, suivent la collecte en temps réel et voient le résultat de leur
				mobilisation : un sentiment d’utilité partagé, qui ne dépend ni du poste ni du site.
			</p>

			<h2>Des occasions tout au long de l’année</h2>
			<ul>
				<li>
					<strong>Challenges sportifs</strong> : les pas, kilomètres ou séances de l’équipe se convertissent
					en dons, sur plus de 30 thèmes.
				</li>
				<li>
					<strong>Séminaires et fêtes de fin d’année</strong> : une part du budget et les participations des
					équipes vont à une association choisie ensemble.
				</li>
				<li>
					<strong>Départs, naissances, mariages</strong> : le cadeau collectif devient un don au nom du
					collègue fêté, pour l’association de son choix.
				</li>
				<li>
					<strong>Journées solidaires</strong> : une collecte accompagne une journée de bénévolat ou de
					mécénat de compétences.
				</li>
			</ul>

			<h2>L’entreprise peut abonder</h2>
			<p>
				L’abondement, c’est l’entreprise qui complète les dons de ses salariés, par exemple en doublant chaque
				euro collecté jusqu’à un plafond. Son don relève du mécénat : il ouvre droit à une réduction d’impôt
				de 60 %, dans les limites rappelées dans notre article sur le{' '}
				<Link to={links.csr}>mécénat et la RSE</Link> et sur la page{' '}
				<Link to={links.taxDeduction}>déduction fiscale des dons</Link>. Les salariés, eux, déduisent 66 % à
				75 % de leur participation de leur impôt sur le revenu, grâce au reçu fiscal qu’ils reçoivent
				automatiquement.
			</p>

			<h2>Comment faire avec Donnons</h2>
			<ol>
				<li>
					Créez gratuitement la cagnotte de l’entreprise et choisissez l’association, seul ou par un vote.
				</li>
				<li>Partagez-la sur l’intranet ou invitez jusqu’à 500 collègues par e-mail depuis la cagnotte.</li>
				<li>
					Chacun participe par carte, prélèvement, virement ou don rapide, et l’entreprise abonde par
					virement.
				</li>
				<li>
					L’association reçoit les fonds, chaque donateur son reçu fiscal, et vous partagez le résultat.
				</li>
			</ol>
			<p>
				<Link to={links.selectCompany} className="btn-primary text-white! no-underline!">
					Créer une cagnotte d’entreprise
				</Link>
			</p>
		</>
	)
}
