import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { type ProfileChange } from '#app/lib/charity-space/charity-profile.ts'
import { ErrorList, FormAlert } from '../form-errors.tsx'

/**
 * A charity's submitted profile change on its admin page (ADR 029): what differs, current and proposed, then
 * « Approuver et publier » or « Refuser » with a reason. Plain forms.
 */

type PendingReview = {
	draftId: number
	submittedAt: string
	submittedBy: string | null
	changes: ProfileChange[]
}

function Value({ change, side }: { change: ProfileChange; side: 'before' | 'after' }) {
	const value = change[side]
	if (change.kind === 'text')
		return <p className="whitespace-pre-wrap break-words">{(value as string) || '(vide)'}</p>
	const paths = (Array.isArray(value) ? value : value ? [value] : []) as string[]
	if (!paths.length) return <p>(aucune)</p>
	return (
		<ul className="flex flex-wrap gap-2">
			{paths.map((path, i) => (
				<li key={path}>
					<img
						src={path}
						alt={`${change.label}, ${side === 'before' ? 'actuelle' : 'proposée'}${paths.length > 1 ? ` ${i + 1}` : ''}`}
						width={160}
						className="max-h-24 w-auto rounded border border-gray-200"
					/>
				</li>
			))}
		</ul>
	)
}

export function ProfileReview({
	review,
	lastResult,
}: {
	review: PendingReview
	lastResult?: SubmissionResult<string[]> | null
}) {
	const [form, fields] = useForm<{ reason: string }>({
		id: 'reject-profile',
		lastResult,
		shouldValidate: 'onSubmit',
	})
	const { key: reasonKey, ...reasonProps } = getTextareaProps(fields.reason, { ariaAttributes: true })
	return (
		<section aria-labelledby="review-heading" className="mb-8 rounded-2xl border-2 border-brand-dark p-4">
			<h2 id="review-heading" className="mb-1 text-xl font-semibold">
				Modification du profil à valider
			</h2>
			<p className="mb-4 text-sm text-muted">
				Envoyée le {review.submittedAt}
				{review.submittedBy ? ` par ${review.submittedBy}` : ''}.
			</p>
			{review.changes.length === 0 ? (
				<p className="mb-4">Aucune différence avec le profil publié.</p>
			) : (
				<div className="mb-4 overflow-x-auto">
					<table className="w-full text-left align-top text-sm">
						<caption className="sr-only">Champs modifiés : valeur publiée et valeur proposée</caption>
						<thead>
							<tr className="border-b">
								<th scope="col" className="py-2 pr-4">
									Champ
								</th>
								<th scope="col" className="pr-4">
									Actuellement
								</th>
								<th scope="col">Proposé</th>
							</tr>
						</thead>
						<tbody>
							{review.changes.map((change) => (
								<tr key={change.field} className="border-b border-pink-100 align-top">
									<th scope="row" className="py-2 pr-4 font-medium">
										{change.label}
									</th>
									<td className="py-2 pr-4">
										<Value change={change} side="before" />
									</td>
									<td className="py-2">
										<Value change={change} side="after" />
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
			<div className="flex flex-wrap items-start gap-8">
				<Form method="post">
					<input type="hidden" name="intent" value="approve-profile" />
					<input type="hidden" name="draftId" value={review.draftId} />
					<button type="submit" className="btn-primary">
						Approuver et publier
					</button>
				</Form>
				<Form method="post" {...getFormProps(form)} noValidate className="min-w-72 flex-1 space-y-2">
					<FormAlert id={form.errorId} errors={form.errors} />
					<input type="hidden" name="intent" value="reject-profile" />
					<input type="hidden" name="draftId" value={review.draftId} />
					<label htmlFor={fields.reason.id} className="block font-medium">
						Raison du refus (les membres de l’association la verront)
					</label>
					<textarea
						{...reasonProps}
						key={reasonKey}
						rows={3}
						maxLength={500}
						className="w-full rounded border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700"
					/>
					<ErrorList id={fields.reason.errorId} errors={fields.reason.errors} />
					<button type="submit" className="btn-secondary">
						Refuser
					</button>
				</Form>
			</div>
		</section>
	)
}
