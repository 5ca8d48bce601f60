import { expect, test } from 'vitest'
import { pageEncoding } from '../../server/remix-handler.js'

test('a page goes in brotli, else gzip, else as it is, as Accept-Encoding allows', () => {
	expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br')
	expect(pageEncoding('gzip, deflate')).toBe('gzip')
	expect(pageEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
	expect(pageEncoding('BR')).toBe('br')
	expect(pageEncoding('*')).toBe('gzip')
	expect(pageEncoding('identity')).toBeNull()
	expect(pageEncoding('gzip;q=0, br;q=0.0')).toBeNull()
	expect(pageEncoding(undefined)).toBeNull()
	expect(pageEncoding('')).toBeNull()
})
