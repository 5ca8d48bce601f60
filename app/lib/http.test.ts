import { describe, expect, test } from 'vitest'
import { combineHeaders, safeRedirectPath } from './http.ts'

describe('safeRedirectPath', () => {
	test('keeps a local path with its query', () => {
		expect(safeRedirectPath('/participate/3?amount=1000')).toBe('/participate/3?amount=1000')
	})
	test.each(['https://evil.example', '//evil.example', '/\\evil.example', '', null, undefined])(
		'refuses %s',
		(to) => {
			expect(safeRedirectPath(to, '/home')).toBe('/home')
		},
	)
})

describe('combineHeaders', () => {
	test('keeps every set-cookie header', () => {
		const headers = combineHeaders({ 'set-cookie': 'a=1' }, null, { 'set-cookie': 'b=2' })
		expect(headers.getSetCookie()).toEqual(['a=1', 'b=2'])
	})
})
