// The root loader runs on every page and every `.data`: what it reads from the Cookie header (the session, the
// consent, a toast) must not depend on the shortcuts it takes when a cookie is absent.
import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { createSession } from '#app/auth/session.server.ts'
import { serializeConsent } from '#app/platform/consent.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { loader as rootLoader } from '#app/root.tsx'
import { sessions } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { makeDonor } from '#tests/support/fixtures/donations.ts'
import { call } from '#tests/support/fixtures/staff.ts'
import { cookiesOf } from './request.ts'

beforeAll(() => {
	useSeededAppDatabase()
})

const cookieValue = (setCookie: string) => setCookie.split(';')[0]!

test('no cookie, or only others: no user, no consent, nothing to clear', async () => {
	for (const cookie of [null, 'theme=dark; other=1', 'donnons_sessionx=1']) {
		const root = await call(rootLoader, '/', { cookie })
		expect(root.status).toBe(200)
		expect(root.body).toMatchObject({ user: null, consent: null, toast: null })
		expect(root.headers.getSetCookie()).toEqual([])
	}
})

test('a signed-in visitor is read, whatever other cookies come first', async () => {
	const donor = makeDonor('root-loader-session')
	const session = cookiesOf(
		new Response(null, { headers: await createSession(donor.id, new Request('http://localhost/')) }),
	)
	for (const cookie of [session, `a=1; ${session}`, `${session}; donnons_consent=x`]) {
		const root = await call(rootLoader, '/', { cookie })
		expect(root.body).toMatchObject({ user: { name: donor.firstName } })
		expect(root.headers.getSetCookie()).toEqual([])
	}
})

test('a session that no longer exists is cleared; a cookie with spaces around its name is still read', async () => {
	const donor = makeDonor('root-loader-stale')
	const session = cookiesOf(
		new Response(null, { headers: await createSession(donor.id, new Request('http://localhost/')) }),
	)
	const spaced = session.replace('donnons_session=', 'donnons_session =')
	expect((await call(rootLoader, '/', { cookie: spaced })).body).toMatchObject({
		user: { name: donor.firstName },
	})
	getDb().delete(sessions).where(eq(sessions.userId, donor.id)).run()
	const stale = await call(rootLoader, '/', { cookie: session })
	expect(stale.body).toMatchObject({ user: null })
	expect(stale.headers.getSetCookie()).toEqual([expect.stringMatching(/^donnons_session=; Max-Age=0;/)])
})

test('the consent cookie is read when present, ignored when absent', async () => {
	for (const choice of ['accepted', 'denied'] as const) {
		const cookie = cookieValue(await serializeConsent(choice))
		expect((await call(rootLoader, '/', { cookie })).body).toMatchObject({ consent: choice })
		expect((await call(rootLoader, '/', { cookie: `x=1; ${cookie}` })).body).toMatchObject({
			consent: choice,
		})
	}
})
