import { describe, expect, test } from 'vitest'
import { pageWindow } from './pagination.tsx'

describe('pageWindow', () => {
	test('few pages: all of them', () => {
		expect(pageWindow(1, 1)).toEqual([1])
		expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
	})

	test('many pages: first, last, current and neighbours, gaps between', () => {
		expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10])
		expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
		expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10])
		expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10])
	})
})
