import { expect, test } from 'vitest'
import { lookup } from './lookup.ts'

const table: Record<string, string> = { company: 'entreprise' }

test('finds own entries only', () => {
	expect(lookup(table, 'company')).toBe('entreprise')
	for (const key of [
		'__proto__',
		'constructor',
		'toString',
		'hasOwnProperty',
		'valueOf',
		'',
		null,
		undefined,
	])
		expect(lookup(table, key)).toBeUndefined()
})
