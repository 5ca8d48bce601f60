import { Link } from '@remix-run/react'
import { formatWholeEuros, legalTerms as t } from '#app/lib/site/legal-terms.ts'
import { companyAddress, links } from '#app/lib/site/site-links.ts'

const address = `${companyAddress.name}, ${companyAddress.street}, ${companyAddress.postCode} ${companyAddress.city}`

/** The terms of use of Donnons (docs/requirements.md#spec-3-1 and docs/requirements.md#spec-3-9 "Terms"): definitions, the service, payments, the figures. */
export function TermsOfUse() {
	return (
		<>
			<p>
				Les présentes conditions générales d’utilisation (les « CGU ») encadrent l’utilisation du site Donnons
				et de ses services de cagnottes solidaires, édités par {companyAddress.name}. Elles s’appliquent à
				toute personne qui consulte le site, crée un compte, ouvre une cagnotte ou y participe. Cocher la case
				« J’accepte les conditions générales d’utilisation » lors de l’inscription, ou effectuer un don sans
				inscription, vaut acceptation des CGU dans leur version en vigueur.
			</p>

			<h2>1. Définitions</h2>
			<dl>
				<dt>Organisateur</dt>
				<dd>
					La personne physique majeure ou la personne morale (entreprise, représentée par une personne
					habilitée) titulaire d’un compte Donnons qui ouvre une cagnotte et en choisit le bénéficiaire.
				</dd>
				<dt>Participant</dt>
				<dd>
					Toute personne qui verse une participation à une cagnotte, avec un compte Donnons (don avec reçu
					fiscal) ou sans compte (don rapide, sans reçu fiscal).
				</dd>
				<dt>Bénéficiaire</dt>
				<dd>
					L’association partenaire choisie par l’organisateur, à qui l’intégralité des participations d’une
					cagnotte est destinée.
				</dd>
				<dt>Cagnotte (cagnotte solidaire)</dt>
				<dd>
					L’espace de collecte ouvert par un organisateur à l’occasion d’un événement (anniversaire, mariage,
					départ, naissance, événement d’entreprise…), pour une durée déterminée, au profit d’un bénéficiaire.
					Chaque cagnotte dispose d’une page publique.
				</dd>
				<dt>Participation</dt>
				<dd>
					La somme versée par un participant à une cagnotte : un don au bénéficiaire, ponctuel ou mensuel,
					payé par carte bancaire, prélèvement SEPA ou virement SEPA, éventuellement accompagné d’un pourboire
					facultatif destiné à Donnons.
				</dd>
				<dt>Association</dt>
				<dd>
					Un organisme sans but lucratif (association, fondation, fonds de dotation) sélectionné selon la{' '}
					<Link to={links.qualityCharter}>charte qualité</Link> de Donnons et lié à Donnons par une convention
					de partenariat. Seules les associations partenaires peuvent être bénéficiaires d’une cagnotte.
				</dd>
				<dt>Frais</dt>
				<dd>
					Les coûts de fonctionnement du service : frais bancaires et de paiement, vérifications d’identité et
					de sécurité, frais de plateforme et émission des reçus fiscaux. Ils sont supportés uniquement par
					les associations partenaires, selon leur convention ; ni l’organisateur ni le participant n’en
					paient.
				</dd>
				<dt>Reçu fiscal</dt>
				<dd>
					Le reçu établi au nom et pour le compte de l’association bénéficiaire, conforme aux articles 200 et
					238 bis du Code général des impôts, qui permet au donateur de bénéficier d’une réduction d’impôt
					lorsque l’association y est habilitée.
				</dd>
				<dt>Mangopay</dt>
				<dd>
					Mangopay S.A., établissement de monnaie électronique agréé, prestataire de services de paiement de
					Donnons, qui reçoit, conserve et reverse les fonds.
				</dd>
			</dl>

			<h2>2. Le service</h2>
			<p>
				Donnons permet à des particuliers et à des entreprises d’ouvrir gratuitement des cagnottes solidaires
				au profit d’associations partenaires, de les partager, et de recueillir des dons. Donnons met à
				disposition la page de la cagnotte, le partage par e-mail et sur les réseaux sociaux, le paiement en
				ligne sécurisé, le suivi des participations dans l’espace membre et l’émission automatique des reçus
				fiscaux. Donnons n’est ni le bénéficiaire des dons ni un établissement de paiement : il agit comme
				intermédiaire technique entre organisateurs, participants et associations.
			</p>
			<p>
				Le détail du fonctionnement est présenté sur la page{' '}
				<Link to={links.howItWorks}>Comment fonctionne une cagnotte solidaire</Link>.
			</p>

			<h2>3. Création et usage du compte</h2>
			<ul>
				<li>
					Le compte est réservé aux personnes physiques âgées d’au moins {t.minimumAge} ans et juridiquement
					capables, et aux personnes morales représentées par une personne majeure habilitée à les engager.
				</li>
				<li>
					Un mineur ne peut utiliser le service qu’avec l’accord et sous la responsabilité de l’un de ses
					parents ou de son tuteur légal, qui agit pour lui.
				</li>
				<li>
					Les informations saisies (nom, prénom, date de naissance, adresse, e-mail ; pour une entreprise, sa
					dénomination, son numéro SIREN et sa forme juridique) doivent être exactes et tenues à jour : elles
					figurent sur les reçus fiscaux et sont transmises à Mangopay pour les vérifications réglementaires.
				</li>
				<li>
					Le mot de passe est personnel et confidentiel. Toute utilisation du compte est réputée faite par son
					titulaire, qui signale sans délai à {companyAddress.email} toute utilisation qu’il n’a pas
					autorisée.
				</li>
				<li>
					La connexion par Facebook est possible ; Donnons ne reçoit alors que le nom, le prénom et l’adresse
					e-mail du compte Facebook.
				</li>
			</ul>

			<h2>4. Les cagnottes</h2>
			<ul>
				<li>
					Une cagnotte collecte pendant une durée comprise entre {t.collectionMinDays} et{' '}
					{t.collectionMaxDays} jours, fixée par l’organisateur à l’ouverture et modifiable tant qu’elle est
					ouverte.
				</li>
				<li>
					L’organisateur peut inviter par e-mail au plus {t.maxInvitedParticipants} participants par cagnotte.
					Il n’invite que des personnes qui le connaissent et qui peuvent s’attendre à recevoir son message.
				</li>
				<li>
					Le titre, le texte et les images publiés restent sous la responsabilité de l’organisateur. Ils ne
					doivent porter atteinte ni aux droits de tiers (image, vie privée, propriété intellectuelle), ni à
					l’ordre public, ni à l’image de l’association bénéficiaire. Donnons peut retirer un contenu
					manifestement illicite qui lui est signalé.
				</li>
				<li>
					À la date de fin, la cagnotte est close : elle n’accepte plus de participation et les dons mensuels
					qui y sont rattachés s’arrêtent.
				</li>
			</ul>

			<h2>5. Participations et paiement</h2>
			<p>
				Les paiements sont traités par Mangopay S.A., établissement de monnaie électronique agréé par la
				Commission de surveillance du secteur financier (CSSF) du Luxembourg, prestataire de services de
				paiement de Donnons. En participant, le participant accepte également les conditions générales
				d’utilisation de Mangopay, publiées sur <a href="https://mangopay.com">mangopay.com</a>, qui régissent
				le compte de monnaie électronique et les opérations de paiement.
			</p>
			<ul>
				<li>
					Moyens de paiement : carte bancaire (CB, Visa, Mastercard) avec authentification 3-D Secure,
					prélèvement SEPA ponctuel, prélèvement SEPA mensuel et virement SEPA. Le don rapide, sans
					inscription, se paie par carte et ne donne pas lieu à reçu fiscal ; il ne peut plus être modifié
					ensuite.
				</li>
				<li>La participation minimale est de 1,00 €.</li>
				<li>
					Les fonds sont reçus sur un compte de monnaie électronique ouvert au nom de l’association
					bénéficiaire chez Mangopay, puis reversés à celle-ci. Ils ne transitent jamais par les comptes de
					Donnons, à l’exception du pourboire facultatif.
				</li>
				<li>
					Un don mensuel peut être arrêté à tout moment depuis l’espace membre ; les échéances déjà prélevées
					restent acquises à l’association.
				</li>
				<li>
					Lutte contre le blanchiment des capitaux et le financement du terrorisme : lorsque les
					participations d’un même participant dépassent {formatWholeEuros(t.amlYearlyParticipationsEuros)}{' '}
					sur une année civile, ou ses demandes de remboursement{' '}
					{formatWholeEuros(t.amlYearlyRefundRequestsEuros)} sur une année civile, une pièce d’identité (et,
					pour une entreprise, un extrait Kbis, les statuts et la déclaration des bénéficiaires effectifs) est
					exigée avant toute nouvelle opération. Mangopay peut demander des justificatifs complémentaires,
					suspendre ou refuser une opération.
				</li>
				<li>
					Un participant peut contester une opération de paiement qu’il n’a pas autorisée ou qui a été mal
					exécutée dans un délai de {t.disputeMonths} mois à compter de la date du débit, auprès de sa banque
					ou en écrivant à {companyAddress.email}. Les enregistrements des oppositions sont conservés{' '}
					{t.oppositionRecordsMonths} mois.
				</li>
			</ul>

			<h2>6. Frais</h2>
			<p>
				L’ouverture d’une cagnotte est gratuite et illimitée. Les participants ne paient aucun frais : 100 %
				des participations, déduction faite des seuls frais de fonctionnement facturés aux associations
				partenaires, parviennent à l’association. Au moment de payer, le participant peut ajouter un pourboire
				facultatif destiné à Donnons (0 € est proposé par défaut) ; ce pourboire n’est pas un don à
				l’association et n’ouvre pas droit à réduction d’impôt. Pour un don rapide effectué par une entreprise
				connectée, le pourboire choisi est majoré de 20 %. Les conditions applicables aux associations
				figurent sur la page <Link to={links.pricing}>Tarifs</Link>. Le détail des frais, avec un exemple
				chiffré, figure sur la page <Link to={links.fees}>Frais et commissions</Link>.
			</p>

			<h2>7. Reçus fiscaux</h2>
			<p>
				Pour chaque don effectué avec un compte à une association habilitée, un reçu fiscal est émis
				automatiquement au nom et pour le compte de l’association, qui en reste l’émettrice et la seule
				responsable au regard de l’administration fiscale. Il est disponible dans l’espace membre dès que le
				paiement est confirmé, et un récapitulatif annuel est adressé en janvier. Un reçu n’est émis que sur
				la base des informations du compte : le donateur vérifie son nom et son adresse avant de donner. Un
				don remboursé ou contesté entraîne l’annulation de son reçu. Les règles de réduction d’impôt (66 % ou
				75 % pour les particuliers, 60 % pour les entreprises) sont détaillées sur la page{' '}
				<Link to={links.taxDeduction}>Déduction fiscale des dons</Link>.
			</p>

			<h2>8. Droit de rétractation</h2>
			<p>
				L’utilisateur dispose d’un délai de {t.withdrawalDays} jours à compter de son inscription pour se
				rétracter, sans motif, en écrivant à {companyAddress.email} ou en supprimant son compte depuis{' '}
				<Link to="/mes-donnees">Mes données personnelles</Link>. Conformément à l’article L221-28 du Code de
				la consommation, un don dont le paiement a été exécuté avec l’accord exprès du donateur avant la fin
				de ce délai ne peut plus être annulé par la rétractation.
			</p>

			<h2>9. Responsabilité</h2>
			<ul>
				<li>
					Donnons met en œuvre les moyens raisonnables pour assurer l’accès au service et la sécurité des
					données, sans pouvoir garantir une disponibilité continue : des interruptions pour maintenance ou en
					cas de force majeure peuvent survenir.
				</li>
				<li>
					Donnons sélectionne les associations partenaires selon sa charte qualité, mais n’est pas responsable
					de l’utilisation que chaque association fait des dons reçus, ni des contenus publiés par les
					organisateurs.
				</li>
				<li>
					L’exécution des paiements relève de Mangopay et des banques des participants ; Donnons ne répond pas
					d’un refus de paiement, d’un incident d’authentification 3-D Secure ou d’un rejet de prélèvement.
				</li>
			</ul>

			<h2>10. Suspension et résiliation</h2>
			<p>
				Donnons peut suspendre sans préavis un compte ou une cagnotte en cas de manquement grave aux CGU :
				fraude ou soupçon de fraude, usurpation d’identité, contenu illicite, refus de fournir les
				justificatifs exigés par la réglementation. En dehors de ces cas, Donnons peut mettre fin au contrat
				moyennant un préavis de {t.terminationNoticeDays} jours notifié par e-mail. L’utilisateur peut à tout
				moment fermer son compte depuis <Link to="/mes-donnees">Mes données personnelles</Link> ; les dons et
				reçus fiscaux déjà émis sont conservés comme la loi l’exige.
			</p>

			<h2>11. Données personnelles et cookies</h2>
			<p>
				Les traitements de données personnelles et leurs durées de conservation (jusqu’à{' '}
				{t.dataAfterClosureYears} ans après la fermeture du compte ; archives des opérations bancaires{' '}
				{t.bankArchivesYears} ans ; données de carte {t.cardDataMonths} mois, {t.cardDataDeferredDebitMonths}{' '}
				mois pour une carte à débit différé) sont décrits dans la{' '}
				<Link to={links.privacy}>politique de confidentialité</Link>. Les demandes relatives aux données
				reçoivent une réponse dans un délai de {t.dataRequestReplyMonths} mois. Les cookies sont présentés
				dans la <Link to={links.cookies}>politique cookies</Link>.
			</p>

			<h2>12. Modification des CGU</h2>
			<p>
				Donnons peut modifier les CGU pour suivre l’évolution du service ou de la réglementation. La nouvelle
				version est publiée sur cette page et signalée par e-mail aux titulaires d’un compte ; elle s’applique{' '}
				{t.changesEffectiveDays} jours après sa publication. L’utilisateur qui la refuse peut fermer son
				compte avant cette date.
			</p>

			<h2>13. Droit applicable, médiation et litiges</h2>
			<p>
				Les CGU sont soumises au droit français. En cas de difficulté, l’utilisateur écrit d’abord au service
				client à {companyAddress.email}. À défaut de solution dans un délai de deux mois, le consommateur peut
				recourir gratuitement à un médiateur de la consommation, dans les conditions des articles L611-1 et
				suivants du Code de la consommation ; les coordonnées du médiateur dont relève Donnons lui sont
				indiquées dans la réponse du service client et sur simple demande. À défaut d’accord, le litige est
				porté devant les tribunaux compétents ; pour un utilisateur professionnel, ceux du ressort de la cour
				d’appel de Paris.
			</p>

			<h2>14. Contact</h2>
			<p>
				{address} — <a href={`mailto:${companyAddress.email}`}>{companyAddress.email}</a>. Les informations
				sur l’éditeur figurent dans les <Link to={links.legalNotice}>mentions légales</Link>.
			</p>
		</>
	)
}
