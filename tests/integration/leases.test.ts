import { afterEach, describe, expect, test, vi } from 'vitest'
import { claimLease, leadOnOneProcess, releaseLease } from '#app/platform/leases.server.ts'
import { useAppDatabase } from '#tests/support/database.ts'

// Issue 29: the background jobs run on exactly one worker, chosen by a lease in the database.

const db = useAppDatabase()
afterEach(() => {
	vi.useRealTimers()
	db.$client.exec('DELETE FROM leases')
})

describe('a lease', () => {
	test('has one holder until its time passes, then the next claim takes it', () => {
		const at = 1_000_000
		expect(claimLease('jobs', 'a', 15_000, { db, now: at })).toBe(true)
		expect(claimLease('jobs', 'b', 15_000, { db, now: at + 1 })).toBe(false)
		// Renewed by its holder: the time counts from the renewal.
		expect(claimLease('jobs', 'a', 15_000, { db, now: at + 5_000 })).toBe(true)
		expect(claimLease('jobs', 'b', 15_000, { db, now: at + 19_999 })).toBe(false)
		expect(claimLease('jobs', 'b', 15_000, { db, now: at + 20_000 })).toBe(true)
		// The former holder, late, finds it taken.
		expect(claimLease('jobs', 'a', 15_000, { db, now: at + 20_001 })).toBe(false)
	})

	test('given back, it is free at once; another holder cannot give it back', () => {
		expect(claimLease('kyc:1:IDENTITY_PROOF', 'a', 60_000, { db })).toBe(true)
		releaseLease('kyc:1:IDENTITY_PROOF', 'b', db)
		expect(claimLease('kyc:1:IDENTITY_PROOF', 'b', 60_000, { db })).toBe(false)
		releaseLease('kyc:1:IDENTITY_PROOF', 'a', db)
		expect(claimLease('kyc:1:IDENTITY_PROOF', 'b', 60_000, { db })).toBe(true)
	})
})

describe('work led by one process', () => {
	test('two candidates: one leads; when it stops renewing, the other takes over within the lease time', () => {
		vi.useFakeTimers({ now: 5_000_000 })
		const running = new Set<string>()
		let overlap = false
		const candidate = (holder: string) =>
			leadOnOneProcess({
				name: 'jobs',
				holder,
				leaseMs: 3_000,
				renewMs: 1_000,
				db: () => db,
				start: () => {
					if (running.size > 0) overlap = true
					running.add(holder)
					return () => running.delete(holder)
				},
			})
		const a = candidate('a')
		const b = candidate('b')
		expect([...running]).toEqual(['a'])
		expect(a.isLeader()).toBe(true)
		expect(b.isLeader()).toBe(false)
		vi.advanceTimersByTime(10_000)
		expect([...running]).toEqual(['a'])

		// A dies without a word (kill -9): no release, no more renewals; its lease, renewed just now, stays
		// in the table until its time passes. (Every timer is cleared: B's candidate is started again.)
		const crashedAt = Date.now()
		running.delete('a')
		vi.clearAllTimers()
		vi.setSystemTime(crashedAt)
		const b2 = candidate('b')
		let takenOverAfter: number | null = null
		for (let ms = 0; ms <= 5_000; ms += 100) {
			vi.advanceTimersByTime(100)
			if (running.has('b')) {
				takenOverAfter = Date.now() - crashedAt
				break
			}
		}
		expect(takenOverAfter).not.toBeNull()
		// Never before A's lease (3 s from its last renewal) ran out; at most one renewal period after.
		expect(takenOverAfter!).toBeGreaterThanOrEqual(3_000)
		expect(takenOverAfter!).toBeLessThanOrEqual(3_000 + 1_000)
		expect(overlap).toBe(false)
		b2.stop()
		a.stop()
		b.stop()
	})

	test('a leader that stops gives the lease back: the other takes over at its next renewal', () => {
		vi.useFakeTimers({ now: 9_000_000 })
		const running = new Set<string>()
		const candidate = (holder: string) =>
			leadOnOneProcess({
				name: 'jobs',
				holder,
				leaseMs: 60_000,
				renewMs: 1_000,
				db: () => db,
				start: () => (running.add(holder), () => running.delete(holder)),
			})
		const a = candidate('a')
		const b = candidate('b')
		a.stop()
		expect(running.size).toBe(0)
		vi.advanceTimersByTime(1_000)
		expect([...running]).toEqual(['b'])
		b.stop()
	})

	test('a leader whose renewal came after its lease time stops its work, even if it gets the lease back', () => {
		vi.useFakeTimers({ now: 12_000_000 })
		const events: string[] = []
		let clock = Date.now()
		const leader = leadOnOneProcess({
			name: 'jobs',
			holder: 'a',
			leaseMs: 3_000,
			renewMs: 1_000,
			db: () => db,
			now: () => clock,
			start: () => (events.push('start'), () => events.push('stop')),
		})
		// The event loop was blocked 5 s: the work stops first, then restarts under a fresh lease.
		clock += 5_000
		vi.advanceTimersByTime(1_000)
		expect(events).toEqual(['start', 'stop', 'start'])
		leader.stop()
	})
})
