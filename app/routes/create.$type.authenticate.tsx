import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { isSocialLoginAvailable } from '#app/auth/auth-page.server.ts'
import { loginAction, registerAction } from '#app/auth/auth-actions.server.ts'
import { getSessionUser } from '#app/auth/session.server.ts'
import { type AuthActionData } from '#app/components/auth/auth-panels.tsx'
import { LoginForm } from '#app/components/auth/login-form.tsx'
import { RegisterForm } from '#app/components/auth/register-form.tsx'
import { StepIndicator } from '#app/components/pots/step-indicator.tsx'
import { showStep, submitStep, type FlowUser } from '#app/flows/pot-creation.server.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { kindOfSegment } from '#app/lib/account/account-kind.ts'
import { readForm } from '#app/platform/forms.server.ts'

export const meta: MetaFunction = () => [{ title: 'Identifiez-vous — Donnons' }]

function requireType(param: string | undefined) {
	const type = kindOfSegment(param)
	if (!type) throw redirect('/')
	if (param !== type) throw redirect(createPaths.authenticate(type))
	return type
}

/**
 * Sign-in inside the flow (docs/requirements.md#spec-2-2-authentication-inside-the-flow "Authentication inside the flow"). Once signed in, the draft is
 * recorded by a POST: right after the login or registration, or with the button shown when the visitor
 * comes back signed in (after the company details or a Facebook sign-up).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const type = requireType(params.type)
	const shown = await showStep(request, type, 'authenticate')
	if (shown.kind === 'redirect') throw shown.response
	const user = await getSessionUser(request)
	const url = new URL(request.url)
	return data(
		{
			type,
			signedIn: Boolean(user),
			socialLogin: isSocialLoginAvailable(),
			returnTo: url.pathname,
		},
		{ headers: shown.headers ?? undefined },
	)
}

export async function action({ request, params, context }: ActionFunctionArgs) {
	const type = requireType(params.type)
	const shown = await showStep(request, type, 'authenticate')
	if (shown.kind === 'redirect') return shown.response
	const { flow } = shown
	const form = await readForm(request)
	const finish = (user: FlowUser) => submitStep(flow, { step: 'authenticate', intent: 'signedIn', user })
	switch (form.get('intent')) {
		case 'login':
			return loginAction(form, request, context, finish)
		case 'register':
			return registerAction(form, request, context, finish)
		case 'record': {
			const user = await getSessionUser(request)
			if (!user) return redirect(createPaths.authenticate(type))
			return submitStep(flow, { step: 'authenticate', intent: 'record', user })
		}
		case 'back':
			return submitStep(flow, { step: 'authenticate', intent: 'back' })
		default:
			throw new Response('Formulaire inconnu', { status: 400 })
	}
}

export default function FlowAuthentication() {
	const { type, signedIn, socialLogin, returnTo } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>() as AuthActionData
	return (
		<div className="container-page py-10">
			<StepIndicator current="identify" signedIn={false} />
			<h1 className="mb-2 text-3xl font-bold">Identifiez-vous</h1>
			{signedIn ? (
				<Form method="post" className="mt-6 space-y-4">
					<p>Votre compte est prêt : il ne reste qu’à enregistrer votre cagnotte.</p>
					<button type="submit" name="intent" value="record" className="btn-primary">
						Enregistrer ma cagnotte
					</button>
				</Form>
			) : (
				<>
					<p className="mb-8 text-lg text-muted">
						Connectez-vous ou inscrivez-vous pour terminer la création de votre cagnotte.
					</p>
					<div className="grid items-start gap-8 lg:grid-cols-[2fr_3fr]">
						<LoginForm
							lastResult={actionData?.intent === 'login' ? actionData.result : null}
							socialLogin={socialLogin}
							returnTo={returnTo}
						/>
						<RegisterForm
							accountType={type === 'company' ? 'enterprise' : 'private'}
							lockType
							lastResult={actionData?.intent === 'register' ? actionData.result : null}
						/>
					</div>
					<Form method="post" className="mt-6">
						<button type="submit" name="intent" value="back" className="btn-secondary">
							précédent
						</button>
					</Form>
				</>
			)}
		</div>
	)
}
