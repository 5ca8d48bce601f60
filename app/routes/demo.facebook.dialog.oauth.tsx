import {
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import {
	demoSocialId,
	isAllowedRedirect,
	issueCode,
	requireDemoProvider,
} from '#app/auth/demo-facebook.server.ts'
import { DEMO_FACEBOOK_CLIENT_ID } from '#app/auth/facebook.server.ts'
import { isValidEmail } from '#app/lib/validation.ts'
import { readForm } from '#app/platform/forms.server.ts'

export const meta: MetaFunction = () => [{ title: 'Facebook (démonstration) — Donnons' }]

function readRequest(url: URL) {
	const params = {
		clientId: url.searchParams.get('client_id') ?? '',
		redirectUri: url.searchParams.get('redirect_uri') ?? '',
		state: url.searchParams.get('state') ?? '',
		challenge: url.searchParams.get('code_challenge') ?? '',
		method: url.searchParams.get('code_challenge_method') ?? '',
	}
	const valid =
		params.clientId === DEMO_FACEBOOK_CLIENT_ID &&
		isAllowedRedirect(params.redirectUri, url.href) &&
		params.state !== '' &&
		params.challenge !== '' &&
		params.method === 'S256'
	if (!valid) throw new Response('Requête OAuth invalide', { status: 400 })
	return params
}

export function loader({ request }: LoaderFunctionArgs) {
	requireDemoProvider()
	readRequest(new URL(request.url))
	return null
}

/** The visitor "signs in to Facebook" with the identity typed here, or cancels. */
export async function action({ request }: ActionFunctionArgs) {
	requireDemoProvider()
	const url = new URL(request.url)
	const params = readRequest(url)
	const form = await readForm(request)
	const back = new URL(params.redirectUri)
	back.searchParams.set('state', params.state)
	if (form.get('intent') === 'cancel') {
		back.searchParams.set('error', 'access_denied')
		return redirect(back.toString())
	}
	const email = String(form.get('email') ?? '')
		.trim()
		.toLowerCase()
	const firstName = String(form.get('first_name') ?? '').trim()
	const lastName = String(form.get('last_name') ?? '').trim()
	if (!isValidEmail(email)) throw new Response('Adresse email invalide', { status: 400 })
	const profile = { id: demoSocialId(email), email, firstName, lastName }
	back.searchParams.set('code', issueCode(profile, params.challenge, params.redirectUri))
	return redirect(back.toString())
}

export default function DemoFacebookDialog() {
	useLoaderData<typeof loader>()
	const input = 'w-full rounded border border-gray-500 px-3 py-2'
	return (
		<div className="container-page max-w-md py-10">
			<h1 className="mb-2 text-2xl font-bold">Facebook (démonstration)</h1>
			<p className="mb-6 text-muted">
				Ce faux Facebook remplace le vrai en mode démonstration : choisissez l’identité avec laquelle Donnons
				vous reconnaîtra.
			</p>
			<Form method="post" reloadDocument className="space-y-4">
				<div>
					<label htmlFor="fb-first-name" className="mb-1 block font-medium">
						Prénom
					</label>
					<input id="fb-first-name" name="first_name" defaultValue="Camille" className={input} />
				</div>
				<div>
					<label htmlFor="fb-last-name" className="mb-1 block font-medium">
						Nom
					</label>
					<input id="fb-last-name" name="last_name" defaultValue="Durand" className={input} />
				</div>
				<div>
					<label htmlFor="fb-email" className="mb-1 block font-medium">
						Adresse email
					</label>
					<input
						id="fb-email"
						name="email"
						type="email"
						defaultValue="camille.durand@exemple.fr"
						className={input}
					/>
				</div>
				<div className="flex gap-3">
					<button type="submit" name="intent" value="cancel" className="btn-secondary">
						Annuler
					</button>
					<button type="submit" name="intent" value="allow" className="btn-primary">
						Continuer
					</button>
				</div>
			</Form>
		</div>
	)
}
