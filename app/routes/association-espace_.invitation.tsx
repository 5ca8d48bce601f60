import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { invitationAction, invitationPage } from '#app/charity-space/invitation-page.server.ts'
import { Field, FormAlert } from '#app/components/forms.tsx'
import { NewPasswordFields } from '#app/components/auth/password-meter.tsx'
import { invitationMessages } from '#app/lib/admin/admin-messages.ts'
import { AcceptInvitationSchema } from '#app/lib/admin/admin-schemas.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'

export const meta: MetaFunction = () => [
	{ title: 'Rejoindre l’espace association — Donnons' },
	{ name: 'robots', content: 'noindex' },
]

export function loader({ request }: LoaderFunctionArgs) {
	return invitationPage(request)
}

export function action({ request }: ActionFunctionArgs) {
	return invitationAction(request)
}

export default function InvitationPage() {
	const d = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>() as { result?: SubmissionResult<string[]> } | undefined
	const [form, fields] = useForm({
		id: 'accept-invitation',
		lastResult: actionData?.result,
		defaultValue: { token: d.token },
		onValidate: ({ formData }) => parseWithNotice(formData, AcceptInvitationSchema),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<div className="container-page max-w-lg py-10">
			<h1 className="mb-6 text-3xl font-bold">
				{d.state === 'invalid' ? 'Invitation' : `Rejoindre l’espace de ${d.charityName}`}
			</h1>
			{d.state === 'invalid' ? (
				<div role="alert" className="space-y-4">
					<p>{invitationMessages.invalid}</p>
					<Link to="/" className="btn-primary">
						Retour à l’accueil
					</Link>
				</div>
			) : d.state === 'create' ? (
				<Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
					<p>
						Choisissez votre mot de passe pour le compte <strong>{d.email}</strong>. Vous pourrez ensuite vous
						connecter avec cette adresse.
					</p>
					<FormAlert id={form.errorId} errors={form.errors} />
					<input type="hidden" name="token" value={d.token} />
					<input type="hidden" name="intent" value="create" />
					<Field meta={fields.firstname} label="Prénom" inputProps={{ autoComplete: 'given-name' }} />
					<Field meta={fields.name} label="Nom" inputProps={{ autoComplete: 'family-name' }} />
					<NewPasswordFields password={fields.password} confirmation={fields.password_confirmation} />
					<button type="submit" className="btn-primary">
						Créer mon compte et rejoindre l’association
					</button>
				</Form>
			) : d.state === 'join' ? (
				<Form method="post" className="space-y-4">
					<FormAlert id="join-errors" errors={actionData?.result?.error?.[''] ?? null} />
					<p>
						Vous êtes connecté avec le compte <strong>{d.email}</strong>.
					</p>
					<input type="hidden" name="token" value={d.token} />
					<button type="submit" name="intent" value="join" className="btn-primary">
						Rejoindre {d.charityName}
					</button>
				</Form>
			) : d.state === 'sign-in' ? (
				<div className="space-y-4">
					<p>{invitationMessages.signInFirst(d.email)}</p>
					<Link to={d.loginUrl} className="btn-primary">
						Me connecter
					</Link>
				</div>
			) : (
				<div className="space-y-4">
					<p>{invitationMessages.otherAccount(d.email)}</p>
					<Form method="post" action="/logout">
						<button type="submit" className="btn-secondary">
							Me déconnecter
						</button>
					</Form>
				</div>
			)}
		</div>
	)
}
