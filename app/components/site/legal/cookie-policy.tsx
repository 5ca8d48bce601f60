import { Form, Link } from '@remix-run/react'
import { legalTerms as t } from '#app/lib/site/legal-terms.ts'
import { companyAddress, links } from '#app/lib/site/site-links.ts'
import { TableScroll } from '#app/components/table-scroll.tsx'

type ConsentChoice = 'accepted' | 'denied' | null

const CHOICE_LABELS: Record<'accepted' | 'denied' | 'none', string> = {
	accepted: 'vous avez accepté les cookies de mesure d’audience.',
	denied: 'vous avez refusé les cookies de mesure d’audience.',
	none: 'vous n’avez pas encore fait de choix ; aucun cookie de mesure d’audience n’est déposé.',
}

/** The cookies Donnons sets itself: name, purpose, lifetime (app/auth, app/platform, app/flows, app/catalogue). */
const NECESSARY_COOKIES = [
	{
		name: 'donnons_session',
		purpose: 'Vous garder connecté à votre compte ; signé, inaccessible aux scripts.',
		lifetime: '30 jours, ou jusqu’à la déconnexion',
	},
	{
		name: 'donnons_consent',
		purpose: 'Retenir votre choix sur les cookies de mesure d’audience.',
		lifetime: `${t.audienceCookiesMonths} mois`,
	},
	{
		name: 'donnons_toast',
		purpose: 'Afficher une seule fois le message qui confirme l’envoi d’un formulaire.',
		lifetime: 'Supprimé dès que le message est affiché',
	},
	{
		name: 'donnons_flow',
		purpose: 'Reprendre là où vous en étiez dans la création d’une cagnotte ou dans un don.',
		lifetime: '14 jours',
	},
	{
		name: 'donnons_social, donnons_social_return',
		purpose: 'Terminer une connexion avec Facebook et vous ramener à la page de départ.',
		lifetime: '15 minutes et 10 minutes',
	},
] as const

/** The cookie choice form: posts to the `/cookies` resource route and comes back here, JavaScript or not. */
function CookieChoiceForm({ consent, redirectTo }: { consent: ConsentChoice; redirectTo: string }) {
	return (
		<section aria-labelledby="cookie-choice-title" className="my-6 rounded-2xl border-2 border-brand p-5">
			<h2 id="cookie-choice-title" className="mt-0">
				Modifier votre choix
			</h2>
			<p>
				<strong>Votre choix actuel :</strong> {CHOICE_LABELS[consent ?? 'none']}
			</p>
			<Form method="post" action="/cookies" className="mt-3 flex flex-wrap gap-3">
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<button type="submit" name="consent" value="denied" className="btn-secondary">
					Refuser les cookies de mesure d’audience
				</button>
				<button type="submit" name="consent" value="accepted" className="btn-secondary">
					Accepter les cookies de mesure d’audience
				</button>
			</Form>
		</section>
	)
}

/** The cookie policy (docs/requirements.md#spec-1-2 cookie consent, docs/requirements.md#spec-3-9: audience cookies kept 13 months). */
export function CookiePolicy({ consent, redirectTo }: { consent: ConsentChoice; redirectTo: string }) {
	return (
		<>
			<p>
				Un cookie est un petit fichier déposé dans votre navigateur par le site que vous consultez. Cette page
				dit lesquels Donnons utilise, pourquoi, combien de temps, et comment changer d’avis. Elle suit les
				lignes directrices et la recommandation de la CNIL sur les cookies et autres traceurs.
			</p>

			<CookieChoiceForm consent={consent} redirectTo={redirectTo} />

			<h2>Les cookies nécessaires au fonctionnement du site</h2>
			<p>
				Ces cookies sont déposés par Donnons lui-même, sur le domaine du site. Ils sont indispensables au
				service que vous demandez (vous connecter, payer, créer une cagnotte) et ne servent à aucune autre fin
				: ils ne demandent donc pas votre accord (article 82 de la loi Informatique et Libertés). Aucun d’eux
				n’est déposé avant que vous ne fassiez une action qui le nécessite.
			</p>
			<TableScroll label="Cookies nécessaires déposés par Donnons">
				<table>
					<caption className="sr-only">Cookies nécessaires déposés par Donnons</caption>
					<thead>
						<tr>
							<th scope="col">Nom</th>
							<th scope="col">Finalité</th>
							<th scope="col">Durée de conservation</th>
						</tr>
					</thead>
					<tbody>
						{NECESSARY_COOKIES.map((cookie) => (
							<tr key={cookie.name}>
								<th scope="row">
									<code>{cookie.name}</code>
								</th>
								<td>{cookie.purpose}</td>
								<td>{cookie.lifetime}</td>
							</tr>
						))}
					</tbody>
				</table>
			</TableScroll>

			<h2>Les cookies de mesure d’audience</h2>
			<p>
				Les cookies de mesure d’audience servent à compter les visites et les pages consultées, de façon
				agrégée, pour savoir quelles pages sont utiles et lesquelles améliorer. Ils ne sont déposés qu’avec
				votre accord, donné par le bandeau « Vos choix en matière de cookies » ou par le formulaire ci-dessus,
				et sont conservés {t.audienceCookiesMonths} mois au plus ; les données qu’ils permettent de recueillir
				ne sont pas conservées plus de 25 mois. Votre choix, qu’il s’agisse d’un accord ou d’un refus, est
				lui-même conservé {t.audienceCookiesMonths} mois, puis la question vous est posée de nouveau.
			</p>
			<p>
				À la date de mise à jour de cette page, aucun outil de mesure d’audience n’est activé sur Donnons :
				accepter ne dépose aujourd’hui aucun cookie supplémentaire. Si un outil est mis en service, il sera
				nommé ici, avec ses cookies, avant d’être utilisé, et seulement pour les visiteurs qui ont accepté.
			</p>
			<p>Donnons ne dépose aucun cookie publicitaire et ne revend aucune donnée de navigation.</p>

			<h2>Les services de tiers</h2>
			<ul>
				<li>
					<strong>Paiement :</strong> la page d’authentification 3-D Secure de votre banque et les pages de
					Mangopay (signature d’un mandat de prélèvement) déposent leurs propres cookies, sur leur domaine,
					pour sécuriser le paiement.
				</li>
				<li>
					<strong>Facebook :</strong> si vous choisissez « Se connecter avec Facebook », vous êtes conduit sur
					facebook.com, où s’appliquent les règles de Meta. Les boutons de partage de la page d’une cagnotte
					sont de simples liens : ils ne déposent rien tant que vous ne cliquez pas.
				</li>
				<li>
					<strong>Vidéos :</strong> les vidéos des associations sont lues depuis youtube-nocookie.com,
					uniquement lorsque vous lancez la lecture.
				</li>
			</ul>

			<h2>Régler votre navigateur</h2>
			<p>
				Vous pouvez aussi supprimer les cookies déjà déposés ou les bloquer depuis les réglages de votre
				navigateur (rubrique « Confidentialité » ou « Vie privée »). Bloquer les cookies nécessaires empêche
				la connexion à votre compte et le paiement des dons.
			</p>

			<h2>En savoir plus</h2>
			<p>
				Les données personnelles que Donnons traite sont décrites dans la{' '}
				<Link to={links.privacy}>politique de confidentialité</Link>. Pour toute question :{' '}
				<a href={`mailto:${companyAddress.email}`}>{companyAddress.email}</a>. Vous pouvez également consulter
				les fiches pratiques de la CNIL sur{' '}
				<a href="https://www.cnil.fr/fr/cookies-et-autres-traceurs">cnil.fr</a>.
			</p>
		</>
	)
}
