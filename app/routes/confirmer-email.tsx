import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { confirmEmailChange, pendingEmailChange } from '#app/account/credentials.server.ts'
import { FormAlert } from '#app/components/forms.tsx'
import { profilePath } from '#app/lib/account/account-kind.ts'
import { derivedMessages, profileMessages, toastTitles } from '#app/lib/messages.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { readForm } from '#app/platform/forms.server.ts'

export const meta: MetaFunction = () => [{ title: 'Confirmer votre nouvelle adresse email — Donnons' }]

/** The link sent to a new address: the page names it; the button (a POST, which mail scanners never send) confirms. */
export function loader({ request }: LoaderFunctionArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	return { token, email: pendingEmailChange(token) }
}

export async function action({ request }: ActionFunctionArgs) {
	const token = String((await readForm(request)).get('token') ?? '')
	const outcome = await confirmEmailChange(token)
	if (outcome.kind === 'invalid')
		return data({ error: derivedMessages.emailChangeLinkInvalid }, { status: 400 })
	if (outcome.kind === 'taken') return data({ error: derivedMessages.emailTaken }, { status: 409 })
	return redirectWithToast(profilePath(outcome.role), {
		type: 'success',
		title: toastTitles.update,
		description: profileMessages.emailUpdated,
	})
}

export default function ConfirmEmailPage() {
	const { token, email } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<div className="container-page max-w-lg py-10">
			<h1 className="mb-6 text-3xl font-bold">Confirmer votre nouvelle adresse email</h1>
			{actionData?.error ? (
				<div className="space-y-4">
					<FormAlert errors={[actionData.error]} />
					<Link to="/login" className="btn-primary">
						Accéder à mon profil
					</Link>
				</div>
			) : email ? (
				<Form method="post" className="space-y-4">
					<input type="hidden" name="token" value={token} />
					<p>
						Votre compte Donnons utilisera désormais l’adresse <strong>{email}</strong> pour la connexion et
						nos emails.
					</p>
					<button type="submit" className="btn-primary">
						Confirmer ma nouvelle adresse
					</button>
				</Form>
			) : (
				<div className="space-y-4">
					<FormAlert errors={[derivedMessages.emailChangeLinkInvalid]} />
					<Link to="/login" className="btn-primary">
						Accéder à mon profil
					</Link>
				</div>
			)}
		</div>
	)
}
