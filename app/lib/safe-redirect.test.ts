import { describe, expect, test } from 'vitest'
import { safeRedirect } from './safe-redirect.ts'

describe('safeRedirect', () => {
	test.each([
		['/participate/3?amount=1000', '/participate/3?amount=1000'],
		['/home/private', '/home/private'],
		['/particular/dashboard?open=pots#pots', '/particular/dashboard?open=pots#pots'],
		['/recherche?q=caf%C3%A9', '/recherche?q=caf%C3%A9'],
		['/a/../login', '/login'],
	])('keeps the local path %s', (to, expected) => {
		expect(safeRedirect(to, '/fallback')).toBe(expected)
	})

	test.each([
		'//evil.example',
		'///evil.example',
		'/\\evil.example',
		'\\\\evil.example',
		'/%5Cevil.example',
		'/%5cevil.example',
		'/%09/evil.example',
		'/\t/evil.example',
		'/%2F/evil.example',
		'/%2f%2fevil.example',
		'/.//evil.example',
		'/..//evil.example',
		'/%2e%2e//evil.example',
		'/%2E//evil.example',
		'/a/..//evil.example',
		'/./%2F/evil.example',
		'https://evil.example',
		'http:evil.example',
		'HTTPS://evil.example',
		'javascript:alert(1)',
		'JaVaScRiPt:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'evil.example',
		'/login%0d%0aSet-Cookie:%20x=1',
		'/login\r\nSet-Cookie: x=1',
		'/login%0aLocation:%20https://evil.example',
		'/%00/evil.example',
		'/\u0000',
		'/\u007f',
		'/%E0%A4%A',
		'',
		' /home',
		null,
		undefined,
	])('refuses %j', (to) => {
		expect(safeRedirect(to, '/fallback')).toBe('/fallback')
	})

	test('never gives a path that a browser reads as another host, once normalised', () => {
		for (const to of ['/.//evil.example', '/..//evil.example', '/%2e%2e//evil.example']) {
			expect(safeRedirect(to)).not.toMatch(/^\/\//)
		}
	})

	test('defaults to the home page, or to null when asked', () => {
		expect(safeRedirect('//evil.example')).toBe('/')
		expect(safeRedirect('//evil.example', null)).toBeNull()
	})

	test('refuses a file', () => {
		expect(safeRedirect(new File(['x'], 'x.txt'), '/fallback')).toBe('/fallback')
	})
})
