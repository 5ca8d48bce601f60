import { type LoaderFunctionArgs } from '@remix-run/node'
import { getEnv } from '#app/platform/env.server.ts'
import { getOutboxMail } from '#app/mail/mailer.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'
import { parseId } from '#app/lib/ids.ts'

/**
 * Demo only: the stored HTML of an e-mail, as its own document. The sandbox CSP gives it a unique origin
 * and forbids scripts and any network request, as a mail client would.
 */
export function loader({ params }: LoaderFunctionArgs) {
	const id = parseId(params.id)
	const mail = getEnv().isDemo && id ? getOutboxMail(id) : undefined
	if (!mail) {
		return httpError(404)
	}
	return new Response(mail.html, {
		headers: {
			'Content-Type': 'text/html; charset=utf-8',
			'Content-Security-Policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
			'Cache-Control': 'no-store',
			'X-Robots-Tag': 'noindex',
		},
	})
}
