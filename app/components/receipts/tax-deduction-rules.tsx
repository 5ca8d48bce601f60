import { Link } from '@remix-run/react'
import { addDaysToIsoDay } from '#app/lib/dates.ts'
import { formatEuros } from '#app/lib/money.ts'
import { links } from '#app/lib/site/site-links.ts'
import {
	HELP_CEILINGS,
	HELP_RATE_CATEGORIES,
	COMPANY_GIFTS_LIMIT_CENTS,
	COMPANY_REDUCED_RATE_THRESHOLD_CENTS,
	CARRY_OVER_YEARS,
	INCOME_CAP_PERCENT,
} from '#app/lib/receipts/tax-deduction.ts'
import { frenchLongDate } from '#app/lib/receipts/tax-simulator.ts'
import { TableScroll } from '#app/components/table-scroll.tsx'

/** '1 000 €' rather than '1 000,00 €' for round figures of the rules. */
function euros(cents: number): string {
	return formatEuros(cents).replace(/,00(?=\s€)/, '')
}

/** The 75 % ceilings as table rows, from the dated data of the rules. */
function ceilingRows() {
	return HELP_CEILINGS.map((ceiling, index) => {
		const next = HELP_CEILINGS[index + 1]
		const period = next
			? `Dons faits du ${frenchLongDate(ceiling.from)} au ${frenchLongDate(addDaysToIsoDay(next.from, -1))}`
			: `Dons faits à partir du ${frenchLongDate(ceiling.from)}`
		return { period, ceiling: euros(ceiling.ceilingCents) }
	})
}

const domesticViolenceFrom = HELP_RATE_CATEGORIES.find((each) => each.category === 'DOMESTIC_VIOLENCE')?.from

