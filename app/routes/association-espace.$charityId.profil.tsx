import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { requireCharityMember } from '#app/auth/staff.server.ts'
import { discardDraft, profilePageData, saveProfile } from '#app/charity-space/profile.server.ts'
import { CharityProfileForm } from '#app/components/charity-space/charity-profile-form.tsx'
import { profileMessages, profileStatusLabels } from '#app/lib/charity-space/charity-profile.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { httpError } from '#app/platform/http-errors.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: `Profil public — ${data?.charity.name ?? 'Association'} — Espace association — Donnons` },
]

/** /association-espace/:charityId/profil — the charity's public profile, edited by its members (ADR 029). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const page = profilePageData(charity.id)
	if (!page) throw httpError(404)
	return {
		charity: { id: charity.id, name: charity.name, slug: charity.slug },
		...page,
		submittedAt: page.submittedAt ? page.submittedAt.toISOString() : null,
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { charity, user } = await requireCharityMember(request, params.charityId)
	const here = `/association-espace/${charity.id}/profil`
	if (new URL(request.url).searchParams.get('abandon') === '1') {
		discardDraft(charity.id)
		return redirectWithToast(here, {
			type: 'success',
			title: toastTitles.operationSucceeded,
			description: profileMessages.discarded,
		})
	}
	const outcome = await saveProfile(request, charity.id, user.id)
	if (!outcome) throw httpError(404)
	if ('tooLarge' in outcome)
		return redirectWithToast(here, {
			type: 'error',
			title: toastTitles.attention,
			description: profileMessages.fileTooLarge,
		})
	if (!outcome.ok) return data({ result: outcome.reply }, { status: 400 })
	return redirectWithToast(here, {
		type: 'success',
		title: toastTitles.operationSucceeded,
		description: outcome.submitted ? profileMessages.submitted : profileMessages.saved,
	})
}

export default function CharityProfilePage() {
	const page = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { charity, status } = page
	return (
		<>
			<p className="mb-2">
				<Link to={`/association-espace/${charity.id}`} className="text-brand-dark underline">
					← {charity.name}
				</Link>
			</p>
			<h1 className="mb-2 text-3xl font-bold">Profil public</h1>
			<p className="mb-4">
				Ces informations forment la page publique de l’association. Vos modifications sont relues par l’équipe
				Donnons avant d’être publiées.{' '}
				<Link to={`/association/${charity.slug}`} className="text-brand-dark underline">
					Voir la page publique actuelle
				</Link>
			</p>
			<div role="status" className="mb-6 rounded-2xl bg-paper p-4">
				<p className="font-semibold">
					{status
						? profileStatusLabels[status]
						: 'Aucune modification en cours : le formulaire montre le profil publié.'}
				</p>
				{page.rejectionReason ? (
					<p className="mt-2">
						Raison du refus : <strong>{page.rejectionReason}</strong>
					</p>
				) : null}
			</div>
			<CharityProfileForm
				key={page.version}
				charityName={charity.name}
				values={page.values}
				files={page.files}
				choices={page.choices}
				lastResult={actionData?.result}
			/>
			{status ? (
				<Form method="post" action={`/association-espace/${charity.id}/profil?abandon=1`} className="mt-6">
					<button type="submit" className="text-brand-dark underline">
						Abandonner mes modifications
					</button>
					<p className="mt-1 text-sm text-muted">
						Le brouillon est supprimé ; le profil publié ne change pas.
					</p>
				</Form>
			) : null}
		</>
	)
}
