import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { adminMessages } from '#app/lib/admin/admin-messages.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { getSandboxDb } from '#app/payments/sandbox/db.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getToast } from '#app/platform/toast.server.ts'
import { action } from '#app/routes/admin.versements.tsx'
import { payouts, pots } from '#db/schema/index.ts'
import { simPayouts } from '#db/schema/sandbox.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { bankProcessesPayouts, closedPotWith, payableCharity } from '#tests/support/fixtures/payouts.ts'
import { cookiesOf } from './request.ts'
import { call, cookieOf, makeOperator } from '#tests/support/fixtures/staff.ts'

// The operators' "Lancer les versements maintenant" (/admin/versements): the payouts job's pass at once. An
// operator who clicks twice (or whose click meets the job) makes one payout of a payable pot, not two; a later
// click reads the bank's answer for the payout in flight.

useSeededAppDatabase()

async function toastOf(headers: Headers) {
	const cookie = cookiesOf(new Response(null, { headers }))
	return (await getToast(new Request('http://localhost:3000', { headers: { cookie } }))).toast
}

const runNow = async (cookie: string | null) =>
	call(action, '/admin/versements', { cookie, form: { intent: 'run-payouts' } })

describe('Lancer les versements maintenant', () => {
	test('clicked twice, it creates the payout of a payable pot exactly once', async () => {
		const operator = await cookieOf(makeOperator('versements-maintenant').id)
		// Nothing payable yet in the seeded database: the toast says why nothing was made.
		const none = await runNow(operator)
		expect(none.status).toBe(302)
		expect(none.location).toBe('/admin/versements')
		expect(await toastOf(none.headers)).toMatchObject({
			title: toastTitles.attention,
			description: adminMessages.payoutsNoneWaiting,
		})

		const { charityId } = await payableCharity(0)
		const { potId } = await closedPotWith(charityId, [{ amountCents: 4_000 }, { amountCents: 1_500 }])

		const [first, second] = [await runNow(operator), await runNow(operator)]
		expect(first.status).toBe(302)
		expect(first.location).toBe('/admin/versements')
		expect(await toastOf(first.headers)).toMatchObject({
			type: 'success',
			description: adminMessages.payoutsCreated(1, 0, 0),
		})
		const rows = getDb().select().from(payouts).where(eq(payouts.potId, potId)).all()
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ status: 'CREATED', amountCents: 5_500, charityId })
		const walletId = getDb().select().from(pots).where(eq(pots.id, potId)).get()!.providerWalletId!
		expect(
			getSandboxDb().select().from(simPayouts).where(eq(simPayouts.debitedWalletId, walletId)).all(),
		).toHaveLength(1)
		// The second click finds the payout in flight: nothing is created, and the toast says so.
		expect(second.status).toBe(302)
		expect(await toastOf(second.headers)).toMatchObject({
			title: toastTitles.attention,
			description: adminMessages.payoutsNoneWaiting,
		})

		// Once the bank has processed it, the next click reads its success, as the job would: still one payout.
		await bankProcessesPayouts()
		const third = await runNow(operator)
		expect(await toastOf(third.headers)).toMatchObject({
			type: 'success',
			description: `${adminMessages.payoutsNoneWaiting} ${adminMessages.payoutsSettled(1)}`,
		})
		const [paid, ...others] = getDb().select().from(payouts).where(eq(payouts.potId, potId)).all()
		expect(others).toEqual([])
		expect(paid).toMatchObject({ status: 'SUCCEEDED', amountCents: 5_500 })
	})

	test('a wrong intent is refused', async () => {
		const operator = await cookieOf(makeOperator('versements-intention').id)
		const res = await call(action, '/admin/versements', { cookie: operator, form: { intent: 'autre' } })
		expect(res.status).toBe(400)
	})
})
