import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireCharityMember } from '#app/auth/staff.server.ts'
import { onboardingState } from '#app/charity-space/onboarding.server.ts'
import { onboardingPath } from '#app/components/charity-space/charity-onboarding.tsx'
import {
	isOnboardingComplete,
	onboardingSteps,
	type OnboardingStep,
} from '#app/lib/charity-space/charity-onboarding.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: `Inscription de ${data?.charity.name ?? 'l’association'} — Espace association — Donnons` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const state = onboardingState(charity.id)
	return {
		charity: { id: charity.id, name: charity.name },
		steps: onboardingSteps(state),
		complete: isOnboardingComplete(state),
		providerSynced: state.providerSynced,
	}
}

const HINTS: Record<OnboardingStep, string> = {
	identite:
		'Dénomination, forme juridique, numéro SIREN ou RNA, catégorie pour les reçus fiscaux, siège social.',
	representant: 'Nom, date de naissance, nationalité et adresse de la personne qui représente l’association.',
	justificatifs:
		'Preuve d’enregistrement, statuts et pièce d’identité du représentant légal, examinés par notre prestataire de paiement.',
	'compte-bancaire': 'Le compte sur lequel l’association reçoit les fonds collectés.',
}

export default function OnboardingOverview() {
	const { charity, steps, complete, providerSynced } = useLoaderData<typeof loader>()
	return (
		<>
			<p className="mb-2">
				<Link to={`/association-espace/${charity.id}`} className="text-brand-dark underline">
					← {charity.name}
				</Link>
			</p>
			<h1 className="mb-2 text-3xl font-bold">Inscription de l’association</h1>
			<p className="mb-6 max-w-2xl">
				Quatre étapes pour recevoir les dons collectés. Chaque étape est enregistrée dès que vous la validez :
				vous pouvez vous arrêter et reprendre plus tard.
			</p>
			{complete ? (
				<p role="status" className="mb-6 rounded-xl bg-green-50 p-3 font-medium text-green-900">
					L’inscription est terminée : l’association peut recevoir les fonds collectés.
				</p>
			) : null}
			{steps[0]?.done && steps[1]?.done && !providerSynced ? (
				<p className="mb-6 rounded-xl bg-amber-50 p-3 text-amber-900">
					Vos informations sont enregistrées mais n’ont pas encore pu être transmises à notre prestataire de
					paiement ; elles le seront à votre prochain envoi de justificatif.
				</p>
			) : null}
			<ol className="max-w-2xl space-y-4">
				{steps.map((s, index) => (
					<li key={s.step} className="rounded-2xl border border-pink-100 p-4">
						<h2 className="text-lg font-semibold">
							<Link to={onboardingPath(charity.id, s.step)} className="text-brand-dark underline">
								{index + 1}. {s.title}
							</Link>
						</h2>
						<p className="text-sm text-muted">{HINTS[s.step]}</p>
						<p className="mt-1 font-medium">
							{s.done ? '✓ Terminée' : s.waiting ? 'En cours d’examen' : 'À compléter'}
						</p>
					</li>
				))}
			</ol>
		</>
	)
}
