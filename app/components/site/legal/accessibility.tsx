import { Link } from '@remix-run/react'
import { companyAddress, links } from '#app/lib/site/site-links.ts'

const mail = <a href={`mailto:${companyAddress.email}`}>{companyAddress.email}</a>

/** The pages checked by the test suite (axe-core, JavaScript on and off) and by hand. */
const CHECKED_PAGES = [
	'la page d’accueil et les pages d’événements',
	'la liste et la recherche des associations partenaires, la page d’une association',
	'la page d’une cagnotte, le récapitulatif du don, le paiement et le don rapide, la confirmation',
	'la connexion, l’inscription (particulier et entreprise) et le mot de passe oublié',
	'la création et la modification d’une cagnotte, le partage par e-mail',
	'les tableaux de bord, les profils et la page « Mes données personnelles »',
	'les pages d’information et les pages légales',
] as const

/** The accessibility statement, on the RGAA 4.1 model. */
export function AccessibilityStatement() {
	return (
		<>
			<p>
				{companyAddress.name} s’engage à rendre le site Donnons accessible à toutes et à tous, conformément à
				l’article 47 de la loi n° 2005-102 du 11 février 2005 et au référentiel général d’amélioration de
				l’accessibilité (RGAA). Cette déclaration d’accessibilité s’applique à l’ensemble du site Donnons.
			</p>

			<h2>État de conformité</h2>
			<p>
				Le site Donnons est <strong>non conforme</strong> avec le RGAA version 4.1.2 : aucun audit de
				conformité sur l’ensemble des critères du RGAA n’a encore été réalisé. Les non-conformités connues
				sont énumérées ci-dessous ; cette déclaration sera mise à jour à l’issue de l’audit.
			</p>

			<h2>Résultats des tests</h2>
			<p>
				L’évaluation a été réalisée par l’équipe de Donnons elle-même, en novembre 2026 ; elle n’a pas encore
				été confiée à un auditeur indépendant, et aucun taux de conformité sur la grille complète du RGAA
				n’est donc publié à ce jour. Elle combine :
			</p>
			<ul>
				<li>
					des tests automatisés : à chaque modification du site, la suite de tests parcourt chaque page et
					chaque formulaire avec le moteur axe-core (critères WCAG 2.1 niveaux A et AA), une fois avec
					JavaScript activé et une fois sans JavaScript, et vérifie le code HTML de chaque page visitée avec
					html-validate ; une page qui présente une erreur bloque la mise en ligne ;
				</li>
				<li>
					sur un téléphone (écran de 360 × 740 pixels) : un don parcouru au clavier seul, dont chaque élément
					qui reçoit le focus doit rester visible, jamais masqué par le bandeau des cookies (WCAG 2.2, critère
					2.4.11) ;
				</li>
				<li>
					des vérifications manuelles : parcours complets au clavier seul (ordre de tabulation, visibilité du
					focus, fenêtres modales, messages d’erreur), et avec un lecteur d’écran (titres, libellés des
					champs, annonces des erreurs et des confirmations).
				</li>
			</ul>

			<h2>Contenus non accessibles</h2>
			<h3>Non-conformités</h3>
			<p>
				Faute d’audit complet, cette liste ne contient que les non-conformités connues à ce jour ; d’autres
				peuvent exister.
			</p>
			<ul>
				<li>
					<strong>Recadrage d’une image</strong> (bannière d’une cagnotte, logo d’une entreprise) : dans la
					fenêtre « Editez votre image », le cadre se déplace avec les flèches et se zoome avec les touches +
					et −, mais changer sa taille demande un dispositif de pointage (souris, doigt). Alternative :
					valider sans modifier le cadre, l’image est alors recadrée au centre ; sans JavaScript, l’image
					envoyée est recadrée au centre automatiquement.
				</li>
				<li>
					<strong>Reçus fiscaux et récapitulatifs annuels en PDF</strong> : ces documents ne sont pas balisés
					(PDF non structurés) ; un lecteur d’écran les lit dans l’ordre, sans titres ni tableaux identifiés.
					Les mêmes informations (association, date et montant de chaque don) figurent en HTML dans le tableau
					de bord de l’espace membre, et un reçu peut être demandé en texte à {mail}.
				</li>
			</ul>

			<h3>Contenus non soumis à l’obligation d’accessibilité</h3>
			<ul>
				<li>
					Les pages de paiement de tiers : la page d’authentification 3-D Secure de la banque du donateur et
					la page de signature d’un mandat de prélèvement de Mangopay, qui ne sont ni conçues ni contrôlées
					par Donnons.
				</li>
				<li>La page de connexion de Facebook, lorsque vous choisissez de vous connecter avec Facebook.</li>
				<li>
					Les contenus publiés par les associations partenaires et par les organisateurs de cagnottes : vidéos
					(sous-titres selon leur auteur), documents PDF, textes et images, dont Donnons vérifie la présence
					d’une alternative textuelle lorsqu’il les met en forme, mais pas le contenu.
				</li>
			</ul>

			<h2>Établissement de cette déclaration d’accessibilité</h2>
			<p>Cette déclaration a été établie en novembre 2026.</p>
			<h3>Technologies utilisées pour la réalisation du site</h3>
			<ul>
				<li>HTML5</li>
				<li>CSS</li>
				<li>WAI-ARIA</li>
				<li>SVG</li>
				<li>
					JavaScript, en amélioration progressive : toutes les fonctions du site, paiement compris, restent
					utilisables sans JavaScript
				</li>
				<li>PDF, pour les reçus fiscaux</li>
			</ul>
			<h3>Environnement de test</h3>
			<ul>
				<li>Tests automatisés : Chromium avec Playwright et axe-core, JavaScript activé et désactivé</li>
				<li>Clavier seul : Firefox et Chromium, sous Linux et Windows</li>
				<li>Lecteurs d’écran : NVDA avec Firefox sous Windows, VoiceOver avec Safari sous macOS et iOS</li>
			</ul>
			<h3>Outils pour évaluer l’accessibilité</h3>
			<ul>
				<li>axe-core (Deque Systems), exécuté par la suite de tests</li>
				<li>Outils de développement des navigateurs (arbre d’accessibilité, contrastes)</li>
				<li>Lecture du code HTML produit (titres, repères de page, attributs ARIA)</li>
			</ul>
			<h3>Pages du site ayant fait l’objet de la vérification</h3>
			<ul>
				{CHECKED_PAGES.map((page) => (
					<li key={page}>{page}</li>
				))}
			</ul>

			<h2>Retour d’information et contact</h2>
			<p>
				Si vous n’arrivez pas à accéder à un contenu ou à un service, contactez-nous pour être orienté vers
				une alternative accessible ou obtenir le contenu sous une autre forme : par e-mail à {mail}, ou par
				courrier à {companyAddress.name}, {companyAddress.street}, {companyAddress.postCode}{' '}
				{companyAddress.city}.
			</p>

			<h2>Voies de recours</h2>
			<p>
				Cette procédure est à utiliser dans le cas suivant : vous avez signalé au responsable du site un
				défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un des services du site, et vous
				n’avez pas obtenu de réponse satisfaisante. Vous pouvez :
			</p>
			<ul>
				<li>
					écrire un message au Défenseur des droits, par le{' '}
					<a href="https://formulaire.defenseurdesdroits.fr/">formulaire en ligne</a> ;
				</li>
				<li>
					contacter{' '}
					<a href="https://www.defenseurdesdroits.fr/carte-des-delegues">
						le délégué du Défenseur des droits dans votre région
					</a>{' '}
					;
				</li>
				<li>appeler le Défenseur des droits au 09 69 39 00 00 ;</li>
				<li>
					envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : Défenseur des droits, Libre
					réponse 71120, 75342 Paris CEDEX 07.
				</li>
			</ul>
			<p>
				Voir aussi les <Link to={links.legalNotice}>mentions légales</Link>.
			</p>
		</>
	)
}
