import { describe, expect, test } from 'vitest'
import { partId } from './part-id.ts'

describe('partId', () => {
	const money = { money: { collectedCents: 12_000, payouts: [{ paidAt: new Date('2026-03-01T00:00:00Z') }] } }

	test('the same props give the same id, wherever it is computed (dates as their JSON)', () => {
		const again = { money: { collectedCents: 12_000, payouts: [{ paidAt: '2026-03-01T00:00:00.000Z' }] } }
		expect(partId('pot-money', money)).toBe(partId('pot-money', again))
		expect(partId('pot-money', money)).toMatch(/^pot-money-[0-9a-z]+$/)
	})

	test('another figure, another pot or another part gives another id', () => {
		const ids = new Set([
			partId('pot-money', money),
			partId('pot-money', { money: { ...money.money, collectedCents: 12_001 } }),
			partId('pot-money', { money: { ...money.money, payouts: [] } }),
			partId('pot-cause', money),
			partId('pot-money', {}),
		])
		expect(ids.size).toBe(5)
	})

	test('no collision over ten thousand amounts', () => {
		const ids = new Set(Array.from({ length: 10_000 }, (_, cents) => partId('pot-goal', { cents })))
		expect(ids.size).toBe(10_000)
	})
})
