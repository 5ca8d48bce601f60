import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { adminFigures, potsAwaitingVerification } from '#app/admin/dashboard.server.ts'
import { pendingProfileReviews } from '#app/admin/profile-reviews.server.ts'
import { requireOperator } from '#app/auth/staff.server.ts'

export const meta: MetaFunction = () => [{ title: 'Administration — Donnons' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireOperator(request)
	return { ...adminFigures(), reviews: pendingProfileReviews(), waiting: potsAwaitingVerification() }
}

export default function AdminHome() {
	const f = useLoaderData<typeof loader>()
	const cards = [
		{ to: '/admin/associations', title: 'Associations', text: `${f.suspendedCharities} suspendue(s)` },
		{ to: '/admin/cagnottes', title: 'Cagnottes', text: `${f.suspendedPots} suspendue(s)` },
		{ to: '/admin/comptes', title: 'Comptes', text: `${f.suspendedAccounts} suspendu(s)` },
		{ to: '/admin/mails', title: 'Mails', text: `${f.failedMails} en échec` },
	]
	return (
		<>
			<h1 className="mb-6 text-3xl font-bold">Tableau de bord</h1>
			<ul className="grid gap-4 sm:grid-cols-2">
				{cards.map((card) => (
					<li key={card.to}>
						<Link to={card.to} className="block rounded-2xl border border-pink-100 p-4 hover:bg-paper">
							<span className="block text-xl font-semibold text-brand-dark">{card.title}</span>
							<span className="text-muted">{card.text}</span>
						</Link>
					</li>
				))}
			</ul>
			<section aria-labelledby="reviews-heading" className="mt-8">
				<h2 id="reviews-heading" className="mb-3 text-xl font-semibold">
					Profils d’association à valider
				</h2>
				{f.reviews.length === 0 ? (
					<p>Aucune modification de profil n’attend de validation.</p>
				) : (
					<ul className="list-disc pl-6">
						{f.reviews.map((r) => (
							<li key={r.charityId}>
								<Link to={`/admin/associations/${r.charityId}`} className="text-brand-dark underline">
									{r.charityName}
								</Link>{' '}
								— envoyée le {r.submittedAt}
							</li>
						))}
					</ul>
				)}
			</section>
			<section aria-labelledby="waiting-heading" className="mt-8">
				<h2 id="waiting-heading" className="mb-3 text-xl font-semibold">
					Cagnottes en attente de la vérification de leur association
				</h2>
				{f.waiting.total === 0 ? (
					<p>Aucune cagnotte ouverte n’attend la vérification de son association.</p>
				) : (
					<>
						<p className="mb-2">
							{f.waiting.total} cagnotte(s) ouverte(s) ne reçoivent pas encore de dons : leur association n’a
							pas terminé son inscription auprès du prestataire de paiement.
						</p>
						<ul className="list-disc pl-6">
							{f.waiting.pots.map((p) => (
								<li key={p.potId}>
									<Link to={`/admin/cagnottes/${p.potId}`} className="text-brand-dark underline">
										{p.potName}
									</Link>{' '}
									—{' '}
									<Link to={`/admin/associations/${p.charityId}`} className="text-brand-dark underline">
										{p.charityName}
									</Link>{' '}
									— créée le {p.createdAt}
								</li>
							))}
						</ul>
					</>
				)}
			</section>
		</>
	)
}
