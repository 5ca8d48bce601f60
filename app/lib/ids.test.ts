import { describe, expect, test } from 'vitest'
import { parseId } from './ids.ts'

describe('parseId', () => {
	test('one to nine digits, not zero, is a row id', () => {
		expect(parseId('1')).toBe(1)
		expect(parseId('42')).toBe(42)
		expect(parseId('007')).toBe(7)
		expect(parseId('999999999')).toBe(999_999_999)
	})

	test('anything else is null', () => {
		for (const raw of [
			null,
			undefined,
			'',
			'0',
			'000',
			'-1',
			'1.5',
			'1e3',
			' 1',
			'1 ',
			'0x10',
			'1234567890',
			'abc',
		])
			expect(parseId(raw), String(raw)).toBeNull()
	})
})
