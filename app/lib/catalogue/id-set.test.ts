import { describe, expect, test } from 'vitest'
import {
	addId,
	hasId,
	insertionPoint,
	intersectInto,
	newIdSet,
	pageOfOrder,
	removeId,
	resized,
	sizeOf,
	unionOf,
	wordsFor,
} from './id-set.ts'

const setOf = (ids: number[], words = wordsFor(200)) => {
	const set = newIdSet(words)
	for (const id of ids) addId(set, id)
	return set
}
const idsOf = (set: Uint32Array) => [...Array(set.length * 32).keys()].filter((id) => hasId(set, id))

describe('sets of ids as bits', () => {
	test('add, remove, has, size, across word boundaries and bit 31', () => {
		const set = setOf([0, 31, 32, 63, 64, 199])
		expect(idsOf(set)).toEqual([0, 31, 32, 63, 64, 199])
		expect(sizeOf(set)).toBe(6)
		removeId(set, 31)
		expect(hasId(set, 31)).toBe(false)
		expect(sizeOf(set)).toBe(5)
		addId(set, 10_000)
		expect(hasId(set, 10_000)).toBe(false)
	})

	test('intersection and union equal the sets', () => {
		const a = setOf([1, 5, 40, 100, 150])
		const b = setOf([5, 40, 41, 150], wordsFor(100))
		const both = resized(a, a.length)
		intersectInto(both, b)
		expect(idsOf(both)).toEqual([5, 40])
		expect(idsOf(unionOf([a, b], a.length))).toEqual([1, 5, 40, 41, 100, 150])
		expect(sizeOf(setOf([...Array(200).keys()]))).toBe(200)
	})

	test('a page of an order: skips, takes, keeps the order', () => {
		const order = [9, 3, 7, 1, 5, 2]
		const set = setOf([3, 1, 5, 2])
		expect(pageOfOrder(order, set, 0, 2)).toEqual([3, 1])
		expect(pageOfOrder(order, set, 2, 2)).toEqual([5, 2])
		expect(pageOfOrder(order, set, 4, 2)).toEqual([])
	})

	test('insertion point by rank then id', () => {
		const ranks = new Map([
			[4, 10],
			[2, 20],
			[8, 20],
			[1, 30],
		])
		const order = [4, 2, 8, 1]
		expect(insertionPoint(order, ranks, 20, 5)).toBe(2)
		expect(insertionPoint(order, ranks, 5, 99)).toBe(0)
		expect(insertionPoint(order, ranks, 40, 0)).toBe(4)
		expect(insertionPoint(order, ranks, 20, 8)).toBe(2)
	})
})
