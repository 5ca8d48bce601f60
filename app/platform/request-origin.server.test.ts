import { expect, test } from 'vitest'
import { requestOrigin } from './request-origin.server.ts'

test('a request URL’s origin is the one URL gives, without parsing it again', () => {
	for (const url of [
		'http://localhost:3000/participate/1',
		'https://donnons.example/',
		'http://127.0.0.1:3650/participate/1.data?_routes=root',
		'http://[::1]:8080/a//b?x=//y',
		'HTTP://EXAMPLE.org:80/x',
		'https://example.org:443/',
		'http://user:secret@example.org/private',
		'http://example.org/a@b',
		'https://xn--dons-5qa.example/é',
	]) {
		const serialized = new URL(url).href // what `Request.url` is (a Request refuses credentials)
		expect(requestOrigin(serialized)).toBe(new URL(serialized).origin)
	}
})
