import { Link } from '@remix-run/react'
import { legalTerms as t } from '#app/lib/site/legal-terms.ts'
import { companyAddress, links } from '#app/lib/site/site-links.ts'
import { TableScroll } from '#app/components/table-scroll.tsx'

const postal = `${companyAddress.name}, ${companyAddress.street}, ${companyAddress.postCode} ${companyAddress.city}`
const mail = <a href={`mailto:${companyAddress.email}`}>{companyAddress.email}</a>

/** What is collected, for each use of the site: data, purpose, legal basis. */
const PROCESSING = [
	{
		use: 'Compte (particulier)',
		data: 'Civilité, nom, prénom, e-mail, mot de passe (chiffré de façon irréversible), date de naissance, adresse, téléphone (facultatif), identifiant Facebook en cas de connexion par Facebook.',
		purpose: 'Créer et gérer votre compte, vous connecter, sécuriser l’accès.',
		basis: 'Exécution du contrat (CGU).',
	},
	{
		use: 'Compte entreprise et représentant légal',
		data: 'Dénomination, SIREN, forme juridique, adresse, logo ; nom, prénom, e-mail, date de naissance, nationalité et adresse du représentant légal.',
		purpose:
			'Ouvrir le compte de l’entreprise, établir ses reçus fiscaux, permettre les vérifications du prestataire de paiement.',
		basis: 'Exécution du contrat ; obligation légale (lutte contre le blanchiment).',
	},
	{
		use: 'Dons (participations)',
		data: 'Montant, date, moyen de paiement, cagnotte, choix d’afficher ou non votre nom et le montant ; IBAN (conservé masqué) et mandat pour un prélèvement ; pour un don rapide : nom, prénom, e-mail, date de naissance. Les numéros de carte sont saisis chez Mangopay et ne sont jamais reçus par Donnons.',
		purpose:
			'Exécuter le don, l’afficher sur la cagnotte selon vos choix, gérer les dons mensuels, les remboursements et les contestations.',
		basis: 'Exécution du contrat ; obligation légale (comptabilité, lutte contre la fraude).',
	},
	{
		use: 'Reçus fiscaux',
		data: 'Nom, prénom ou dénomination, adresse, montant et date du don, association bénéficiaire, numéro d’ordre du reçu.',
		purpose:
			'Émettre le reçu au nom de l’association, l’envoyer et le tenir à votre disposition, établir le récapitulatif annuel.',
		basis: 'Obligation légale (articles 200, 238 bis et 1740 A du Code général des impôts).',
	},
	{
		use: 'Cagnottes',
		data: 'Titre, texte, photo ou bannière, date de fin, association choisie ; adresses e-mail des personnes que vous invitez.',
		purpose:
			'Publier la page de la cagnotte, envoyer vos invitations, vous présenter le suivi des participations.',
		basis:
			'Exécution du contrat ; pour les invités, intérêt légitime de l’organisateur à les prévenir (un seul envoi, à sa demande).',
	},
	{
		use: 'Vérifications d’identité (KYC)',
		data: 'Pièce d’identité, extrait Kbis, statuts, déclaration des bénéficiaires effectifs, au-delà des seuils réglementaires.',
		purpose:
			'Permettre à Mangopay de respecter ses obligations de lutte contre le blanchiment et le financement du terrorisme. Les fichiers sont transmis à Mangopay et ne sont pas conservés par Donnons.',
		basis: 'Obligation légale (Code monétaire et financier, articles L561-1 et suivants).',
	},
	{
		use: 'Lettre d’information',
		data: 'Adresse e-mail, dates d’inscription, de confirmation et de désinscription.',
		purpose:
			'Vous envoyer la lettre d’information de Donnons, après confirmation de votre adresse par le lien reçu (double opt-in).',
		basis: 'Consentement, retirable à tout moment par le lien présent dans chaque lettre.',
	},
	{
		use: 'Sécurité et mesure d’audience',
		data: 'Adresse IP, navigateur, journaux techniques ; cookies décrits dans la politique cookies.',
		purpose:
			'Limiter les tentatives de connexion abusives, détecter la fraude, mesurer l’audience si vous l’acceptez.',
		basis: 'Intérêt légitime (sécurité) ; consentement (mesure d’audience).',
	},
] as const

