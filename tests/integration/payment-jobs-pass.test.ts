import { afterEach, describe, expect, test } from 'vitest'
import { PASS_LEASE, runPaymentJobs } from '#app/donations/jobs.server.ts'
import { claimLease, releaseLease } from '#app/platform/leases.server.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'

// Issue 29: a pass of the payment jobs never overlaps another, even one a former jobs leader still runs.

const db = useSeededAppDatabase()
afterEach(() => {
	db.$client.exec('DELETE FROM leases')
})

describe('a pass of the payment jobs', () => {
	test('is skipped while another process runs one, and runs once it is over', async () => {
		const other = 'former-leader:1'
		expect(claimLease(PASS_LEASE, other, 60_000)).toBe(true)
		expect(await runPaymentJobs()).toBeNull()
		releaseLease(PASS_LEASE, other)
		expect(await runPaymentJobs()).toMatchObject({ reconciled: expect.anything() })
		// Given back when done: the next pass may run at once.
		expect(claimLease(PASS_LEASE, other, 60_000)).toBe(true)
	})
})
