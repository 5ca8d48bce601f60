import { Link } from '@remix-run/react'
import { companyAddress, links } from '#app/lib/site/site-links.ts'

const mail = <a href={`mailto:${companyAddress.email}`}>{companyAddress.email}</a>

/**
 * The legal notice (LCEN article 6 III): publisher, publication director, host, payment provider,
 * intellectual property. `hostingProvider` is the operator's HOSTING_PROVIDER setting; unset, the site is
 * self-hosted by the publisher.
 */
export function LegalNotice({ hostingProvider }: { hostingProvider: string | null }) {
	return (
		<>
			<h2>Éditeur du site</h2>
			<p>
				Le site Donnons est édité par {companyAddress.name}, société par actions simplifiée immatriculée au
				registre du commerce et des sociétés de Paris, dont le siège social est situé {companyAddress.street},{' '}
				{companyAddress.postCode} {companyAddress.city}.
			</p>
			<ul>
				<li>Adresse électronique : {mail}</li>
				<li>
					Directeur de la publication : le président de {companyAddress.name}, joignable à la même adresse.
				</li>
			</ul>

			<h2>Hébergement</h2>
			{hostingProvider ? (
				<p>Le site est hébergé par {hostingProvider}.</p>
			) : (
				<p>
					Le site est hébergé par son éditeur, {companyAddress.name}, sur des serveurs qu’il exploite, à
					l’adresse du siège ci-dessus.
				</p>
			)}
			<p>
				Cette section indique le nom, l’adresse et le moyen de contact de la personne qui stocke les données
				et les contenus du site, comme l’exige l’article 6 de la loi pour la confiance dans l’économie
				numérique. Elle est renseignée par l’exploitant du site selon l’hébergement qu’il a retenu. Pour
				signaler un contenu illicite publié sur une cagnotte, écrivez d’abord à {mail} en indiquant l’adresse
				de la page concernée et les motifs du signalement.
			</p>

			<h2>Prestataire de paiement</h2>
			<p>
				Les paiements sont traités par Mangopay S.A., 2 avenue Amélie, L-1125 Luxembourg, société anonyme de
				droit luxembourgeois, établissement de monnaie électronique agréé par la Commission de surveillance du
				secteur financier (CSSF) du Luxembourg. Les fonds collectés sont conservés sur des comptes de monnaie
				électronique ouverts chez Mangopay au nom des associations bénéficiaires, jusqu’à leur reversement.
				Les conditions de Mangopay sont publiées sur <a href="https://mangopay.com">mangopay.com</a>.
			</p>

			<h2>Propriété intellectuelle</h2>
			<p>
				La marque Donnons, le logo, la charte graphique, les textes, les illustrations et le code du site sont
				la propriété de {companyAddress.name} ou de ses partenaires, qui en ont autorisé l’usage. Toute
				reproduction ou représentation, totale ou partielle, sans autorisation écrite préalable est interdite,
				sauf dans les limites de l’article L122-5 du Code de la propriété intellectuelle (courte citation,
				usage privé).
			</p>
			<p>
				Les logos, photographies et textes des associations partenaires leur appartiennent et sont reproduits
				avec leur accord. Les textes et images publiés sur une cagnotte restent la propriété de leur auteur,
				qui concède à Donnons le droit de les afficher sur la page de la cagnotte et de les partager à sa
				demande pendant la durée de la collecte.
			</p>

			<h2>Liens utiles</h2>
			<ul>
				<li>
					<Link to={links.terms}>Conditions générales d’utilisation</Link>
				</li>
				<li>
					<Link to={links.privacy}>Politique de confidentialité</Link>
				</li>
				<li>
					<Link to={links.cookies}>Politique cookies</Link>
				</li>
				<li>
					<Link to={links.accessibility}>Déclaration d’accessibilité</Link>
				</li>
			</ul>
		</>
	)
}