/** The rules of the page (individuals, companies, 75 % bodies, carry-over, receipts), in plain tables. */
export function TaxDeductionRules() {
	return (
		<>
			<h2 id="particuliers">Particuliers : 66 % ou 75 % de votre don</h2>
			<p>
				Un don à une association ou à une fondation reconnue d’intérêt général ouvre droit à une réduction de
				votre impôt sur le revenu (article 200 du code général des impôts). Le taux dépend de l’organisme qui
				reçoit le don.
			</p>
			<TableScroll label="Réduction d’impôt des particuliers selon l’organisme">
				<table>
					<caption className="sr-only">Réduction d’impôt des particuliers selon l’organisme</caption>
					<thead>
						<tr>
							<th scope="col">Organisme bénéficiaire</th>
							<th scope="col">Réduction</th>
							<th scope="col">Limite</th>
						</tr>
					</thead>
					<tbody>
						<tr>
							<th scope="row">Association ou fondation d’intérêt général</th>
							<td>66 % du don</td>
							<td>
								Dons retenus dans la limite de {INCOME_CAP_PERCENT} % du revenu imposable du foyer ;
								l’excédent est reporté sur les {CARRY_OVER_YEARS} années suivantes
							</td>
						</tr>
						<tr>
							<th scope="row">
								Organisme d’aide aux personnes en difficulté (repas, soins ou logement gratuits)
							</th>
							<td>75 % du don jusqu’au plafond, 66 % au-delà</td>
							<td>
								Plafond annuel selon la date du don (tableau ci-dessous) ; la part à 66 % suit la limite de 20
								%
							</td>
						</tr>
						<tr>
							<th scope="row">Organisme d’aide aux victimes de violences domestiques</th>
							<td>
								75 % pour les dons faits à partir du {frenchLongDate(domesticViolenceFrom ?? '')}, 66 % avant
							</td>
							<td>Même plafond, partagé avec les dons aux organismes d’aide aux personnes en difficulté</td>
						</tr>
					</tbody>
				</table>
			</TableScroll>
			<p>
				Exemple : un don de 100 € à une association d’intérêt général réduit votre impôt de 66 € ; il vous
				coûte réellement 34 €. Le même don à une association qui distribue des repas gratuits vous coûte 25 €.
			</p>

			<h3 id="organismes-75">Le plafond des dons retenus à 75 %</h3>
			<p>
				Le taux de 75 % s’applique aux dons de l’année, tous organismes concernés confondus, jusqu’à un
				plafond qui dépend de la date du don. Ces dons ne comptent pas dans la limite de 20 % du revenu ; la
				part qui dépasse le plafond est ajoutée à vos autres dons, à 66 %.
			</p>
			<TableScroll label="Plafond des dons retenus à 75 % selon la date du don">
				<table>
					<caption className="sr-only">Plafond des dons retenus à 75 % selon la date du don</caption>
					<thead>
						<tr>
							<th scope="col">Date du don</th>
							<th scope="col">Plafond annuel</th>
						</tr>
					</thead>
					<tbody>
						{ceilingRows().map((row) => (
							<tr key={row.period}>
								<th scope="row">{row.period}</th>
								<td>{row.ceiling}</td>
							</tr>
						))}
					</tbody>
				</table>
			</TableScroll>
			<p>
				Sont concernés les organismes sans but lucratif qui fournissent gratuitement des repas, des soins ou
				une aide au logement à des personnes en difficulté et, pour les dons faits à partir du{' '}
				{frenchLongDate(domesticViolenceFrom ?? '')}, ceux qui aident les victimes de violences domestiques.
				Sur votre déclaration de revenus, les dons aux organismes d’aide aux personnes en difficulté se
				reportent case 7UD, les dons aux autres organismes case 7UF.
			</p>

			<h2 id="entreprises">Entreprises : 60 % puis 40 %</h2>
			<p>
				Les dons d’une entreprise soumise à l’impôt sur le revenu ou à l’impôt sur les sociétés ouvrent droit
				à une réduction d’impôt (article 238 bis du code général des impôts), déclarée sur le formulaire
				2069-RCI.
			</p>
			<TableScroll label="Réduction d’impôt des entreprises">
				<table>
					<caption className="sr-only">Réduction d’impôt des entreprises</caption>
					<thead>
						<tr>
							<th scope="col">Part des dons de l’exercice</th>
							<th scope="col">Réduction</th>
						</tr>
					</thead>
					<tbody>
						<tr>
							<th scope="row">Jusqu’à {euros(COMPANY_REDUCED_RATE_THRESHOLD_CENTS)}</th>
							<td>60 %</td>
						</tr>
						<tr>
							<th scope="row">Au-delà de {euros(COMPANY_REDUCED_RATE_THRESHOLD_CENTS)}</th>
							<td>
								40 % (60 % pour les dons aux organismes qui fournissent gratuitement des repas, des soins ou
								un logement aux personnes en difficulté)
							</td>
						</tr>
						<tr>
							<th scope="row">Plafond</th>
							<td>
								{euros(COMPANY_GIFTS_LIMIT_CENTS)} ou 5 ‰ du chiffre d’affaires hors taxes, le montant le plus
								élevé étant retenu ; l’excédent est reporté sur les {CARRY_OVER_YEARS} exercices suivants
							</td>
						</tr>
					</tbody>
				</table>
			</TableScroll>
			<p>
				Exemple : une entreprise qui réalise 3 millions d’euros de chiffre d’affaires et donne 25 000 € a un
				plafond de 20 000 € (5 ‰ de son chiffre d’affaires ne font que 15 000 €). Elle déduit 12 000 € de son
				impôt cette année et reporte les 5 000 € restants.
			</p>

			<h2 id="report">Le report de l’excédent</h2>
			<TableScroll label="Report des dons au-delà des limites">
				<table>
					<caption className="sr-only">Report des dons au-delà des limites</caption>
					<thead>
						<tr>
							<th scope="col">Donateur</th>
							<th scope="col">Ce qui est reporté</th>
							<th scope="col">Durée</th>
						</tr>
					</thead>
					<tbody>
						<tr>
							<th scope="row">Particulier</th>
							<td>La part des dons à 66 % qui dépasse {INCOME_CAP_PERCENT} % du revenu imposable</td>
							<td>Les {CARRY_OVER_YEARS} années suivantes, au même taux</td>
						</tr>
						<tr>
							<th scope="row">Entreprise</th>
							<td>La part des dons qui dépasse le plafond de l’exercice</td>
							<td>Les {CARRY_OVER_YEARS} exercices suivants</td>
						</tr>
					</tbody>
				</table>
			</TableScroll>
			<p>
				La réduction s’impute sur l’impôt dû : si elle le dépasse, la différence n’est pas remboursée à un
				particulier. Pour une entreprise, la réduction non utilisée s’impute sur l’impôt des cinq exercices
				suivants.
			</p>

			<h2 id="recu-fiscal">Le reçu fiscal</h2>
			<p>
				Le reçu fiscal est le document qui prouve votre don : l’association y atteste avoir reçu la somme,
				sans contrepartie, et indique le régime de réduction dont il relève (modèle cerfa n° 11580 pour les
				particuliers, n° 16216 pour les entreprises). Vous n’avez pas à le joindre à votre déclaration, mais
				vous devez le conserver et pouvoir le présenter à l’administration fiscale.
			</p>
			<p>Sur Donnons, le reçu fiscal est automatique :</p>
			<ul>
				<li>
					il est émis au nom de l’association dès que votre paiement est confirmé : tout de suite pour un
					paiement par carte, à l’encaissement pour un prélèvement SEPA ou un virement, chaque mois pour un
					don mensuel ;
				</li>
				<li>
					il est joint à l’e-mail de confirmation de votre don et reste téléchargeable à tout moment dans
					votre espace donateur ;
				</li>
				<li>
					en janvier, vous recevez le relevé annuel de vos dons de l’année écoulée, avec une estimation de
					votre réduction ;
				</li>
				<li>
					si votre don vous est remboursé, le reçu est annulé : il ne peut plus servir pour votre déclaration.
				</li>
			</ul>
			<p>
				Quelques associations émettent elles-mêmes leurs reçus : l’e-mail de confirmation vous le précise, et
				l’association vous adresse alors le reçu directement. Retrouvez toutes nos{' '}
				<Link to={links.partnerCharities}>associations partenaires</Link>.
			</p>
		</>
	)
}
