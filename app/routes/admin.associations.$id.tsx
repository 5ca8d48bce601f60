import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { charityDetail, setCharityPublished } from '#app/admin/charities.server.ts'
import {
	approveProfile,
	isPendingDraft,
	pendingProfileReview,
	rejectProfile,
} from '#app/admin/profile-reviews.server.ts'
import { requireOperator } from '#app/auth/staff.server.ts'
import { inviteCharityMember } from '#app/charity-space/invitations.server.ts'
import { approveLegal, legalReviewOf, rejectLegal } from '#app/charity-space/legal-review.server.ts'
import { LegalReview } from '#app/components/admin/legal-review.tsx'
import { legalReviewMessages } from '#app/lib/charity-space/legal-review-messages.ts'
import { Field, FormAlert } from '#app/components/forms.tsx'
import { ProfileReview } from '#app/components/account/profile-review.tsx'
import { adminMessages } from '#app/lib/admin/admin-messages.ts'
import { CharityStatusSchema, InviteMemberSchema } from '#app/lib/admin/admin-schemas.ts'
import { profileMessages, RejectProfileSchema } from '#app/lib/charity-space/charity-profile.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { httpError } from '#app/platform/http-errors.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { parseId } from '#app/lib/ids.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: `${data?.charity.name ?? 'Association'} — Administration — Donnons` },
]

function charityOf(id: string | undefined) {
	const charityId = parseId(id)
	const charity = charityId ? charityDetail(charityId) : null
	if (!charity) throw httpError(404)
	return charity
}

export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireOperator(request)
	const charity = charityOf(params.id)
	return { charity, review: pendingProfileReview(charity.id), legal: legalReviewOf(charity.id) }
}

/** Forms: invite a member by e-mail, publish or suspend the charity, approve or refuse a profile change. */
export async function action({ request, params }: ActionFunctionArgs) {
	const operator = await requireOperator(request)
	const charity = charityOf(params.id)
	const form = await readForm(request)
	const here = `/admin/associations/${charity.id}`
	const intent = form.get('intent')
	if (intent === 'approve-profile' || intent === 'reject-profile') {
		const draftId = Number(form.get('draftId'))
		const validDraftId = Number.isSafeInteger(draftId) && draftId > 0 ? draftId : 0
		let outcome: 'done' | 'not-pending' = 'not-pending'
		if (intent === 'reject-profile') {
			const submission = parseWithZod(form, { schema: RejectProfileSchema })
			// The reason's error is shown in the review's form: with no change waiting, there is none to show
			// it in (already reviewed, or another charity's draft), so that is what the page says.
			if (submission.status !== 'success' && validDraftId && isPendingDraft(charity.id, validDraftId))
				return data({ review: submission.reply() }, { status: 400 })
			if (submission.status === 'success' && validDraftId)
				outcome = await rejectProfile(request, charity.id, validDraftId, operator.id, submission.value.reason)
		} else if (validDraftId) outcome = await approveProfile(request, charity.id, validDraftId, operator.id)
		return redirectWithToast(
			here,
			outcome === 'done'
				? {
						type: 'success',
						title: toastTitles.operationSucceeded,
						description:
							intent === 'approve-profile'
								? profileMessages.approved(charity.name)
								: profileMessages.rejected(charity.name),
					}
				: { type: 'error', title: toastTitles.attention, description: profileMessages.notPending },
		)
	}
	if (intent === 'approve-legal' || intent === 'reject-legal') {
		const reason = parseWithZod(form, { schema: RejectProfileSchema })
		if (intent === 'reject-legal' && reason.status !== 'success')
			return redirectWithToast(here, {
				type: 'error',
				title: toastTitles.attention,
				description: profileMessages.reasonRequired,
			})
		const outcome =
			intent === 'approve-legal'
				? approveLegal(charity.id)
				: rejectLegal(charity.id, reason.status === 'success' ? reason.value.reason : '')
		return redirectWithToast(
			here,
			outcome === 'done'
				? {
						type: 'success',
						title: toastTitles.operationSucceeded,
						description:
							intent === 'approve-legal'
								? legalReviewMessages.approved(charity.name)
								: legalReviewMessages.rejected(charity.name),
					}
				: { type: 'error', title: toastTitles.attention, description: legalReviewMessages.notPending },
		)
	}
	if (intent === 'invite') {
		const submission = parseWithZod(form, { schema: InviteMemberSchema })
		if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
		const { email } = submission.value
		const outcome = await inviteCharityMember(request, {
			charityId: charity.id,
			email,
			invitedById: operator.id,
		})
		if (outcome.status === 'already-member')
			return data(
				{
					result: submission.reply({
						fieldErrors: { email: [adminMessages.alreadyMember(email, charity.name)] },
					}),
				},
				{ status: 400 },
			)
		return redirectWithToast(here, {
			type: 'success',
			title: toastTitles.operationSucceeded,
			description: adminMessages.invitationSent(email, charity.name),
		})
	}
	const submission = parseWithZod(form, { schema: CharityStatusSchema })
	if (submission.status !== 'success') throw httpError(400)
	const published = submission.value.intent === 'publish'
	setCharityPublished(charity.id, published)
	return redirectWithToast(here, {
		type: 'success',
		title: toastTitles.operationSucceeded,
		description: published
			? adminMessages.charityPublished(charity.name)
			: adminMessages.charitySuspended(charity.name),
	})
}

