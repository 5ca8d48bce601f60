import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { getDb } from '#app/platform/db.server.ts'
import * as adminCharity from '#app/routes/admin.associations.$id.tsx'
import * as adminPot from '#app/routes/admin.cagnottes.$id.tsx'
import * as adminAccounts from '#app/routes/admin.comptes.tsx'
import { charityInvitations, charityProfileDrafts, mailOutbox, pots, users } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeDonor, makePot } from '#tests/support/fixtures/donations.ts'
import { getToast } from '#app/platform/toast.server.ts'
import { profileMessages } from '#app/lib/charity-space/charity-profile.ts'
import { call, cookieOf, makeOperator } from '#tests/support/fixtures/staff.ts'
import { authMessages } from '#app/lib/messages.ts'

/** What a careless or hostile operator's browser may post to /admin: never a 500, never applied twice. */

useSeededAppDatabase()
let operatorCookie: string | null = null

beforeAll(async () => {
	operatorCookie = await cookieOf(makeOperator('ops-hostile').id)
})

describe('inviting a charity member', () => {
	test('an address too long to be one is refused on its field: no invitation, no mail, no 500', async () => {
		const charity = demoCharity('GENERATED')
		const email = `${'a'.repeat(5000)}@exemple.fr`
		const sent = await call(adminCharity.action, `/admin/associations/${charity.id}`, {
			cookie: operatorCookie,
			params: { id: String(charity.id) },
			form: { intent: 'invite', email },
		})
		expect(sent.status).toBe(400)
		expect(JSON.stringify(sent.body)).toContain(authMessages.emailInvalid)
		const db = getDb()
		expect(
			db
				.select()
				.from(charityInvitations)
				.where(and(eq(charityInvitations.charityId, charity.id), eq(charityInvitations.email, email)))
				.all(),
		).toEqual([])
		expect(db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).all()).toEqual([])
	})
})

describe('suspending a pot twice', () => {
	test('the second post keeps the first date and reason, and says so; reopening twice too', async () => {
		const pot = makePot(demoCharity('GENERATED').id)
		const post = (form: Record<string, string>) =>
			call(adminPot.action, `/admin/cagnottes/${pot.id}`, {
				cookie: operatorCookie,
				params: { id: String(pot.id) },
				form,
			})
		const row = () => getDb().select().from(pots).where(eq(pots.id, pot.id)).get()!
		expect((await post({ intent: 'suspend', reason: 'Signalée comme abusive' })).status).toBe(302)
		const first = row()
		expect(first.suspendedReason).toBe('Signalée comme abusive')
		// A minute later on the clock: a second suspension that rewrote the date would show.
		vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ['Date'] })
		const again = await post({ intent: 'suspend', reason: 'Autre raison' })
		expect(again).toMatchObject({ status: 302, location: `/admin/cagnottes/${pot.id}` })
		expect(again.headers.get('set-cookie')).toBeTruthy()
		expect(row()).toMatchObject({ suspendedAt: first.suspendedAt, suspendedReason: 'Signalée comme abusive' })
		expect((await post({ intent: 'reopen' })).status).toBe(302)
		expect(row()).toMatchObject({ suspendedAt: null, suspendedReason: null })
		expect((await post({ intent: 'reopen' })).status).toBe(302)
		expect(row()).toMatchObject({ suspendedAt: null, suspendedReason: null })
	})
})

describe('suspending an account twice', () => {
	test('the second post keeps the first date; a deleted account is not found', async () => {
		const user = makeDonor('suspendu-deux-fois')
		const post = (userId: number, intent = 'suspend') =>
			call(adminAccounts.action, '/admin/comptes', {
				cookie: operatorCookie,
				form: { intent, userId: String(userId) },
			})
		const suspendedAt = () =>
			getDb().select().from(users).where(eq(users.id, user.id)).get()!.suspendedAt?.getTime()
		expect((await post(user.id)).status).toBe(302)
		const first = suspendedAt()
		expect(first).toBeTypeOf('number')
		// A minute later on the clock: a second suspension that rewrote the date would show.
		vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ['Date'] })
		expect((await post(user.id)).status).toBe(302)
		expect(suspendedAt()).toBe(first)

		const deleted = makeDonor('supprime', { deletedAt: new Date() })
		expect((await post(deleted.id)).status).toBe(302)
		expect(getDb().select().from(users).where(eq(users.id, deleted.id)).get()!.suspendedAt).toBeNull()
	})
})

describe('refusing a profile change without a reason', () => {
	test('the reason is asked while it waits; once reviewed, the page says it no longer waits', async () => {
		const charity = demoCharity('ASSOCIATION')
		const draft = getDb()
			.insert(charityProfileDrafts)
			.values({
				charityId: charity.id,
				status: 'SUBMITTED',
				valuesJson: '{}',
				filesJson: '{}',
				submittedAt: new Date(),
				updatedAt: new Date(),
				createdAt: new Date(),
			})
			.returning()
			.get()
		const refuse = () =>
			call(adminCharity.action, `/admin/associations/${charity.id}`, {
				cookie: operatorCookie,
				params: { id: String(charity.id) },
				form: { intent: 'reject-profile', draftId: String(draft.id), reason: ' ' },
			})
		const waiting = await refuse()
		expect(waiting.status).toBe(400)
		expect(JSON.stringify(waiting.body)).toContain(profileMessages.reasonRequired)
		// Another operator published it meanwhile: nothing to show the reason's error in.
		getDb()
			.update(charityProfileDrafts)
			.set({ status: 'PUBLISHED' })
			.where(eq(charityProfileDrafts.id, draft.id))
			.run()
		const reviewed = await refuse()
		expect(reviewed).toMatchObject({ status: 302, location: `/admin/associations/${charity.id}` })
		const { toast } = await getToast(
			new Request('http://localhost:3000', { headers: { cookie: reviewed.headers.get('set-cookie') ?? '' } }),
		)
		expect(toast?.description).toBe(profileMessages.notPending)
	})
})
