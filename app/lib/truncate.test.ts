import { describe, expect, test } from 'vitest'
import { truncateText } from './truncate.ts'

describe('truncateText', () => {
	test('a text that fits is kept whole, trimmed', () => {
		expect(truncateText('  Donnons  ', 60)).toBe('Donnons')
		expect(truncateText('a'.repeat(60), 60)).toBe('a'.repeat(60))
	})

	test('a longer text keeps its first characters, then the ellipsis', () => {
		expect(truncateText('a'.repeat(61), 60)).toBe(`${'a'.repeat(60)}…`)
		expect(truncateText('b'.repeat(45), 44, '..')).toBe(`${'b'.repeat(44)}..`)
	})

	test('no space is left before the ellipsis', () => {
		expect(truncateText('La cagnotte solidaire de la rentrée', 12)).toBe('La cagnotte…')
	})

	test('accented letters and emoji count as one character each', () => {
		expect(truncateText('é'.repeat(5), 5)).toBe('ééééé')
		expect(truncateText('🎁'.repeat(6), 5)).toBe(`${'🎁'.repeat(5)}…`)
	})
})
