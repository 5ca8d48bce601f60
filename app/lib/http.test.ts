import { describe, expect, test } from 'vitest'
import { combineHeaders } from './http.ts'

describe('combineHeaders', () => {
	test('keeps every set-cookie header', () => {
		const headers = combineHeaders({ 'set-cookie': 'a=1' }, null, { 'set-cookie': 'b=2' })
		expect(headers.getSetCookie()).toEqual(['a=1', 'b=2'])
	})
})
