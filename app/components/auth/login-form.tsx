import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, Link } from '@remix-run/react'
import { LoginSchema } from '#app/lib/account/account-schemas.ts'
import { HoneypotInput } from '#app/components/honeypot-input.tsx'
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx'
import { Field, FormAlert } from '../forms.tsx'
import { SocialLoginButton } from './social-login-button.tsx'

/** Login form (docs/requirements.md#spec-1-2): email, password, 'Connexion', 'Mot de passe oublié?', the social button. */
export function LoginForm({
	lastResult,
	socialLogin,
	returnTo,
}: {
	lastResult?: SubmissionResult<string[]> | null
	socialLogin: boolean
	returnTo: string
}) {
	const [form, fields] = useForm({
		id: 'login',
		lastResult,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<section aria-labelledby="login-title" className="rounded-2xl border border-pink-100 p-6">
			<h2 id="login-title" className="mb-4 text-xl font-bold">
				Déjà inscrit ? Connectez-vous
			</h2>
			<Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
				<FormAlert id={form.errorId} errors={form.errors} />
				<input type="hidden" name="intent" value="login" />
				<HoneypotInput />
				<Field
					meta={fields.email}
					label="Adresse email"
					type="email"
					inputProps={{ autoComplete: 'email' }}
				/>
				<Field
					meta={fields.password}
					label="Mot de passe"
					type="password"
					inputProps={{ autoComplete: 'current-password' }}
				/>
				<button type="submit" className="btn-primary">
					Connexion
				</button>
			</Form>
			<p className="mt-3">
				<ForgotPasswordDialog returnTo={returnTo}>
					<Link
						to={`/mot-de-passe-oublie?${new URLSearchParams({ redirectTo: returnTo })}`}
						className="text-sm text-brand-dark underline"
					>
						Mot de passe oublié?
					</Link>
				</ForgotPasswordDialog>
			</p>
			{socialLogin ? <SocialLoginButton returnTo={returnTo} /> : null}
		</section>
	)
}
