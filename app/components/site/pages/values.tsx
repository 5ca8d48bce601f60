import { Link } from '@remix-run/react'
import { type ReactNode } from 'react'
import { presentationVideoUrl } from '#app/lib/site/press.ts'
import { externalLinks, links } from '#app/lib/site/site-links.ts'
import { VideoPlayer } from '#app/components/catalogue/charity-media.tsx'
import { ExternalLink } from '#app/components/external-link.tsx'
import { CreatePotLinks } from './create-links.tsx'

const values = [
	{
		title: 'La transparence',
		text: 'Chaque don est tracé de la cagnotte jusqu’à l’association. Nos tarifs sont publics et nos critères de sélection aussi.',
	},
	{
		title: 'La confiance',
		text: 'Les fonds ne transitent jamais par nos comptes : ils sont encaissés par un établissement de monnaie électronique agréé et versés à l’association.',
	},
	{
		title: 'La simplicité',
		text: 'Une cagnotte se crée en quelques minutes, un don se fait en quelques clics et le reçu fiscal arrive tout seul.',
	},
	{
		title: 'L’engagement',
		text: 'Nous donnons nous-mêmes : 0,5 % de notre chiffre d’affaires revient chaque année à nos associations partenaires.',
	},
]

/** `figures`: « Donnons en chiffres », the home page's block, after the story. */
export function ValuesContent({ figures }: { figures?: ReactNode }) {
	return (
		<>
			<h2>Notre histoire</h2>
			<p>
				Tout est parti d’un pot de départ. En 2019, Claire Morand, alors responsable des achats dans une
				entreprise parisienne, organise la collecte pour le départ en retraite d’un collègue. Quelques
				centaines d’euros sont réunis et finissent en un cadeau vite oublié. Le collègue, bénévole depuis
				trente ans dans une épicerie solidaire, confie qu’il aurait préféré un don à son association.
			</p>
			<p>
				Claire cherche alors un outil qui permette de collecter pour une association en toute confiance : que
				l’argent aille bien à l’association, que chaque participant reçoive son reçu fiscal et que personne
				n’ait à avancer les fonds. Faute de le trouver, elle le construit avec deux amis, un développeur et
				une ancienne trésorière d’association. Donnons ouvre en 2021 avec une vingtaine d’associations
				partenaires.
			</p>
			{figures}

			<h2>Nos valeurs</h2>
			<ul>
				{values.map((value) => (
					<li key={value.title}>
						<strong>{value.title}.</strong> {value.text}
					</li>
				))}
			</ul>

			<h2>Ce que nous proposons</h2>
			<h3>Aux particuliers</h3>
			<p>
				Une cagnotte solidaire gratuite pour un anniversaire, un mariage, une naissance ou un hommage : vos
				proches donnent pour l’association de votre choix et reçoivent leur reçu fiscal, sans frais pour eux.
			</p>
			<h3>Aux entreprises</h3>
			<p>
				Des cagnottes pour les séminaires, challenges sportifs, départs et cadeaux clients, l’abondement des
				dons des salariés et un accompagnement de votre politique de mécénat (
				<Link to={links.csr}>mécénat et RSE</Link>,{' '}
				<Link to={links.wellbeing}>mécénat et qualité de vie au travail</Link>).
			</p>
			<h3>Aux associations</h3>
			<p>
				Une page de présentation, des collectes portées par les proches de leurs soutiens, l’encaissement
				sécurisé des dons et l’envoi automatique des reçus fiscaux, contre des frais de fonctionnement publiés
				sur notre <Link to={links.pricing}>page tarifs</Link>.{' '}
				<ExternalLink href={externalLinks.becomePartner}>Devenir association partenaire</ExternalLink>
			</p>

			<h2>Notre engagement : 0,5 % de notre chiffre d’affaires</h2>
			<p>
				Depuis notre création, nous reversons chaque année 0,5 % de notre chiffre d’affaires à nos
				associations partenaires, réparti entre les causes qui ont reçu le moins de dons sur la plateforme
				pendant l’année.
			</p>

			<h2>Donnons en vidéo</h2>
			<p>
				Deux minutes pour découvrir comment fonctionne une cagnotte solidaire, racontées par notre fondatrice.
			</p>
			<VideoPlayer url={presentationVideoUrl} title="Présentation de Donnons" />

			<h2>À vous de jouer</h2>
			<p>Une fête, un départ, un défi d’équipe : faites-en une occasion de donner.</p>
			<CreatePotLinks />
		</>
	)
}
