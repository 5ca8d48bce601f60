import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { authPageAction, authPageLoader } from '#app/auth/auth-page.server.ts'
import { AuthPanels, type AuthActionData } from '#app/components/auth/auth-panels.tsx'
import { afterLogin2 } from '#app/lib/auth/post-login.ts'

export const meta: MetaFunction = () => [{ title: 'Identifiez-vous — Donnons' }]

export function loader({ request }: LoaderFunctionArgs) {
	return authPageLoader(request, afterLogin2)
}

export function action({ request, context }: ActionFunctionArgs) {
	return authPageAction(request, context, afterLogin2)
}

/** The alternative page 'Identifiez-vous' (docs/requirements.md#spec-1-2). Query: amount, tip, hide, jackpot (the pot id). */
export default function Login2Page() {
	const loaderData = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>() as AuthActionData
	return (
		<div className="container-page py-10">
			<h1 className="mb-2 text-3xl font-bold">Identifiez-vous</h1>
			<p className="mb-8 text-lg text-muted">
				{loaderData.potId
					? 'Connectez-vous ou inscrivez-vous pour finaliser votre participation.'
					: 'Connectez-vous ou inscrivez-vous pour terminer la création de votre cagnotte.'}
			</p>
			<AuthPanels loaderData={loaderData} actionData={actionData} />
		</div>
	)
}
