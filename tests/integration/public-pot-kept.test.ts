import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { requireActivePot } from '#app/pots/pot-page.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { charities, pots, users } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { makePot } from '#tests/support/fixtures/donations.ts'

/**
 * The pot every step of a gift asks for (requireActivePot) is kept under the pot's page version: any write to
 * what it shows — the pot, its charity, its organiser — is seen by the next request, never a stale copy.
 */

useSeededAppDatabase()

const activeCharity = () =>
	getDb().select({ id: charities.id }).from(charities).where(eq(charities.isActive, true)).get()!.id

const redirectsHome = (id: number) => {
	try {
		requireActivePot(String(id))
	} catch (thrown) {
		return thrown instanceof Response && thrown.headers.get('location') === '/'
	}
	return false
}

test('a kept pot follows every write to the pot, its charity and its organiser, and is never changed by a reader', () => {
	const charityId = activeCharity()
	const pot = makePot(charityId, 'Gardée')
	const first = requireActivePot(String(pot.id))
	expect(requireActivePot(String(pot.id))).toBe(first)
	expect(Object.isFrozen(first)).toBe(true)

	getDb().update(pots).set({ name: 'Renommée' }).where(eq(pots.id, pot.id)).run()
	expect(requireActivePot(String(pot.id)).name).toBe('Renommée')

	const charityName = getDb()
		.select({ name: charities.name })
		.from(charities)
		.where(eq(charities.id, charityId))
		.get()!.name
	try {
		getDb().update(charities).set({ name: 'Association renommée' }).where(eq(charities.id, charityId)).run()
		expect(requireActivePot(String(pot.id)).charityName).toBe('Association renommée')
	} finally {
		getDb().update(charities).set({ name: charityName }).where(eq(charities.id, charityId)).run()
	}

	const creator = getDb().select().from(users).where(eq(users.id, first.creatorId)).get()!
	try {
		getDb().update(users).set({ firstName: 'Prénom' }).where(eq(users.id, creator.id)).run()
		expect(requireActivePot(String(pot.id)).organiserName).toContain('Prénom')
	} finally {
		getDb().update(users).set({ firstName: creator.firstName }).where(eq(users.id, creator.id)).run()
	}

	getDb().update(pots).set({ isActive: false }).where(eq(pots.id, pot.id)).run()
	expect(redirectsHome(pot.id)).toBe(true)
	expect(redirectsHome(999_999_999)).toBe(true)
})
