import crypto from 'node:crypto'
import { getEnv } from '../platform/env.server.ts'
import { DEMO_FACEBOOK_CLIENT_ID, demoFacebookSecret, type SocialProfile } from './facebook.server.ts'
import { signToken, verifyToken } from './signed-token.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'

/**
 * A tiny OAuth2 provider that stands in for Facebook in demo mode and in the tests: authorization code
 * with PKCE (S256), a token endpoint with client authentication, and a profile endpoint. Codes and tokens
 * are signed and short-lived, so no table is needed.
 */
export function requireDemoProvider() {
	const env = getEnv()
	if (!env.isDemo || env.FACEBOOK_CLIENT_ID) throw httpError(404)
}

type CodePayload = { profile: SocialProfile; challenge: string; redirectUri: string }

/** A stable fake Facebook id for an e-mail, so signing in twice with the same address finds the account. */
export function demoSocialId(email: string) {
	return String(
		BigInt(`0x${crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 13)}`),
	)
}

export function isAllowedRedirect(redirectUri: string, requestUrl: string) {
	try {
		const target = new URL(redirectUri)
		const here = new URL(getEnv().PUBLIC_URL ?? requestUrl)
		return target.origin === here.origin && target.pathname === '/auth/facebook/callback'
	} catch {
		return false
	}
}

export function issueCode(profile: SocialProfile, challenge: string, redirectUri: string) {
	return signToken('demo-facebook-code', { profile, challenge, redirectUri } satisfies CodePayload, 60_000)
}

function clientAuthenticated(request: Request, form: FormData) {
	const basic = request.headers.get('authorization')?.match(/^Basic (.+)$/)?.[1]
	const [id, secret] = basic
		? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
		: [form.get('client_id'), form.get('client_secret')]
	return id === DEMO_FACEBOOK_CLIENT_ID && secret === demoFacebookSecret()
}

/** The token endpoint: checks the client, the code, the redirect URI and the PKCE verifier. */
export async function exchangeCode(request: Request) {
	const form = await readForm(request)
	const error = (code: string, status = 400) => Response.json({ error: code }, { status })
	if (!clientAuthenticated(request, form)) return error('invalid_client', 401)
	if (form.get('grant_type') !== 'authorization_code') return error('unsupported_grant_type')
	const payload = verifyToken<CodePayload>('demo-facebook-code', String(form.get('code') ?? ''))
	const verifier = String(form.get('code_verifier') ?? '')
	const challenge = crypto.createHash('sha256').update(verifier).digest('base64url')
	if (!payload || payload.redirectUri !== form.get('redirect_uri') || payload.challenge !== challenge) {
		return error('invalid_grant')
	}
	return Response.json({
		access_token: signToken('demo-facebook-token', payload.profile, 3_600_000),
		token_type: 'bearer',
		expires_in: 3600,
	})
}

/** The profile endpoint (Graph API shape: id, email, first_name, last_name). */
export function profileFor(request: Request) {
	const url = new URL(request.url)
	const token =
		url.searchParams.get('access_token') ?? request.headers.get('authorization')?.replace(/^Bearer /, '')
	const profile = verifyToken<SocialProfile>('demo-facebook-token', token)
	if (!profile) return Response.json({ error: { message: 'Invalid OAuth access token.' } }, { status: 401 })
	return Response.json({
		id: profile.id,
		email: profile.email,
		first_name: profile.firstName,
		last_name: profile.lastName,
	})
}
