import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { cheapPasswordHash } from '#tests/support/passwords.ts'
import { createSession, getSessionUser } from '#app/auth/session.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { action as privateAction, loader as privateLoader } from '#app/routes/particular.profile.tsx'
import { sessions } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { makeDonor } from '#tests/support/fixtures/donations.ts'
import { context, cookiesOf, formRequest, run } from './request.ts'

/**
 * A password changed on the profile page signs the account out of its other sessions (another browser, a
 * phone, whoever knew the old password) and keeps the one that made the change.
 */

useSeededAppDatabase()
const BASE = 'http://localhost:3000'
const PASSWORD = 'Ancien-Mot2passe!'

const sessionCookie = async (userId: number, agent: string) =>
	cookiesOf(
		new Response(null, {
			headers: await createSession(userId, new Request(BASE, { headers: { 'user-agent': agent } })),
		}),
	)
const userOf = (cookie: string) => getSessionUser(new Request(BASE, { headers: { cookie } }))
const profilePage = (cookie: string) =>
	run(() =>
		privateLoader({
			request: new Request(`${BASE}/particular/profile`, { headers: { cookie } }),
			params: {},
			context: context(),
		} as never),
	)
const changePassword = (cookie: string, email: string, current: string) =>
	run(() =>
		privateAction({
			request: formRequest(
				'/particular/profile',
				{
					intent: 'credentials',
					email,
					password: 'Nouveau-Mot2passe!',
					password_confirmation: 'Nouveau-Mot2passe!',
					current_password: current,
				},
				cookie,
			),
			params: {},
			context: context(),
		} as never),
	)

describe('password change and sessions', () => {
	test('signs the other sessions out and keeps the current one', async () => {
		const donor = makeDonor('mdp-sessions', { passwordHash: cheapPasswordHash(PASSWORD) })
		const other = makeDonor('mdp-sessions-autre')
		const laptop = await sessionCookie(donor.id, 'Ordinateur')
		const phone = await sessionCookie(donor.id, 'Téléphone')
		const stranger = await sessionCookie(other.id, 'Autre compte')

		// A wrong current password changes nothing, sessions included.
		const wrong = await changePassword(laptop, donor.email, 'Pas-le-bon1!')
		expect(wrong.status).toBe(400)
		expect((await userOf(phone))?.id).toBe(donor.id)

		const res = await changePassword(laptop, donor.email, PASSWORD)
		expect(res.location).toBe('/particular/profile')
		expect((await userOf(laptop))?.id).toBe(donor.id)
		expect(await userOf(phone)).toBeNull()
		expect((await userOf(stranger))?.id).toBe(other.id)
		const rows = getDb().select().from(sessions).where(eq(sessions.userId, donor.id)).all()
		expect(rows.map((row) => row.userAgent)).toEqual(['Ordinateur'])

		// The signed-out browser is sent to the login page.
		const page = await profilePage(phone)
		expect(page.location).toBe(`/login?${new URLSearchParams({ redirectTo: '/particular/profile' })}`)
		expect((await profilePage(laptop)).status).toBe(200)
	})
})
