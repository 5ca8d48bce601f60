import { describe, expect, test } from 'vitest'
import { sanitizeCharityHtml } from './html-sanitizer.server.ts'

describe('sanitizeCharityHtml', () => {
	test('keeps the markup of the catalogue', () => {
		const html = '<h3>Titre</h3><p>Un <strong>texte</strong>.</p><ul><li>Un</li><li>Deux</li></ul>'
		expect(sanitizeCharityHtml(html)).toBe(html)
	})

	test('removes scripts, handlers, styles, images and frames', () => {
		const html =
			'<p onclick="alert(1)" style="color:red">Bonjour<script>alert(1)</script></p><img src=x onerror=alert(1)><iframe src="https://x.test"></iframe><style>p{}</style>'
		expect(sanitizeCharityHtml(html)).toBe('<p>Bonjour</p>')
	})

	test('links keep http(s) addresses only and open safely', () => {
		expect(sanitizeCharityHtml('<a href="javascript:alert(1)">x</a>')).toBe(
			'<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
		)
		expect(sanitizeCharityHtml('<a href="https://exemple.fr" class="k">site</a>')).toBe(
			'<a href="https://exemple.fr" rel="noopener noreferrer nofollow" target="_blank">site</a>',
		)
	})

	test('empty input gives an empty string', () => {
		expect(sanitizeCharityHtml(null)).toBe('')
		expect(sanitizeCharityHtml('')).toBe('')
	})
})
