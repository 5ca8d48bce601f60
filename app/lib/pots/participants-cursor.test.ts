import { expect, test } from 'vitest'
import { formatParticipantsCursor, parseParticipantsCursor } from './participants-cursor.ts'

test('a cursor reads back as written', () => {
	const cursor = { createdAtMs: 1_790_000_000_123, id: 4521, shown: 50 }
	expect(formatParticipantsCursor(cursor)).toBe('1790000000123.4521.50')
	expect(parseParticipantsCursor(formatParticipantsCursor(cursor))).toEqual(cursor)
})

test('anything else is no cursor (the first page), never an error', () => {
	for (const value of [
		null,
		undefined,
		'',
		'2',
		'abc',
		'1.2',
		'1.2.3.4',
		'-1.2.3',
		'1e3.2.3',
		'1.2.-3',
		`${'9'.repeat(16)}.1.1`,
		'1.2.3 ',
	])
		expect(parseParticipantsCursor(value)).toBeNull()
})
