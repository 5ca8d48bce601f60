import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { derivedMessages, newsletterMessages, toastTitles } from '#app/lib/messages.ts'
import { emailSchema } from '#app/lib/validation.ts'
import { allowNewsletterSignUp, signUpForNewsletter } from '#app/site/newsletter.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { safeRedirect } from '#app/lib/safe-redirect.ts'
import { readForm } from '#app/platform/forms.server.ts'

export function loader() {
	return redirect('/')
}

/** The footer sign-up: records the address unconfirmed and mails it a confirmation link (double opt-in). */
export async function action({ request, context }: ActionFunctionArgs) {
	const form = await readForm(request)
	const to = safeRedirect(form.get('redirectTo'))
	const raw = String(form.get('email') ?? '').trim()
	const parsed = emailSchema.safeParse(raw)
	if (!parsed.success) {
		return redirectWithToast(to, {
			type: 'error',
			title: toastTitles.attention,
			description: newsletterMessages.invalidEmail(raw.slice(0, 200)),
		})
	}
	if (!allowNewsletterSignUp(context.clientIp)) {
		return redirectWithToast(to, {
			type: 'error',
			title: toastTitles.attention,
			description: derivedMessages.tooManyAttempts,
		})
	}
	// Same answer whether a mail went out or the address was already confirmed: no enumeration.
	await signUpForNewsletter(parsed.data, request)
	return redirectWithToast(to, { type: 'info', description: derivedMessages.newsletterConfirmationSent })
}
