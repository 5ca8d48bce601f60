import { getFormProps, useForm } from '@conform-to/react'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { isResetTokenValid, resetPassword } from '#app/auth/password-reset.server.ts'
import { FormAlert } from '#app/components/forms.tsx'
import { NewPasswordFields } from '#app/components/auth/password-meter.tsx'
import { ResetPasswordSchema } from '#app/lib/account/account-schemas.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { derivedMessages, profileMessages, toastTitles } from '#app/lib/messages.ts'
import { links } from '#app/lib/site/site-links.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { readForm } from '#app/platform/forms.server.ts'

export const meta: MetaFunction = () => [{ title: 'Choisir un nouveau mot de passe — Donnons' }]

export function loader({ request }: LoaderFunctionArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	return { token, valid: isResetTokenValid(token) }
}

/** Sets the new password from a single-use link; the user then signs in with it. */
export async function action({ request }: ActionFunctionArgs) {
	const submission = parseWithNotice(await readForm(request), ResetPasswordSchema)
	const hide = { hideFields: ['password', 'password_confirmation'] }
	if (submission.status !== 'success') return data({ result: submission.reply(hide) }, { status: 400 })
	const userId = await resetPassword(submission.value.token, submission.value.password)
	if (!userId)
		return data(
			{ result: submission.reply({ ...hide, formErrors: [derivedMessages.resetLinkInvalid] }) },
			{ status: 400 },
		)
	return redirectWithToast(links.auth, {
		type: 'success',
		title: toastTitles.update,
		description: profileMessages.passwordUpdated,
	})
}

export default function ResetPasswordPage() {
	const { token, valid } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'reset-password',
		lastResult: actionData?.result,
		defaultValue: { token },
		onValidate: ({ formData }) => parseWithNotice(formData, ResetPasswordSchema),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<div className="container-page max-w-lg py-10">
			<h1 className="mb-6 text-3xl font-bold">Choisir un nouveau mot de passe</h1>
			{valid ? (
				<Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
					<FormAlert id={form.errorId} errors={form.errors} />
					<input type="hidden" name="token" value={token} />
					<NewPasswordFields
						password={fields.password}
						confirmation={fields.password_confirmation}
						label="Nouveau mot de passe"
					/>
					<button type="submit" className="btn-primary">
						Enregistrer mon mot de passe
					</button>
				</Form>
			) : (
				<div role="alert" className="space-y-4">
					<p>{derivedMessages.resetLinkInvalid}</p>
					<Link to="/mot-de-passe-oublie" className="btn-primary">
						Recevoir un nouveau lien
					</Link>
				</div>
			)}
		</div>
	)
}
