import { Link } from '@remix-run/react'
import { links } from '#app/lib/site/site-links.ts'
import { CreatePotLinks } from './create-links.tsx'
import { TableScroll } from '#app/components/table-scroll.tsx'

type Step = { title: string; text: string }

const particularSteps: Step[] = [
	{
		title: 'Choisissez une association partenaire',
		text: 'Parcourez plus de 100 associations vérifiées, par cause ou par région, et retenez celle qui recevra les dons : une cause qui vous tient à cœur ou celle de la personne fêtée.',
	},
	{
		title: 'Créez votre cagnotte gratuitement',
		text: 'Donnez-lui un nom, une image et quelques mots pour expliquer votre démarche, fixez si vous le souhaitez un objectif et une date de fin. La création ne coûte rien et vous pouvez ouvrir autant de cagnottes que vous voulez.',
	},
	{
		title: 'Partagez-la avec vos proches',
		text: 'Envoyez le lien par message ou sur les réseaux sociaux, ou invitez directement jusqu’à 500 personnes par e-mail en collant leurs adresses ou en important un fichier.',
	},
	{
		title: 'Collectez les participations',
		text: 'Chacun donne le montant de son choix, à partir de 1 €, par carte bancaire, par prélèvement SEPA ponctuel ou mensuel, par virement, ou en don rapide sans créer de compte. Vous suivez les participations en temps réel depuis votre espace.',
	},
	{
		title: 'L’association reçoit les fonds',
		text: 'Les dons sont encaissés par Mangopay, notre prestataire de paiement agréé, sur un compte de cantonnement au nom de l’association, puis versés à celle-ci. Ni vous ni Donnons ne manipulez l’argent.',
	},
	{
		title: 'Les donateurs reçoivent leur reçu fiscal',
		text: 'Dès que le paiement est confirmé, le donateur reçoit automatiquement son reçu fiscal par e-mail et le retrouve dans son espace : il peut déduire 66 % à 75 % de son don de ses impôts.',
	},
]

const companySteps: Step[] = [
	{
		title: 'Choisissez l’association avec vos équipes',
		text: 'Retenez une association partenaire proche de vos valeurs ou de votre territoire, ou proposez un vote à vos salariés parmi quelques associations présélectionnées.',
	},
	{
		title: 'Créez la cagnotte de l’entreprise',
		text: 'Ouvrez gratuitement une cagnotte pour un séminaire, un challenge sportif, un départ, les cadeaux de fin d’année ou un abondement : votre logo et vos couleurs l’accompagnent.',
	},
	{
		title: 'Invitez salariés, clients et partenaires',
		text: 'Partagez le lien sur votre intranet, dans votre lettre d’information, ou envoyez jusqu’à 500 invitations par e-mail depuis la cagnotte.',
	},
	{
		title: 'Collectez et abondez',
		text: 'Chacun participe par carte, prélèvement SEPA ponctuel ou mensuel, virement ou don rapide. L’entreprise peut compléter la collecte par un don de mécénat, réglé par virement SEPA après vérification de son identité.',
	},
	{
		title: 'Les fonds vont à l’association',
		text: 'Mangopay encaisse les dons sur le compte de cantonnement de l’association puis les lui verse : 100 % des paiements, moins les seuls frais de fonctionnement supportés par l’association.',
	},
	{
		title: 'Des reçus pour chacun',
		text: 'Chaque salarié reçoit son reçu fiscal personnel ; l’entreprise reçoit le sien pour son don de mécénat, qui ouvre droit à une réduction d’impôt de 60 %.',
	},
]

function Steps({ steps }: { steps: Step[] }) {
	return (
		<ol>
			{steps.map((step) => (
				<li key={step.title}>
					<strong>{step.title}.</strong> {step.text}
				</li>
			))}
		</ol>
	)
}

export function HowItWorksContent() {
	return (
		<>
			<h2>Pour un événement personnel</h2>
			<p>
				Anniversaire, mariage, naissance, départ en voyage ou hommage à un proche : au lieu d’un cadeau
				commun, chacun donne pour une association.
			</p>
			<Steps steps={particularSteps} />
			<p>
				<Link to={links.selectParticular}>Créer une cagnotte pour un événement personnel</Link>
			</p>

			<h2>Pour une entreprise</h2>
			<p>
				Séminaire, challenge sportif, fête de fin d’année, départ en retraite ou cadeaux clients : la cagnotte
				solidaire rassemble vos équipes autour d’une cause.
			</p>
			<Steps steps={companySteps} />
			<p>
				<Link to={links.selectCompany}>Créer une cagnotte pour mon entreprise</Link>
			</p>

			<h2>Les moyens de paiement</h2>
			<TableScroll label="Les moyens de paiement acceptés">
				<table>
					<caption className="sr-only">Les moyens de paiement acceptés</caption>
					<thead>
						<tr>
							<th scope="col">Moyen</th>
							<th scope="col">Ce qu’il faut savoir</th>
						</tr>
					</thead>
					<tbody>
						<tr>
							<th scope="row">Carte bancaire</th>
							<td>Paiement immédiat, sécurisé par 3-D Secure ; le reçu fiscal part dès la confirmation.</td>
						</tr>
						<tr>
							<th scope="row">Prélèvement SEPA</th>
							<td>Un mandat signé en ligne, le don est prélevé sur votre compte quelques jours plus tard.</td>
						</tr>
						<tr>
							<th scope="row">Prélèvement mensuel</th>
							<td>Le même don chaque mois, au jour de votre choix, que vous arrêtez quand vous voulez.</td>
						</tr>
						<tr>
							<th scope="row">Virement SEPA</th>
							<td>Vous recevez les coordonnées bancaires et une référence à indiquer sur votre virement.</td>
						</tr>
						<tr>
							<th scope="row">Don rapide</th>
							<td>Sans créer de compte, par carte ; il ne donne pas lieu à un reçu fiscal.</td>
						</tr>
					</tbody>
				</table>
			</TableScroll>

			<h2>Ce que ça coûte</h2>
			<p>
				Rien pour vous ni pour vos donateurs : la création de cagnotte est gratuite et illimitée, et les dons
				ne supportent aucun frais côté donateur. Seules les associations partenaires paient les frais de
				fonctionnement (<Link to={links.pricing}>voir nos tarifs</Link>).
			</p>

			<h2>Des associations vérifiées</h2>
			<p>
				Chaque association partenaire est sélectionnée selon notre{' '}
				<Link to={links.qualityCharter}>charte qualité</Link> et son identité est vérifiée par notre
				prestataire de paiement. Les règles de réduction d’impôt sont détaillées sur la page{' '}
				<Link to={links.taxDeduction}>déduction fiscale des dons</Link>.
			</p>

			<CreatePotLinks />
		</>
	)
}
