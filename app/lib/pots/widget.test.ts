import { describe, expect, test } from 'vitest'
import { amountLinkPath, embedSnippet, widgetPath } from './widget.ts'

describe('the widget snippet', () => {
	test('an iframe of the widget, titled with the pot’s name', () => {
		const snippet = embedSnippet('https://donnons.org/participate/7/widget', 'Pot de Léa')
		expect(snippet).toBe(
			'<iframe src="https://donnons.org/participate/7/widget" title="Cagnotte « Pot de Léa » sur Donnons" width="320" height="220" style="border:0;max-width:100%" loading="lazy"></iframe>',
		)
	})
	test('a name cannot break out of the attribute', () => {
		const snippet = embedSnippet('https://donnons.org/participate/7/widget', '"><script>alert(1)</script>&')
		expect(snippet).not.toContain('<script>')
		expect(snippet).toContain(
			'title="Cagnotte « &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp; » sur Donnons"',
		)
	})
	test('addresses', () => {
		expect(widgetPath(12)).toBe('/participate/12/widget')
		expect(amountLinkPath(12, 2000)).toBe('/participate/12?amount=2000')
	})
})
