import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { profileStatusShort } from '#app/lib/charity-space/charity-profile.ts'
import { requireCharityMember } from '#app/auth/staff.server.ts'
import { onboardingState } from '#app/charity-space/onboarding.server.ts'
import { openDraftStatus } from '#app/charity-space/profile.server.ts'
import { charitySpaceSummary } from '#app/charity-space/space.server.ts'
import { isCharityVerified } from '#app/charity-space/verification.server.ts'
import { isOnboardingComplete, verificationTodo } from '#app/lib/charity-space/charity-onboarding.ts'
import { onboardingMessages } from '#app/lib/charity-space/onboarding-messages.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: `${data?.charity.name ?? 'Association'} — Espace association — Donnons` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const state = onboardingState(charity.id)
	const verified = isCharityVerified(charity.id)
	return {
		charity,
		summary: charitySpaceSummary(charity.id),
		onboarded: isOnboardingComplete(state),
		profileStatus: openDraftStatus(charity.id),
		// What stands between the charity and its gifts (ADR 030): the steps the provider's check needs.
		verification: verified ? null : verificationTodo(state),
	}
}

export default function CharitySpaceCharity() {
	const { charity, summary, onboarded, profileStatus, verification } = useLoaderData<typeof loader>()
	return (
		<>
			<h1 className="mb-2 text-3xl font-bold">{charity.name}</h1>
			<p className="mb-6">
				<Link to={`/association/${charity.slug}`} className="text-brand-dark underline">
					Voir la page publique de l’association
				</Link>
				{' · '}
				<Link to={`/association-espace/${charity.id}/profil`} className="text-brand-dark underline">
					Modifier le profil public
				</Link>
				{profileStatus ? ` (${profileStatusShort[profileStatus]})` : null}
			</p>
			{verification ? (
				<section
					aria-labelledby="verification-title"
					className="mb-6 rounded-2xl border border-sky-700 bg-sky-50 p-4 text-sky-900"
				>
					<h2 id="verification-title" className="mb-2 font-semibold">
						{onboardingMessages.verificationTitle}
					</h2>
					{verification.length === 0 ? (
						<p>{onboardingMessages.verificationAllSent}</p>
					) : (
						<>
							<p>{onboardingMessages.verificationPending(summary.openCount)}</p>
							<ul className="mt-2 list-disc pl-6">
								{verification.map((item) => (
									<li key={item.label}>
										{item.label}
										{item.underReview ? ` (${onboardingMessages.verificationUnderReview})` : null}
									</li>
								))}
							</ul>
						</>
					)}
				</section>
			) : null}
			<p className="mb-6 rounded-2xl border border-pink-100 p-4">
				{onboarded
					? 'L’inscription de l’association est terminée. '
					: 'Pour recevoir les fonds collectés, terminez l’inscription de l’association. '}
				<Link
					to={`/association-espace/${charity.id}/inscription`}
					className="font-medium text-brand-dark underline"
				>
					{onboarded ? 'Voir l’inscription' : 'Continuer l’inscription'}
				</Link>
			</p>
			<dl className="mb-8 grid gap-4 sm:grid-cols-3">
				<div className="rounded-2xl border border-pink-100 p-4">
					<dt className="text-muted">Cagnottes à son profit</dt>
					<dd className="text-2xl font-bold">{summary.potsCount}</dd>
				</div>
				<div className="rounded-2xl border border-pink-100 p-4">
					<dt className="text-muted">Cagnottes ouvertes</dt>
					<dd className="text-2xl font-bold">{summary.openCount}</dd>
				</div>
				<div className="rounded-2xl border border-pink-100 p-4">
					<dt className="text-muted">Montant collecté</dt>
					<dd className="text-2xl font-bold">{summary.collected}</dd>
				</div>
			</dl>
			<h2 className="mb-3 text-xl font-semibold">Finances</h2>
			<ul className="mb-8 list-disc pl-6">
				<li>
					<Link to={`/association-espace/${charity.id}/cagnottes`} className="text-brand-dark underline">
						Cagnottes
					</Link>{' '}
					: organisateurs, dates, montants collectés et statut
				</li>
				<li>
					<Link to={`/association-espace/${charity.id}/dons`} className="text-brand-dark underline">
						Dons
					</Link>{' '}
					: par période et par cagnotte, avec l’export CSV
				</li>
				<li>
					<Link to={`/association-espace/${charity.id}/recus`} className="text-brand-dark underline">
						Reçus fiscaux
					</Link>{' '}
					: reçus émis et annulés, chiffres annuels de l’article 222 bis
				</li>
				<li>
					<Link to={`/association-espace/${charity.id}/versements`} className="text-brand-dark underline">
						Versements
					</Link>{' '}
					: versements reçus et leurs relevés (PDF, CSV)
				</li>
			</ul>
			<h2 className="mb-3 text-xl font-semibold">Dernières cagnottes</h2>
			{summary.latest.length === 0 ? (
				<p>Aucune cagnotte n’a encore été ouverte au profit de l’association.</p>
			) : (
				<ul className="list-disc pl-6">
					{summary.latest.map((pot) => (
						<li key={pot.id}>
							<Link to={`/participate/${pot.id}`} className="text-brand-dark underline">
								{pot.name}
							</Link>{' '}
							— {pot.total}
							{pot.suspended ? ' (suspendue)' : ''}
						</li>
					))}
				</ul>
			)}
		</>
	)
}
