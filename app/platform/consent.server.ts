import { createCookie } from '@remix-run/node'
import { getEnv } from './env.server.ts'

const CONSENT_MAX_AGE_SECONDS = 13 * 30 * 24 * 60 * 60 // 13 months, as the cookie policy states

type Consent = 'accepted' | 'denied'

/** The visitor's cookie choice. It is itself a strictly necessary cookie; `Secure` under https, like the session. */
function consentCookie() {
	return createCookie('donnons_consent', {
		path: '/',
		sameSite: 'lax',
		httpOnly: true,
		secure: getEnv().PUBLIC_URL?.startsWith('https:') ?? false,
		maxAge: CONSENT_MAX_AGE_SECONDS,
	})
}

export async function getConsent(request: Request): Promise<Consent | null> {
	const header = request.headers.get('cookie')
	// Every rendered page asks: without the cookie's name in the header, its parser would find nothing.
	if (!header?.includes('donnons_consent')) return null
	const value: unknown = await consentCookie().parse(header)
	return value === 'accepted' || value === 'denied' ? value : null
}

/** The Set-Cookie header that records a choice. */
export function serializeConsent(choice: Consent) {
	return consentCookie().serialize(choice)
}
