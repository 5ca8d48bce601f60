/** A field's or a form's error messages: plain markup, no Conform (forms.tsx re-exports them). */

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
	if (!errors?.length) return null
	return (
		<ul id={id} className="mt-1 space-y-0.5 text-sm text-red-800">
			{errors.map((error) => (
				<li key={error}>{error}</li>
			))}
		</ul>
	)
}

/** The notice at the top of a form: its own errors, or the spec's 'Veuillez remplir les champs obligatoires'. */
export function FormAlert({ id, errors }: { id?: string; errors?: string[] | null }) {
	if (!errors?.length) return null
	return (
		<div id={id} role="alert" className="mb-4 rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
			<p className="font-semibold">Attention</p>
			<ErrorList errors={errors} />
		</div>
	)
}
