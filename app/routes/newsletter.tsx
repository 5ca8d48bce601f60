import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { newsletterMessages, toastTitles } from '#app/lib/messages.ts'
import { emailSchema } from '#app/lib/validation.ts'
import { subscribeToNewsletter } from '#app/site/newsletter.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { safeRedirectPath } from '#app/lib/http.ts'

export function loader() {
	return redirect('/')
}

export async function action({ request }: ActionFunctionArgs) {
	const form = await request.formData()
	const to = safeRedirectPath(form.get('redirectTo'))
	const raw = String(form.get('email') ?? '').trim()
	const parsed = emailSchema.safeParse(raw)
	if (!parsed.success) {
		return redirectWithToast(to, {
			type: 'error',
			title: toastTitles.attention,
			description: newsletterMessages.invalidEmail(raw.slice(0, 200)),
		})
	}
	subscribeToNewsletter(parsed.data)
	return redirectWithToast(to, {
		type: 'success',
		title: toastTitles.congratulations,
		description: newsletterMessages.subscribed,
	})
}
