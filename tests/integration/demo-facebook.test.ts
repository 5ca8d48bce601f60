import crypto from 'node:crypto'
import { describe, expect, test } from 'vitest'
import {
	demoSocialId,
	exchangeCode,
	isAllowedRedirect,
	issueCode,
	profileFor,
} from '#app/auth/demo-facebook.server.ts'
import { DEMO_FACEBOOK_CLIENT_ID, demoFacebookSecret } from '#app/auth/facebook.server.ts'

const redirectUri = 'http://localhost:3000/auth/facebook/callback'
const verifier = crypto.randomBytes(32).toString('base64url')
const challenge = crypto.createHash('sha256').update(verifier).digest('base64url')
const profile = {
	id: demoSocialId('hugo@exemple.fr'),
	email: 'hugo@exemple.fr',
	firstName: 'Hugo',
	lastName: 'Lambert',
}

function tokenRequest(fields: Record<string, string>, secret = demoFacebookSecret()) {
	return new Request('http://localhost:3000/demo/facebook/oauth/access_token', {
		method: 'POST',
		headers: {
			'content-type': 'application/x-www-form-urlencoded',
			authorization: `Basic ${Buffer.from(`${DEMO_FACEBOOK_CLIENT_ID}:${secret}`).toString('base64')}`,
		},
		body: new URLSearchParams(fields),
	})
}

describe('the stand-in Facebook provider', () => {
	test('a code is exchanged for a token that reads the profile (PKCE S256, client secret)', async () => {
		const code = issueCode(profile, challenge, redirectUri)
		const res = await exchangeCode(
			tokenRequest({
				grant_type: 'authorization_code',
				code,
				redirect_uri: redirectUri,
				code_verifier: verifier,
			}),
		)
		expect(res.status).toBe(200)
		const { access_token } = (await res.json()) as { access_token: string }
		const me = await profileFor(
			new Request(`http://localhost:3000/demo/facebook/me?access_token=${access_token}`),
		).json()
		expect(me).toEqual({ id: profile.id, email: 'hugo@exemple.fr', first_name: 'Hugo', last_name: 'Lambert' })
	})

	test('a wrong verifier, redirect URI or client secret is refused', async () => {
		const code = issueCode(profile, challenge, redirectUri)
		const base = {
			grant_type: 'authorization_code',
			code,
			redirect_uri: redirectUri,
			code_verifier: verifier,
		}
		expect((await exchangeCode(tokenRequest({ ...base, code_verifier: 'x'.repeat(43) }))).status).toBe(400)
		expect(
			(await exchangeCode(tokenRequest({ ...base, redirect_uri: 'http://evil.example/cb' }))).status,
		).toBe(400)
		expect((await exchangeCode(tokenRequest(base, 'wrong'))).status).toBe(401)
		expect(
			(await profileFor(new Request('http://localhost:3000/demo/facebook/me?access_token=forged'))).status,
		).toBe(401)
	})

	test('only our own callback is an allowed redirect, and an e-mail always maps to the same id', () => {
		expect(isAllowedRedirect(redirectUri, 'http://localhost:3000/demo/facebook/dialog/oauth')).toBe(true)
		expect(isAllowedRedirect('http://evil.example/auth/facebook/callback', 'http://localhost:3000/x')).toBe(
			false,
		)
		expect(demoSocialId(' Hugo@Exemple.fr')).toBe(profile.id)
		expect(demoSocialId('autre@exemple.fr')).not.toBe(profile.id)
	})
})
