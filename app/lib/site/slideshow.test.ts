import { describe, expect, test } from 'vitest'
import { isLastSlide, nextSlideIndex, previousSlideIndex } from './slideshow.ts'

describe('slideshow', () => {
	test('next moves forward and stops at the last slide', () => {
		expect(nextSlideIndex(0, 3)).toBe(1)
		expect(nextSlideIndex(1, 3)).toBe(2)
		expect(nextSlideIndex(2, 3)).toBe(2)
		expect(isLastSlide(2, 3)).toBe(true)
		expect(isLastSlide(1, 3)).toBe(false)
	})

	test('previous moves back and wraps from the first to the last', () => {
		expect(previousSlideIndex(2, 3)).toBe(1)
		expect(previousSlideIndex(1, 3)).toBe(0)
		expect(previousSlideIndex(0, 3)).toBe(2)
	})

	test('one slide, no slide, out of range', () => {
		expect(nextSlideIndex(0, 1)).toBe(0)
		expect(previousSlideIndex(0, 1)).toBe(0)
		expect(nextSlideIndex(0, 0)).toBe(0)
		expect(previousSlideIndex(0, 0)).toBe(0)
		expect(previousSlideIndex(9, 3)).toBe(1)
		expect(nextSlideIndex(-4, 3)).toBe(1)
	})
})
