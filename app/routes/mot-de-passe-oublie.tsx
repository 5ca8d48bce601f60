import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { requestPasswordReset } from '#app/auth/password-reset.server.ts'
import { allowAttempt } from '#app/auth/rate-limit.server.ts'
import { Field } from '#app/components/forms.tsx'
import { ForgotPasswordSchema } from '#app/lib/account/account-schemas.ts'
import { authMessages, derivedMessages, toastTitles } from '#app/lib/messages.ts'
import { links } from '#app/lib/site/site-links.ts'
import { createToastHeaders, redirectWithToast } from '#app/platform/toast.server.ts'
import { HoneypotInput } from '#app/components/honeypot-input.tsx'
import { checkHoneypot } from '#app/platform/honeypot.server.ts'
import { safeRedirect } from '#app/lib/safe-redirect.ts'
import { readForm } from '#app/platform/forms.server.ts'

export const meta: MetaFunction = () => [{ title: 'Réinitialiser votre mot de passe — Donnons' }]

export function loader({ request }: LoaderFunctionArgs) {
	return { redirectTo: safeRedirect(new URL(request.url).searchParams.get('redirectTo'), links.auth) }
}

/** Sends the reset e-mail (docs/requirements.md#spec-1-2 forgot-password modal; this page is its no-JavaScript form). */
export async function action({ request, context }: ActionFunctionArgs) {
	const form = await readForm(request)
	checkHoneypot(form)
	const submission = parseWithZod(form, { schema: ForgotPasswordSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const { email } = submission.value
	if (!allowAttempt('reset', context.clientIp, email)) {
		return data(
			{ result: submission.reply({ fieldErrors: { email: [derivedMessages.tooManyAttempts] } }) },
			{ status: 429 },
		)
	}
	if (!(await requestPasswordReset(email, request))) {
		return data(
			{ result: submission.reply({ fieldErrors: { email: [authMessages.forgotPasswordUnknownEmail] } }) },
			{ status: 400 },
		)
	}
	const toast = {
		type: 'success',
		title: toastTitles.success,
		description: authMessages.passwordResetEmailSent,
	} as const
	// The modal stays on its page: the toast comes with the answer. The page form goes back where it came from.
	if (form.get('mode') === 'dialog') {
		return data(
			{ result: submission.reply({ resetForm: true }), sent: true },
			{ headers: await createToastHeaders(toast) },
		)
	}
	return redirectWithToast(safeRedirect(form.get('redirectTo'), links.auth), toast)
}

export default function ForgotPasswordPage() {
	const { redirectTo } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'forgot-password-page',
		lastResult: actionData?.result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<div className="container-page max-w-lg py-10">
			<h1 className="mb-4 text-3xl font-bold">Réinitialiser votre mot de passe</h1>
			<p className="mb-6 text-muted">
				Indiquez l’adresse email de votre compte : nous vous envoyons un lien valable une heure.
			</p>
			<Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<HoneypotInput />
				<Field
					meta={fields.email}
					label="Adresse email"
					type="email"
					inputProps={{ autoComplete: 'email' }}
				/>
				<div className="flex gap-3">
					<Link to={redirectTo} className="btn-secondary">
						Annuler
					</Link>
					<button type="submit" className="btn-primary">
						Envoyer
					</button>
				</div>
			</Form>
		</div>
	)
}