/** The privacy policy (GDPR articles 13 and 14; retention from docs/requirements.md#spec-3-9 "Terms"). */
export function PrivacyPolicy() {
	return (
		<>
			<h2>Responsable du traitement</h2>
			<p>
				Le responsable du traitement des données personnelles recueillies sur Donnons est {postal}. Pour toute
				question relative à vos données, écrivez à {mail} en précisant « Données personnelles » en objet.
			</p>
			<p>
				Mangopay S.A. est responsable, de son côté, des traitements qu’il réalise en tant que prestataire de
				paiement (ouverture des comptes de monnaie électronique, vérifications d’identité, exécution des
				paiements). L’association bénéficiaire est responsable des reçus fiscaux émis en son nom.
			</p>

			<h2>Les données que nous traitons, pourquoi et sur quelle base</h2>
			<TableScroll label="Données traitées par usage, finalités et bases légales">
				<table>
					<caption className="sr-only">Données traitées par usage, finalités et bases légales</caption>
					<thead>
						<tr>
							<th scope="col">Usage</th>
							<th scope="col">Données</th>
							<th scope="col">Finalité</th>
							<th scope="col">Base légale</th>
						</tr>
					</thead>
					<tbody>
						{PROCESSING.map((row) => (
							<tr key={row.use}>
								<th scope="row">{row.use}</th>
								<td>{row.data}</td>
								<td>{row.purpose}</td>
								<td>{row.basis}</td>
							</tr>
						))}
					</tbody>
				</table>
			</TableScroll>
			<p>
				Les champs obligatoires des formulaires sont signalés : sans eux, le service demandé ne peut pas être
				rendu. Donnons ne prend aucune décision produisant des effets juridiques sur la seule base d’un
				traitement automatisé, et ne vend ni ne loue aucune donnée.
			</p>

			<h2>Destinataires</h2>
			<ul>
				<li>
					<strong>Mangopay S.A.</strong> (2 avenue Amélie, L-1125 Luxembourg), prestataire de paiement : les
					données d’identité, de paiement et les justificatifs nécessaires aux opérations et aux vérifications
					réglementaires.
				</li>
				<li>
					<strong>L’association bénéficiaire</strong> de la cagnotte : les données figurant sur les reçus
					fiscaux émis en son nom, et, si vous ne l’avez pas masqué, votre nom et le montant de votre don.
				</li>
				<li>
					<strong>L’organisateur de la cagnotte</strong> : la liste des participations, avec les noms et
					montants que les participants ont choisi de rendre visibles.
				</li>
				<li>
					<strong>L’hébergeur</strong> du site, désigné dans les{' '}
					<Link to={links.legalNotice}>mentions légales</Link>, qui stocke la base de données et les fichiers,
					et le prestataire d’envoi des e-mails, en tant que sous-traitants tenus à la confidentialité.
				</li>
				<li>
					<strong>Les autorités</strong> qui en font la demande dans le cadre de la loi (administration
					fiscale, autorités judiciaires, cellule de renseignement financier Tracfin).
				</li>
			</ul>
			<p>
				Les données sont hébergées dans l’Union européenne. Si un sous-traitant devait y accéder depuis un
				pays tiers, ce transfert serait encadré par les clauses contractuelles types de la Commission
				européenne.
			</p>

			<h2>Durées de conservation</h2>
			<ul>
				<li>
					Données du compte : pendant la vie du compte, puis {t.dataAfterClosureYears} ans au plus après sa
					fermeture, pour répondre à une réclamation ou à une contestation.
				</li>
				<li>
					Archives des opérations bancaires (dons, remboursements, mandats) : {t.bankArchivesYears} ans en
					base active, puis en archives le temps imposé par le Code de commerce pour les pièces comptables.
				</li>
				<li>
					Données de carte, conservées par Mangopay : {t.cardDataMonths} mois après le débit,{' '}
					{t.cardDataDeferredDebitMonths} mois pour une carte à débit différé, le temps du délai de
					contestation.
				</li>
				<li>Enregistrements des oppositions : {t.oppositionRecordsMonths} mois.</li>
				<li>
					Reçus fiscaux et leurs données : le temps exigé par la loi, soit au moins six ans à compter du don
					(article L102 E du Livre des procédures fiscales), car l’administration peut contrôler les reçus
					émis. Ils ne sont pas effacés par la suppression du compte.
				</li>
				<li>
					Pièces justificatives d’identité : le temps que fixe la réglementation à Mangopay, soit cinq ans
					après la fin de la relation.
				</li>
				<li>
					Lettre d’information : jusqu’à votre désinscription ; une adresse jamais confirmée est supprimée.
				</li>
				<li>Cookies de mesure d’audience et choix sur les cookies : {t.audienceCookiesMonths} mois.</li>
				<li>Sessions de connexion : 30 jours ; journaux de sécurité : un an au plus.</li>
			</ul>

			<h2>Vos droits</h2>
			<p>
				Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation et de portabilité de
				vos données, d’un droit d’opposition aux traitements fondés sur l’intérêt légitime, du droit de
				retirer votre consentement à tout moment, et du droit de définir des directives sur le sort de vos
				données après votre décès.
			</p>
			<ul>
				<li>
					Depuis votre espace membre, la page <Link to="/mes-donnees">Mes données personnelles</Link> vous
					permet de <strong>télécharger l’ensemble de vos données</strong> dans un fichier JSON lisible par
					machine, et de <strong>supprimer votre compte</strong>. La suppression efface ou remplace toutes vos
					informations personnelles, arrête vos dons mensuels et résilie vos mandats ; seuls les dons et les
					reçus fiscaux déjà émis sont conservés, comme la loi l’exige.
				</li>
				<li>Vos nom, adresse, e-mail et mot de passe se corrigent à tout moment depuis votre profil.</li>
				<li>
					Pour toute autre demande, écrivez à {mail} ou à {postal}. Nous pourrons vous demander de justifier
					de votre identité en cas de doute raisonnable.
				</li>
			</ul>
			<p>
				Nous répondons dans un délai de {t.dataRequestReplyMonths} mois à compter de la réception de votre
				demande.
			</p>

			<h2>Réclamation auprès de la CNIL</h2>
			<p>
				Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez
				adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), 3 place
				de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur{' '}
				<a href="https://www.cnil.fr/fr/plaintes">cnil.fr/fr/plaintes</a>.
			</p>

			<h2>Sécurité</h2>
			<p>
				Les échanges avec le site sont chiffrés (HTTPS) ; les mots de passe sont stockés sous forme
				d’empreinte irréversible ; les IBAN sont conservés masqués ; l’accès aux données est limité aux
				personnes qui en ont besoin pour leur mission. Les paiements par carte sont authentifiés par 3-D
				Secure.
			</p>

			<h2>Modifications</h2>
			<p>
				Cette politique peut évoluer avec le service. La date de mise à jour figure en haut de la page ; en
				cas de changement important, les titulaires d’un compte en sont informés par e-mail. Les cookies sont
				détaillés dans la <Link to={links.cookies}>politique cookies</Link>, les règles d’utilisation dans les{' '}
				<Link to={links.terms}>conditions générales d’utilisation</Link>.
			</p>
		</>
	)
}
