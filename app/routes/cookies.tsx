import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { serializeConsent } from '#app/platform/consent.server.ts'
import { infoMessages } from '#app/lib/messages.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { safeRedirect } from '#app/lib/safe-redirect.ts'
import { links } from '#app/lib/site/site-links.ts'
import { readForm } from '#app/platform/forms.server.ts'

export function loader() {
	return redirect(links.cookies)
}

/** Records the cookie choice for 13 months; a denial is acknowledged with an info notice. */
export async function action({ request }: ActionFunctionArgs) {
	const form = await readForm(request)
	const choice = form.get('consent')
	const to = safeRedirect(form.get('redirectTo'))
	if (choice !== 'accepted' && choice !== 'denied') return redirect(to)
	const headers = { 'set-cookie': await serializeConsent(choice) }
	if (choice === 'denied') {
		return redirectWithToast(to, { type: 'info', description: infoMessages.cookieDenied }, { headers })
	}
	return redirect(to, { headers })
}
