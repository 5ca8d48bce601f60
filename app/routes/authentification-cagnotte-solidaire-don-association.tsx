import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { authPageAction, authPageLoader } from '#app/auth/auth-page.server.ts'
import { AuthPanels, type AuthActionData } from '#app/components/auth/auth-panels.tsx'
import { afterMainLogin } from '#app/lib/auth/post-login.ts'

export const meta: MetaFunction = () => [
	{ title: 'Connexion ou inscription — Donnons' },
	{
		name: 'description',
		content: 'Connectez-vous ou créez votre compte Donnons, particulier ou entreprise.',
	},
]

export function loader({ request }: LoaderFunctionArgs) {
	return authPageLoader(request, afterMainLogin)
}

export function action({ request, context }: ActionFunctionArgs) {
	return authPageAction(request, context, afterMainLogin)
}

/** The combined authentication page (docs/requirements.md#spec-1-2). Query: id (pot), amount (pending participation). */
export default function AuthenticationPage() {
	const loaderData = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>() as AuthActionData
	return (
		<div className="container-page py-10">
			<h1 className="mb-8 text-3xl font-bold">Connexion / Inscription</h1>
			<AuthPanels loaderData={loaderData} actionData={actionData} />
		</div>
	)
}