export default function AdminCharity() {
	const { charity, review, legal } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'invite-member',
		lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: InviteMemberSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<>
			<p className="mb-2">
				<Link to="/admin/associations" className="text-brand-dark underline">
					← Toutes les associations
				</Link>
			</p>
			<h1 className="mb-2 text-3xl font-bold">{charity.name}</h1>
			<p className="mb-6">
				Statut : <strong>{charity.isActive ? 'Publiée' : 'Suspendue'}</strong> ·{' '}
				<Link to={`/association/${charity.slug}`} className="text-brand-dark underline">
					Voir sa page publique
				</Link>
			</p>
			{review ? (
				<ProfileReview
					review={review}
					lastResult={actionData && 'review' in actionData ? actionData.review : undefined}
				/>
			) : null}
			{legal ? <LegalReview review={legal} /> : null}
			<Form method="post" className="mb-8">
				<input type="hidden" name="intent" value={charity.isActive ? 'suspend' : 'publish'} />
				<button type="submit" className="btn-secondary">
					{charity.isActive ? 'Suspendre l’association' : 'Publier l’association'}
				</button>
				<p className="mt-1 text-sm text-muted">
					Une association suspendue n’apparaît plus dans le catalogue et ne peut plus être choisie pour une
					nouvelle cagnotte.
				</p>
			</Form>

			<section aria-labelledby="invite-heading" className="mb-8">
				<h2 id="invite-heading" className="mb-3 text-xl font-semibold">
					Inviter un membre
				</h2>
				<Form method="post" {...getFormProps(form)} noValidate className="max-w-lg space-y-3">
					<FormAlert id={form.errorId} errors={form.errors} />
					<input type="hidden" name="intent" value="invite" />
					<Field meta={fields.email} type="email" label="Adresse email de la personne à inviter" />
					<button type="submit" className="btn-primary">
						Envoyer l’invitation
					</button>
				</Form>
			</section>

			<section aria-labelledby="members-heading" className="mb-8">
				<h2 id="members-heading" className="mb-3 text-xl font-semibold">
					Membres
				</h2>
				{charity.members.length === 0 ? (
					<p>Aucun membre pour l’instant.</p>
				) : (
					<ul className="list-disc pl-6">
						{charity.members.map((m) => (
							<li key={m.id}>
								{m.firstName} {m.lastName} ({m.email}){m.acceptedAt ? ` — depuis le ${m.acceptedAt}` : ''}
							</li>
						))}
					</ul>
				)}
			</section>

			<section aria-labelledby="invitations-heading">
				<h2 id="invitations-heading" className="mb-3 text-xl font-semibold">
					Invitations en attente
				</h2>
				{charity.invitations.length === 0 ? (
					<p>Aucune invitation en attente.</p>
				) : (
					<ul className="list-disc pl-6">
						{charity.invitations.map((i) => (
							<li key={i.id}>
								{i.email} — {i.expired ? `expirée le ${i.expiresAt}` : `valable jusqu’au ${i.expiresAt}`}
							</li>
						))}
					</ul>
				)}
			</section>
		</>
	)
}
