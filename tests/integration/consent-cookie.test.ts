import { afterEach, expect, test } from 'vitest'
import { action } from '#app/routes/cookies.tsx'
import { forgetEnv } from '#app/platform/env.server.ts'
import { context, formRequest } from './request.ts'

const publicUrl = process.env.PUBLIC_URL

afterEach(() => {
	if (publicUrl === undefined) delete process.env.PUBLIC_URL
	else process.env.PUBLIC_URL = publicUrl
	forgetEnv()
})

async function consentCookieFor(choice: string) {
	const response = (await action({
		request: formRequest('/cookies', { consent: choice, redirectTo: '/' }),
		params: {},
		context: context(),
	})) as Response
	return response.headers.getSetCookie().find((c) => c.startsWith('donnons_consent='))
}

test('the consent cookie is Secure when the site is served over https', async () => {
	process.env.PUBLIC_URL = 'https://www.donnons.org'
	forgetEnv()
	for (const choice of ['accepted', 'denied']) {
		const cookie = await consentCookieFor(choice)
		expect(cookie).toMatch(/; Secure/i)
		expect(cookie).toMatch(/HttpOnly/i)
		expect(cookie).toMatch(/SameSite=Lax/i)
	}
})

test('over plain http (local demo) it is not Secure, or the browser would drop it', async () => {
	process.env.PUBLIC_URL = 'http://localhost:3000'
	forgetEnv()
	expect(await consentCookieFor('accepted')).not.toMatch(/Secure/i)
})
