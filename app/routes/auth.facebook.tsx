import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { startFacebookLogin } from '#app/auth/facebook.server.ts'
import { safeRedirect } from '#app/lib/safe-redirect.ts'
import { readForm } from '#app/platform/forms.server.ts'

export function loader() {
	return redirect('/login')
}

/** Starts the Facebook sign-in; `returnTo` is the authentication page (and query) to come back to. */
export async function action({ request }: ActionFunctionArgs) {
	const form = await readForm(request)
	return startFacebookLogin(request, safeRedirect(form.get('returnTo'), '/login'))
}
