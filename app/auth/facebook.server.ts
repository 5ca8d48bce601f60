import crypto from 'node:crypto'
import { createCookie, redirect } from '@remix-run/node'
import { getEnv } from '../platform/env.server.ts'
import { signToken, verifyToken } from './signed-token.server.ts'

export type SocialProfile = { id: string; email: string; firstName: string; lastName: string }

export const DEMO_FACEBOOK_CLIENT_ID = 'donnons-demo'
export const demoFacebookSecret = () =>
	crypto.createHmac('sha256', getEnv().SESSION_SECRET).update('demo-facebook-secret').digest('base64url')

/**
 * Facebook's endpoints from the settings, or — in demo mode without credentials — the local stand-in
 * provider under /demo/facebook, so the whole OAuth2 round trip is real.
 */
function facebookConfig(origin: string) {
	const env = getEnv()
	if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
		return {
			clientId: env.FACEBOOK_CLIENT_ID,
			clientSecret: env.FACEBOOK_CLIENT_SECRET,
			authorizationEndpoint: env.FACEBOOK_AUTHORIZATION_URL,
			tokenEndpoint: env.FACEBOOK_TOKEN_URL,
			profileEndpoint: env.FACEBOOK_PROFILE_URL,
		}
	}
	if (!env.isDemo) return null
	return {
		clientId: DEMO_FACEBOOK_CLIENT_ID,
		clientSecret: demoFacebookSecret(),
		authorizationEndpoint: `${origin}/demo/facebook/dialog/oauth`,
		tokenEndpoint: `${origin}/demo/facebook/oauth/access_token`,
		profileEndpoint: `${origin}/demo/facebook/me`,
	}
}

function origin(request: Request) {
	return getEnv().PUBLIC_URL?.replace(/\/$/, '') ?? new URL(request.url).origin
}

/**
 * The authenticator for one request (the redirect URI and the stand-in's endpoints depend on the origin).
 * remix-auth and its OAuth2 client (arctic: about 70 modules) are loaded by the first Facebook login.
 */
export async function facebookAuthenticator(request: Request) {
	const config = facebookConfig(origin(request))
	if (!config) return null
	const [{ Authenticator }, { OAuth2Strategy }] = await Promise.all([
		import('remix-auth'),
		import('remix-auth-oauth2'),
	])
	const secure = getEnv().PUBLIC_URL?.startsWith('https:') ?? false
	const authenticator = new Authenticator<SocialProfile>()
	authenticator.use(
		new OAuth2Strategy<SocialProfile>(
			{
				clientId: config.clientId,
				clientSecret: config.clientSecret,
				authorizationEndpoint: config.authorizationEndpoint,
				tokenEndpoint: config.tokenEndpoint,
				redirectURI: `${origin(request)}/auth/facebook/callback`,
				scopes: ['email', 'public_profile'],
				cookie: {
					name: 'donnons_oauth',
					httpOnly: true,
					sameSite: 'Lax',
					path: '/',
					maxAge: 600,
					...(secure ? { secure: true } : {}),
				},
			},
			async ({ tokens }) => fetchProfile(config.profileEndpoint, tokens.accessToken()),
		),
		'facebook',
	)
	return authenticator
}

async function fetchProfile(endpoint: string, accessToken: string): Promise<SocialProfile> {
	const url = new URL(endpoint)
	url.searchParams.set('fields', 'id,email,first_name,last_name')
	url.searchParams.set('access_token', accessToken)
	const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
	if (!response.ok) throw new Error(`Facebook profile: HTTP ${response.status}`)
	const body = (await response.json()) as {
		id?: string
		email?: string
		first_name?: string
		last_name?: string
	}
	if (!body.id) throw new Error('Facebook profile without an id')
	return {
		id: String(body.id),
		email: body.email ?? '',
		firstName: body.first_name ?? '',
		lastName: body.last_name ?? '',
	}
}

const SOCIAL_TTL_MS = 15 * 60 * 1000
const socialCookie = createCookie('donnons_social', {
	path: '/',
	httpOnly: true,
	sameSite: 'lax',
	maxAge: SOCIAL_TTL_MS / 1000,
})

/**
 * The pending social identity between the provider's answer and the completion form. It is signed, so
 * the social id can never come from the URL (which anyone could forge).
 */
export async function pendingSocialCookie(profile: SocialProfile & { returnTo: string }) {
	return socialCookie.serialize(signToken('social-signup', profile, SOCIAL_TTL_MS))
}

export async function readPendingSocial(request: Request) {
	const token: unknown = await socialCookie.parse(request.headers.get('cookie'))
	return verifyToken<SocialProfile & { returnTo: string }>(
		'social-signup',
		typeof token === 'string' ? token : null,
	)
}

export const clearPendingSocial = () => socialCookie.serialize('', { maxAge: 0 })

/** Where the social round trip started (an authentication page with its query), kept 10 minutes. */
const returnCookie = createCookie('donnons_social_return', {
	path: '/',
	httpOnly: true,
	sameSite: 'lax',
	maxAge: 600,
})
const serializeSocialReturn = (returnTo: string) => returnCookie.serialize(returnTo)
export async function readSocialReturn(request: Request) {
	const value: unknown = await returnCookie.parse(request.headers.get('cookie'))
	return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/login'
}

/** Starting the round trip throws the provider redirect: our cookie is added to it. */
export async function startFacebookLogin(request: Request, returnTo: string) {
	const authenticator = await facebookAuthenticator(request)
	if (!authenticator) throw redirect('/login')
	try {
		// The form body was already read: the strategy only needs the URL and the cookies. Without the query:
		// a `?code=` or `?state=` there would make the strategy take the start for the provider's return (500).
		const start = new URL(request.url)
		start.search = ''
		await authenticator.authenticate('facebook', new Request(start, { headers: request.headers }))
	} catch (thrown) {
		if (thrown instanceof Response) {
			thrown.headers.append('Set-Cookie', await serializeSocialReturn(returnTo))
			throw thrown
		}
		throw thrown
	}
	throw redirect('/login')
}
