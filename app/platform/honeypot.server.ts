import { derivedMessages } from '#app/lib/messages.ts'
import { HONEYPOT_FIELD } from '#app/lib/honeypot.ts'

/** Rejects a public form whose honeypot field was filled in (a bot). */
export function checkHoneypot(form: FormData) {
	const value = form.get(HONEYPOT_FIELD)
	if (typeof value === 'string' && value !== '') {
		throw new Response(derivedMessages.formNotSubmittedProperly, { status: 400 })
	}
}
