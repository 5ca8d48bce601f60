import { eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { registerAccount } from '#app/auth/accounts.server.ts'
import { requestPasswordReset, resetPassword, isResetTokenValid } from '#app/auth/password-reset.server.ts'
import { verifyLogin } from '#app/auth/accounts.server.ts'
import { createSession } from '#app/auth/session.server.ts'
import { latestMailTo } from '#app/mail/mailer.server.ts'
import { sessions, users } from '#db/schema/index.ts'
import { useAppDatabase } from '#tests/support/database.ts'

const db = useAppDatabase()
const request = new Request('http://localhost:3000/mot-de-passe-oublie', { method: 'POST' })

async function createUser(email: string) {
	const created = await registerAccount({
		email,
		password: 'Ancien-2026!',
		firstname: 'Paul',
		name: 'Roux',
		birth_date: '1980-01-01',
		address_line_1: '1 rue Haute',
		post_code: '67000',
		city: 'Strasbourg',
		country_iso: 'FR',
	})
	return created!.user
}

function tokenFromOutbox(email: string) {
	const mail = latestMailTo(email)
	const url = mail?.text.match(/https?:\/\/\S+reinitialiser-mot-de-passe\?token=([\w-]+)/)
	return url?.[1] ?? ''
}

describe('password reset', () => {
	test('an unknown address is reported; a known one gets a single-use link by e-mail', async () => {
		expect(await requestPasswordReset('personne@exemple.fr', request)).toBe(false)
		const user = await createUser('paul@exemple.fr')
		await createSession(user.id, request)
		expect(await requestPasswordReset('paul@exemple.fr', request)).toBe(true)
		const token = tokenFromOutbox('paul@exemple.fr')
		expect(token).not.toBe('')
		expect(isResetTokenValid(token)).toBe(true)

		expect(await resetPassword(token, 'Nouveau-2027?')).toBe(user.id)
		expect(await verifyLogin('paul@exemple.fr', 'Nouveau-2027?')).not.toBeNull()
		expect(await verifyLogin('paul@exemple.fr', 'Ancien-2026!')).toBeNull()
		// Every open session is revoked, and the link cannot be used twice.
		expect(db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(0)
		expect(await resetPassword(token, 'Encore-2028!')).toBeNull()
		expect(isResetTokenValid(token)).toBe(false)
	})

	test('a link expires after one hour, and asking again invalidates the previous link', async () => {
		await createUser('lina@exemple.fr')
		await requestPasswordReset('lina@exemple.fr', request)
		const first = tokenFromOutbox('lina@exemple.fr')
		await requestPasswordReset('lina@exemple.fr', request)
		const second = tokenFromOutbox('lina@exemple.fr')
		expect(second).not.toBe(first)
		expect(isResetTokenValid(first)).toBe(false)
		vi.useFakeTimers({ now: Date.now() + 61 * 60 * 1000, toFake: ['Date'] })
		try {
			expect(isResetTokenValid(second)).toBe(false)
			expect(await resetPassword(second, 'Nouveau-2027?')).toBeNull()
		} finally {
			vi.useRealTimers()
		}
		expect(db.select().from(users).where(eq(users.email, 'lina@exemple.fr')).get()?.passwordHash).toBeTruthy()
	})
})
