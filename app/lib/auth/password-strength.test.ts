import { describe, expect, test } from 'vitest'
import {
	MAX_PASSWORD_SCORE,
	PASSWORD_STRENGTH_LABELS,
	passwordClassCount,
	passwordScore,
	passwordStrength,
} from './password-strength.ts'

describe('passwordClassCount', () => {
	test.each([
		['', 0],
		['abc', 1],
		['ABC', 1],
		['123', 1],
		['!?*', 1],
		['abC', 2],
		['ab1', 2],
		['ab!', 2],
		['aB1', 3],
		['aB1!', 4],
		['é', 1],
		['éÉ', 2],
		['ab c', 2], // a space is a symbol
	])('%j has %i classes', (password, count) => {
		expect(passwordClassCount(password)).toBe(count)
	})
})

describe('passwordScore', () => {
	test.each([
		['', 0],
		// 6 characters or fewer: capped at 10 whatever the classes.
		['a', 10],
		['abc', 10],
		['aB1!xy', 10], // 4 classes, but only 6 characters
		// One class: capped at 10 whatever the length.
		['abcdefgh', 10],
		['abcdefghijklmnop', 10],
		['12345678901', 10],
		// Two classes, 7 characters or more: 20.
		['abcdefG', 20],
		['abcdefgh1', 20],
		// Three classes: 30.
		['abcdefG1', 30],
		['abcdefghijK1', 30],
		// Four classes, 7 characters or more: 40.
		['aB1!xyz', 40],
		['Abcdefg1!x', 40],
	])('%j scores %i', (password, score) => {
		expect(passwordScore(password)).toBe(score)
	})

	test('the maximum score is 40', () => {
		expect(MAX_PASSWORD_SCORE).toBe(40)
	})
})

describe('passwordStrength', () => {
	test('the four spec labels, in order', () => {
		expect(PASSWORD_STRENGTH_LABELS).toEqual(['Poor', 'Not Good', 'Average', 'Good'])
	})

	test('empty password: no bar', () => {
		expect(passwordStrength('')).toEqual({ score: 0, bars: 0, label: null, valid: false })
	})

	test('short password, one class: Poor', () => {
		expect(passwordStrength('abc')).toEqual({ score: 10, bars: 1, label: 'Poor', valid: false })
	})

	test('long password of one class is capped: Poor', () => {
		expect(passwordStrength('abcdefgh')).toEqual({ score: 10, bars: 1, label: 'Poor', valid: false })
	})

	test('six characters of four classes are capped: Poor', () => {
		expect(passwordStrength('aB1!cd')).toEqual({ score: 10, bars: 1, label: 'Poor', valid: false })
	})

	test('two classes: Not Good', () => {
		expect(passwordStrength('abcdefgH')).toEqual({ score: 20, bars: 2, label: 'Not Good', valid: false })
	})

	test('three classes: Average', () => {
		expect(passwordStrength('abcdefG1')).toEqual({ score: 30, bars: 3, label: 'Average', valid: false })
	})

	test('four classes: Good, the only valid strength', () => {
		expect(passwordStrength('Abcdefg1!x')).toEqual({ score: 40, bars: 4, label: 'Good', valid: true })
		expect(passwordStrength('aB1!xyz')).toEqual({ score: 40, bars: 4, label: 'Good', valid: true })
	})

	test('accented letters count as lower and upper case', () => {
		expect(passwordStrength('éléphant1!É')).toMatchObject({ score: 40, valid: true })
	})

	test('characters are code points: an emoji is one character and a symbol', () => {
		// 6 code points (12 UTF-16 units): still capped at 10.
		expect(passwordScore('aB1😀😀😀')).toBe(10)
		expect(passwordScore('aB1😀😀😀😀')).toBe(40)
	})
})
