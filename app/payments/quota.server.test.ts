import { executionAsyncId } from 'node:async_hooks'
import { afterEach, describe, expect, test } from 'vitest'
import { type ProviderPriority } from '../lib/payments/provider-quota.ts'
import { getDb } from '../platform/db.server.ts'
import { type PaymentProvider } from './provider.ts'
import {
	type ProviderBudget,
	providerScopesUnderWay,
	withProviderPriority,
	withQuota,
	withReservedCalls,
} from './quota.server.ts'

/** A provider whose one call waits for the test, behind a budget that records the priority of each take. */
function fakeProvider() {
	const taken: string[] = []
	const budget = {
		// The budget of this process's database as far as getProviderBudget() can tell (withReservedCalls).
		sqlite: getDb().$client,
		take: (priority: ProviderPriority, calls = 1) => {
			taken.push(calls === 1 ? priority : `${priority}×${calls}`)
			return null
		},
	} as unknown as ProviderBudget
	globalThis.__donnonsProviderBudget = budget
	const call = async (label: string) => {
		await new Promise((resolve) => setTimeout(resolve, 1))
		return label
	}
	const provider = withQuota({ call } as unknown as PaymentProvider, () => budget) as unknown as {
		call: typeof call
	}
	return { provider, taken }
}

/** Resolves when the test says so: interleaves two scopes at chosen points. */
const gate = () => {
	let open!: () => void
	const opened = new Promise<void>((resolve) => (open = resolve))
	return { open, opened }
}

/** Whether `async_hooks` promise hooks are on: a promise reaction then runs in an async id of its own. */
const promiseHooksOn = () =>
	new Promise<boolean>((resolve) => void Promise.resolve().then(() => resolve(executionAsyncId() !== 0)))

describe('provider priorities without a process-wide AsyncLocalStorage', () => {
	afterEach(() => {
		globalThis.__donnonsProviderBudget = undefined
	})

	test('two interleaved scopes and a donor keep their own priority', async () => {
		const { provider, taken } = fakeProvider()
		const jobWaits = gate()
		const returnWaits = gate()
		const job = withProviderPriority('job', async () => {
			await provider.call('job 1')
			returnWaits.open()
			await jobWaits.opened
			await provider.call('job 2')
		})
		const bankReturn = withProviderPriority('return', async () => {
			await returnWaits.opened
			await provider.call('return 1')
			jobWaits.open()
			await new Promise((resolve) => setTimeout(resolve, 5))
			await provider.call('return 2')
		})
		const donor = (async () => {
			await jobWaits.opened
			await provider.call('donor')
		})()
		expect(providerScopesUnderWay()).toBeGreaterThan(0)
		await Promise.all([job, bankReturn, donor])
		expect(taken.filter((p) => p === 'job')).toHaveLength(2)
		expect(taken.filter((p) => p === 'return')).toHaveLength(2)
		expect(taken.filter((p) => p === 'donor')).toHaveLength(1)
		// The order shows the scopes really were interleaved.
		expect(taken.indexOf('return')).toBeLessThan(taken.lastIndexOf('job'))
	})

	test('a reservation inside a scope takes its calls at that priority, then prepaid ones', async () => {
		const { provider, taken } = fakeProvider()
		const reserved = await withProviderPriority('return', () =>
			withReservedCalls(2, async () => {
				await provider.call('a')
				await provider.call('b')
				await provider.call('c') // past the reservation: taken again, at the same priority
				return 'done'
			}),
		)
		expect(reserved).toEqual({ ok: true, value: 'done' })
		expect(taken).toEqual(['return×2', 'return'])
		// Outside any scope again: a donor's.
		await provider.call('d')
		expect(taken).toEqual(['return×2', 'return', 'donor'])
	})

	test('a scope that throws or rejects is over, and then the promise hooks are off', async () => {
		expect(() =>
			withProviderPriority('job', () => {
				throw new Error('sync')
			}),
		).toThrow('sync')
		await expect(
			withProviderPriority('job', async () => {
				await null
				throw new Error('async')
			}),
		).rejects.toThrow('async')
		expect(providerScopesUnderWay()).toBe(0)
		const { provider } = fakeProvider()
		const during = withProviderPriority('job', async () => {
			const on = await promiseHooksOn()
			await provider.call('x')
			return on
		})
		expect(await during).toBe(true)
		expect(providerScopesUnderWay()).toBe(0)
		expect(await promiseHooksOn()).toBe(false)
	})
})
