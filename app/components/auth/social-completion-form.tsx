import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { socialCompletionSchema, type SocialCompletionInput } from '#app/lib/account/account-schemas.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { links } from '#app/lib/site/site-links.ts'
import { CheckboxField, Field, FormAlert } from '../forms.tsx'
import { AddressLines, NameFields } from '../identity-fields.tsx'
import { birthDateInputProps } from '#app/lib/account/birth-date-input.ts'

/** 'Finaliser la création de votre compte' after a first Facebook sign-in (docs/requirements.md#spec-1-2 and docs/requirements.md#spec-1-5). */
export function SocialCompletionForm({
	defaults,
	lastResult,
}: {
	defaults: Record<string, string>
	lastResult?: SubmissionResult<string[]> | null
}) {
	const [form, fields] = useForm<SocialCompletionInput>({
		id: 'social-completion',
		lastResult,
		defaultValue: defaults,
		onValidate: ({ formData }) => parseWithNotice(formData, socialCompletionSchema(new Date())),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<div className="container-page max-w-2xl py-10">
			<h1 className="mb-2 text-3xl font-bold">Finaliser la création de votre compte</h1>
			<p className="mb-8 text-muted">
				Facebook nous a transmis votre nom et votre email ; il nous manque votre adresse et votre date de
				naissance.
			</p>
			<Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
				<FormAlert id={form.errorId} errors={form.errors} />
				<NameFields fields={fields} />
				<Field
					meta={fields.email}
					label="Adresse email"
					type="email"
					inputProps={{ autoComplete: 'email' }}
				/>
				<Field
					meta={fields.birth_date}
					label="Date de naissance"
					type="text"
					hint="Format JJ-MM-AAAA ; vous devez avoir au moins 18 ans."
					inputProps={birthDateInputProps}
				/>
				<AddressLines fields={fields} />
				<CheckboxField meta={fields.accept_conditions}>
					J&apos;accepte les{' '}
					<Link to={links.terms} className="text-brand-dark underline">
						conditions générales d&apos;utilisation
					</Link>{' '}
					de Donnons.
				</CheckboxField>
				<button type="submit" className="btn-primary">
					Je m&apos;inscris !
				</button>
			</Form>
		</div>
	)
}
