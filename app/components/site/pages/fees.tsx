import { Link } from '@remix-run/react'
import { formatEuros } from '#app/lib/money.ts'
import { type FeesExample } from '#app/lib/site/fees-example.ts'
import { formatWholeEuros, legalTerms as t } from '#app/lib/site/legal-terms.ts'
import { companyAddress, links } from '#app/lib/site/site-links.ts'

/** The platform's fee as the charity reads it, from the configured setting (`PLATFORM_FEE`). */
function PlatformFee({ example: e }: { example: FeesExample }) {
	if (e.feeKind === 'percent')
		return (
			<>
				{e.feeRuleLabel.replace(' du montant versé', '')} du montant versé à l’association, retenus au moment
				du versement (arrondis au centime inférieur, en faveur de l’association)
			</>
		)
	if (e.feeKind === 'plan')
		return (
			<>
				aucun prélèvement sur les dons : les associations partenaires règlent un abonnement facturé à part
				(voir les <Link to={links.pricing}>tarifs</Link>)
			</>
		)
	return <>aucun : l’association reçoit l’intégralité des dons</>
}

/** The « Frais et commissions » page (issue 28): every figure comes from the loader's example. */
export function FeesContent({ example: e }: { example: FeesExample }) {
	return (
		<>
			<h2 id="statut">Qui est Donnons ?</h2>
			<p>
				{companyAddress.name} édite la plateforme de cagnottes solidaires Donnons. Donnons n’est ni le
				bénéficiaire des dons ni un établissement de paiement : il agit comme intermédiaire technique entre
				les organisateurs, les donateurs et les associations. L’association partenaire choisie par
				l’organisateur est la seule bénéficiaire des dons d’une cagnotte.
			</p>
			<p>
				Les paiements sont traités par Mangopay S.A., établissement de monnaie électronique agréé par la
				Commission de surveillance du secteur financier (CSSF) du Luxembourg. Les dons sont reçus sur un
				compte de monnaie électronique ouvert chez Mangopay au nom de l’association bénéficiaire, puis versés
				sur son compte bancaire vérifié. Ils ne transitent jamais par les comptes de Donnons, à l’exception du
				pourboire facultatif.
			</p>

			<h2 id="frais">Les frais, ligne par ligne</h2>
			<table>
				<caption className="sr-only">Frais appliqués à un don</caption>
				<thead>
					<tr>
						<th scope="col">Frais</th>
						<th scope="col">Qui les paie</th>
						<th scope="col">Montant</th>
					</tr>
				</thead>
				<tbody>
					<tr>
						<th scope="row">Frais pour le donateur</th>
						<td>—</td>
						<td>aucun : vous payez le montant de votre don, rien de plus</td>
					</tr>
					<tr>
						<th scope="row">Frais de plateforme Donnons</th>
						<td>l’association</td>
						<td>
							<PlatformFee example={e} />
						</td>
					</tr>
					<tr>
						<th scope="row">Frais du prestataire de paiement (Mangopay)</th>
						<td>Donnons</td>
						<td>
							facturés à Donnons, jamais prélevés sur un don ni sur la cagnotte :{' '}
							{formatEuros(e.providerFeeCents)} pour le donateur comme pour l’association
						</td>
					</tr>
					<tr>
						<th scope="row">Pourboire à Donnons</th>
						<td>le donateur, s’il le souhaite</td>
						<td>
							facultatif, au choix {e.tipChoicesCents.map((tip) => formatEuros(tip)).join(', ')} ;{' '}
							{formatEuros(e.tipChoicesCents[0] ?? 0)} est proposé par défaut. Il s’ajoute au don, revient à
							Donnons, n’est pas un don à l’association et n’ouvre pas droit à réduction d’impôt.
						</td>
					</tr>
				</tbody>
			</table>

			<h2 id="exemple">Exemple : un don de {formatEuros(e.giftCents)}</h2>
			<table>
				<caption className="sr-only">Ce que devient un don de {formatEuros(e.giftCents)}</caption>
				<tbody>
					<tr>
						<th scope="row">Votre don à l’association</th>
						<td data-testid="example-gift">{formatEuros(e.giftCents)}</td>
					</tr>
					<tr>
						<th scope="row">Pourboire facultatif à Donnons (si vous choisissez {formatEuros(e.tipCents)})</th>
						<td data-testid="example-tip">{formatEuros(e.tipCents)}</td>
					</tr>
					<tr>
						<th scope="row">Débité sur votre compte</th>
						<td data-testid="example-debited">{formatEuros(e.donorPaysCents)}</td>
					</tr>
					<tr>
						<th scope="row">Frais de plateforme retenus à l’association</th>
						<td data-testid="example-platform-fee">{formatEuros(e.platformFeeCents)}</td>
					</tr>
					<tr>
						<th scope="row">Frais du prestataire de paiement</th>
						<td data-testid="example-provider-fee">{formatEuros(e.providerFeeCents)}</td>
					</tr>
					<tr>
						<th scope="row">Reçu par l’association</th>
						<td data-testid="example-charity-receives">
							<strong>{formatEuros(e.charityReceivesCents)}</strong>
						</td>
					</tr>
				</tbody>
			</table>
			<p>Votre reçu fiscal porte sur le don seul ({formatEuros(e.giftCents)}), pourboire exclu :</p>
			<table>
				<caption className="sr-only">Réduction d’impôt sur un don de {formatEuros(e.giftCents)}</caption>
				<thead>
					<tr>
						<th scope="col">Donateur</th>
						<th scope="col">Réduction d’impôt</th>
						<th scope="col">Coût réel du don</th>
					</tr>
				</thead>
				<tbody>
					{[
						{ label: 'Particulier', line: e.individual, testId: 'example-66' },
						{
							label: 'Particulier, association d’aide aux personnes en difficulté',
							line: e.individualHelp,
							testId: 'example-75',
						},
						{ label: 'Entreprise', line: e.company, testId: 'example-60' },
					].map(({ label, line, testId }) => (
						<tr key={testId} data-testid={testId}>
							<th scope="row">{label}</th>
							<td>
								{line.ratePercent} % : {formatEuros(line.reductionCents)}
							</td>
							<td>{formatEuros(line.netCostCents)}</td>
						</tr>
					))}
				</tbody>
			</table>
			<p>
				Le taux de 75 % s’applique dans la limite d’un plafond annuel (2 000 € de dons faits à partir du 14
				octobre 2025) ; au-delà, et pour les autres associations, le taux est de 66 % dans la limite de 20 %
				du revenu imposable. Le don rapide, sans inscription, ne donne pas de reçu fiscal. Le détail est sur
				la page <Link to={links.taxDeduction}>Déduction fiscale des dons</Link>.
			</p>

			<h2 id="remboursement">Remboursements et réaffectation des dons</h2>
			<ul>
				<li>
					<strong>Objectif atteint ou non :</strong> l’objectif d’une cagnotte est facultatif et ne bloque
					jamais le versement. À la clôture, tout ce qui a été collecté est versé à l’association, que
					l’objectif soit atteint ou non.
				</li>
				<li>
					<strong>Objectif dépassé :</strong> les dons au-delà de l’objectif vont eux aussi à l’association
					bénéficiaire ; ils ne sont ni rendus ni redirigés.
				</li>
				<li>
					<strong>Cagnotte suspendue :</strong> une cagnotte signalée peut être suspendue par l’équipe Donnons
					; elle ne reçoit alors plus aucun don et ses dons mensuels sont mis en attente. Les dons déjà reçus
					restent sur le compte de l’association chez Mangopay : ils ne reviennent jamais à Donnons ni à
					l’organisateur.
				</li>
				<li>
					<strong>Association suspendue ou qui cesse son activité :</strong> ses cagnottes ne reçoivent plus
					de dons. Une cagnotte ne change d’association que tant qu’elle n’a reçu aucun don : les dons déjà
					faits ne sont jamais réaffectés à une autre association, car votre reçu fiscal nomme celle que vous
					avez choisie. Si l’association ne peut plus les recevoir, écrivez-nous : nous cherchons avec
					Mangopay le remboursement des donateurs.
				</li>
				<li>
					<strong>Rembourser un don :</strong> un don exécuté avec votre accord n’est pas annulable par la
					rétractation. Vous pouvez contester une opération non autorisée ou mal exécutée dans un délai de{' '}
					{t.disputeMonths} mois auprès de votre banque ou en écrivant à {companyAddress.email}. Un don
					remboursé ou contesté entraîne l’annulation de son reçu fiscal. Un don mensuel s’arrête à tout
					moment depuis l’espace membre.
				</li>
			</ul>

			<h2 id="fraude">Lutte contre la fraude et le blanchiment</h2>
			<ul>
				<li>
					Paiement par carte avec authentification 3-D Secure ; prélèvements sous mandat SEPA ; virements
					rapprochés par leur référence.
				</li>
				<li>
					Chaque association partenaire est sélectionnée selon notre{' '}
					<Link to={links.qualityCharter}>charte qualité</Link> et vérifiée par Mangopay (identité de
					l’association et de ses dirigeants, statuts) avant de recevoir des dons.
				</li>
				<li>
					Les versements ne partent que vers le compte bancaire vérifié de l’association, après contrôle du
					nom de son titulaire par la banque.
				</li>
				<li>
					Lorsque les participations d’un même donateur dépassent{' '}
					{formatWholeEuros(t.amlYearlyParticipationsEuros)} sur une année civile, ou ses demandes de
					remboursement {formatWholeEuros(t.amlYearlyRefundRequestsEuros)}, une pièce d’identité (et, pour une
					entreprise, un extrait Kbis, les statuts et la déclaration des bénéficiaires effectifs) est exigée
					avant toute nouvelle opération. Mangopay peut demander d’autres justificatifs, suspendre ou refuser
					une opération.
				</li>
				<li>
					Une cagnotte ou un compte peut être suspendu sans préavis en cas de fraude ou de soupçon de fraude,
					d’usurpation d’identité ou de refus de fournir les justificatifs exigés.
				</li>
			</ul>

			<h2 id="reclamation">Faire une réclamation</h2>
			<ol>
				<li>
					Écrivez au service client à <a href={`mailto:${companyAddress.email}`}>{companyAddress.email}</a> en
					indiquant la cagnotte, la date et le montant du don.
				</li>
				<li>
					À défaut de solution dans un délai de deux mois, vous pouvez recourir gratuitement à un médiateur de
					la consommation (articles L611-1 et suivants du Code de la consommation) ; ses coordonnées vous sont
					indiquées dans la réponse du service client et sur simple demande.
				</li>
				<li>
					Pour un paiement non autorisé, vous pouvez aussi vous adresser directement à votre banque, dans un
					délai de {t.disputeMonths} mois à compter du débit.
				</li>
			</ol>
			<p>
				Ces règles complètent les <Link to={links.terms}>conditions générales d’utilisation</Link>.
			</p>
		</>
	)
}
