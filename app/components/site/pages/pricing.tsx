import { Link } from '@remix-run/react'
import { externalLinks, links } from '#app/lib/site/site-links.ts'
import { ExternalLink } from '#app/components/external-link.tsx'

const plans = [
	{
		name: 'Découverte',
		price: '21 €',
		period: 'une seule fois',
		summary: 'Pour une association qui se lance sur Donnons.',
		features: [
			'ouverture du compte partenaire et vérification de l’identité de l’association et de ses dirigeants',
			'page de présentation dans l’annuaire des associations partenaires',
			'dons par carte, prélèvement SEPA ponctuel ou mensuel, virement et don rapide',
			'reçus fiscaux envoyés automatiquement aux donateurs',
		],
	},
	{
		name: 'Mensuelle',
		price: '50 €',
		period: 'par mois, sans engagement',
		summary: 'Pour les associations qui collectent tout au long de l’année.',
		features: [
			'tout ce que comprend la formule Découverte',
			'mise en avant dans les recherches par cause et par région',
			'tableau de bord des dons, export des dons et état annuel des reçus émis',
			'audit du label Do Good inclus et interlocuteur dédié',
		],
	},
	{
		name: 'Annuelle',
		price: '450 €',
		period: 'par an, soit 3 mois offerts',
		summary: 'La formule Mensuelle, réglée une fois par an.',
		features: [
			'tout ce que comprend la formule Mensuelle',
			'450 € au lieu de 600 € sur douze mois',
			'une facture unique pour votre comptabilité',
		],
	},
]

export function PricingContent() {
	return (
		<>
			<h2>Pour les organisateurs et les donateurs : c’est gratuit</h2>
			<ul>
				<li>
					<strong>Création de cagnotte gratuite et illimitée</strong> : ouvrez autant de cagnottes que vous le
					souhaitez, pour vous ou votre entreprise.
				</li>
				<li>
					<strong>Aucun frais pour les donateurs</strong> : le montant donné est le montant qui part vers
					l’association, sans commission ajoutée. Un pourboire facultatif pour soutenir Donnons vous est
					proposé, libre à vous de le laisser à zéro.
				</li>
				<li>
					<strong>Le reçu fiscal intégral</strong> : il porte sur la totalité de votre don, qui ouvre droit à
					la réduction d’impôt prévue par la loi (<Link to={links.taxDeduction}>voir les règles</Link>).
				</li>
			</ul>

			<h2>Pour les associations partenaires</h2>
			<p>
				Seules les associations partenaires supportent les frais de fonctionnement de la plateforme : frais
				bancaires, vérifications d’identité et de sécurité, frais de plateforme et émission des reçus fiscaux.
				Elles reçoivent 100 % des paiements, diminués de ces seuls frais. Dans toutes les formules, les frais
				de transaction de notre prestataire de paiement sont retenus au coût réel, sans marge de notre part.
			</p>
			<ul className="list-none! pl-0! grid gap-4 sm:grid-cols-3">
				{plans.map((plan) => (
					<li key={plan.name} className="flex flex-col rounded-2xl border border-pink-100 bg-paper p-5">
						<h3 className="mt-0!">{plan.name}</h3>
						<p className="mb-1! text-3xl font-bold">{plan.price}</p>
						<p className="text-sm text-muted">{plan.period}</p>
						<p>{plan.summary}</p>
						<ul className="text-sm">
							{plan.features.map((feature) => (
								<li key={feature}>{feature}</li>
							))}
						</ul>
					</li>
				))}
			</ul>
			<p>
				Les prix sont indiqués toutes taxes comprises. La formule Mensuelle se résilie à tout moment avec un
				préavis de 30 jours ; la formule Annuelle est renouvelée chaque année, sauf résiliation avant son
				échéance.
			</p>
			<p>
				Vous représentez une association ?{' '}
				<ExternalLink href={externalLinks.becomePartner}>Devenez association partenaire</ExternalLink>
			</p>
		</>
	)
}
