import { type MouseEvent } from 'react'

type SummaryField = {
	/** The id of the element to reach: the input, or the first radio button of a group. */
	id: string
	errors?: string[] | null
}

/** With JavaScript, a link also moves the focus to its field (a fragment only scrolls to it). */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
	const target = document.getElementById(id)
	if (!target) return
	event.preventDefault()
	target.scrollIntoView({ block: 'center' })
	target.focus({ preventScroll: true })
}

/**
 * The notice of an invalid form (docs/requirements.md#spec-2-5 "all errors listed in one notification titled 'Attention'"): the
 * form's own errors, then every field's errors, each a link to its field. The fields keep their errors
 * under them too. Rendered by the server after a refused post and by the browser after Conform's checks.
 */
export function FormErrorSummary({
	id,
	formErrors,
	fields,
}: {
	id?: string
	formErrors?: string[] | null
	fields: SummaryField[]
}) {
	const listed = fields.flatMap((field) => (field.errors ?? []).map((error) => ({ id: field.id, error })))
	const general = [...new Set(formErrors ?? [])]
	if (!listed.length && !general.length) return null
	return (
		<div
			id={id}
			role="alert"
			aria-labelledby={id ? `${id}-title` : undefined}
			className="mb-4 rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900"
		>
			<p id={id ? `${id}-title` : undefined} className="font-semibold">
				Attention
			</p>
			{general.map((error) => (
				<p key={error} className="text-sm">
					{error}
				</p>
			))}
			{listed.length ? (
				<ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
					{listed.map(({ id: fieldId, error }) => (
						<li key={`${fieldId}-${error}`}>
							<a href={`#${fieldId}`} className="underline" onClick={(event) => focusField(event, fieldId)}>
								{error}
							</a>
						</li>
					))}
				</ul>
			) : null}
		</div>
	)
}
