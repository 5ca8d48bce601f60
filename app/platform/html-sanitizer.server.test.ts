import { describe, expect, test } from 'vitest'
import { normalizeDescriptionInput, sanitizeRichText } from './html-sanitizer.server.ts'

/** Nothing that can run script may survive. */
function expectInert(html: string) {
	expect(html).not.toMatch(/<script|<iframe|<svg|<img|<object|<embed|<style|<math|<form|<input|<template/i)
	expect(html).not.toMatch(/\son[a-z]+\s*=/i)
	expect(html).not.toMatch(/javascript:|vbscript:|data:/i)
	expect(html).not.toMatch(/expression\(|url\(/i)
}

describe('sanitizeRichText: XSS payloads', () => {
	test.each([
		['img onerror', '<img src=x onerror=alert(1)>', ''],
		['script', '<p>Avant</p><script>alert(document.cookie)</script><p>Après</p>', '<p>Avant</p><p>Après</p>'],
		['javascript: link', '<a href="javascript:alert(1)">clic</a>', '<span>clic</span>'],
		['mixed-case scheme', '<a href="JaVaScRiPt:alert(1)">clic</a>', '<span>clic</span>'],
		['entity-encoded scheme', '<a href="&#106;&#97;vascript&#58;alert(1)">clic</a>', '<span>clic</span>'],
		['hex-entity scheme', '<a href="&#x6A;avascript:alert(1)">clic</a>', '<span>clic</span>'],
		['tab inside scheme', '<a href="java\tscript:alert(1)">clic</a>', '<span>clic</span>'],
		['leading control character', '<a href="\u0001javascript:alert(1)">clic</a>', '<span>clic</span>'],
		[
			'data: URL',
			'<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>',
			'<span>clic</span>',
		],
		['vbscript', '<a href="vbscript:msgbox(1)">clic</a>', '<span>clic</span>'],
		['protocol-relative', '<a href="//evil.example/x">clic</a>', '<span>clic</span>'],
		['svg onload', '<svg onload=alert(1)><circle r="5"/></svg><p>ok</p>', '<p>ok</p>'],
		['iframe', '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>">x</iframe>', ''],
		['style url(javascript:)', '<p style="background:url(javascript:alert(1))">texte</p>', '<p>texte</p>'],
		['style expression', '<span style="color: expression(alert(1))">texte</span>', '<span>texte</span>'],
		['style tag', '<style>body{display:none}</style><p>texte</p>', '<p>texte</p>'],
		[
			'event handler on an allowed tag',
			'<p onclick="alert(1)" onmouseover="alert(2)">texte</p>',
			'<p>texte</p>',
		],
		['object and embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
		['form controls', '<form action="https://evil.example"><input name="x"><button>Go</button></form>', 'Go'],
		['math/mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
		['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
		['attribute breaking', '<p title="x" """><img src=x onerror=alert(1)>">t</p>', '<p>"&gt;t</p>'],
		['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>t</p>', '<p>t</p>'],
		['base href', '<base href="javascript:alert(1)//"><a href="https://exemple.fr">t</a>', null],
		['srcdoc on span', '<span srcdoc="<script>alert(1)</script>">t</span>', '<span>t</span>'],
		['template', '<template><img src=x onerror=alert(1)></template><p>t</p>', '<p>t</p>'],
	])('%s', (_name, payload, expected) => {
		const clean = sanitizeRichText(payload)
		expectInert(clean)
		if (expected !== null) expect(clean).toBe(expected)
	})

	test('text that looks like markup stays escaped', () => {
		expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
			'<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
		)
	})
})

describe('sanitizeRichText: legitimate formatting', () => {
	test('keeps the editor output (Lexical $generateHtmlFromNodes), classes and white-space dropped', () => {
		const lexical =
			'<h2 class="text-2xl" dir="ltr" style="text-align: center;"><span style="white-space: pre-wrap;">Notre projet</span></h2>' +
			'<p class="mb-2" dir="ltr"><b><strong class="font-bold" style="white-space: pre-wrap;">Gras</strong></b>' +
			'<i><em class="italic" style="white-space: pre-wrap;">italique</em></i>' +
			'<u><span class="underline" style="white-space: pre-wrap;">souligné</span></u>' +
			'<s><span class="line-through" style="white-space: pre-wrap;">barré</span></s></p>' +
			'<ul class="list-disc"><li value="1" class="ml-6"><span style="white-space: pre-wrap;">Un</span></li></ul>' +
			'<ol class="list-decimal"><li value="1"><span style="white-space: pre-wrap;">Deux</span></li></ol>' +
			'<h3 style="text-align: right;"><span>Sous-titre</span></h3>'
		expect(sanitizeRichText(lexical)).toBe(
			'<h2 style="text-align:center"><span>Notre projet</span></h2>' +
				'<p><b><strong>Gras</strong></b><i><em>italique</em></i><u><span>souligné</span></u><s><span>barré</span></s></p>' +
				'<ul><li><span>Un</span></li></ul><ol><li><span>Deux</span></li></ol>' +
				'<h3 style="text-align:right"><span>Sous-titre</span></h3>',
		)
	})

	test('keeps the colours and the three fonts, drops other fonts and properties', () => {
		expect(
			sanitizeRichText('<p><span style="color: #b81f6c; font-family: Georgia, serif;">a</span></p>'),
		).toBe('<p><span style="color:#b81f6c;font-family:Georgia, serif">a</span></p>')
		expect(
			sanitizeRichText(
				'<p><span style="color: rgb(29, 78, 216); font-family: Consolas,Menlo,monospace">a</span></p>',
			),
		).toBe('<p><span style="color:rgb(29, 78, 216);font-family:Consolas,Menlo,monospace">a</span></p>')
		expect(
			sanitizeRichText(
				'<p><span style="font-family: Comic Sans MS; color: red; font-size: 90px; position: fixed">a</span></p>',
			),
		).toBe('<p><span>a</span></p>')
	})

	test('text-align only on blocks, with the four values', () => {
		expect(sanitizeRichText('<p style="text-align: justify">a</p><p style="text-align: start">b</p>')).toBe(
			'<p style="text-align:justify">a</p><p>b</p>',
		)
		expect(sanitizeRichText('<span style="text-align: center">a</span>')).toBe('<span>a</span>')
	})

	test('links: http(s) and mailto kept with forced rel and target', () => {
		expect(
			sanitizeRichText(
				'<a href="https://exemple.fr/a?b=1&amp;c=2" target="_self" rel="opener" title="t">site</a>',
			),
		).toBe(
			'<a href="https://exemple.fr/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">site</a>',
		)
		expect(sanitizeRichText('<a href="mailto:asso@exemple.fr">écrire</a>')).toBe(
			'<a href="mailto:asso@exemple.fr" rel="noopener noreferrer nofollow" target="_blank">écrire</a>',
		)
		expect(sanitizeRichText('<a href="/relatif">t</a><a>sans lien</a>')).toBe(
			'<span>t</span><span>sans lien</span>',
		)
	})

	test('other tags are unwrapped, their text kept', () => {
		expect(
			sanitizeRichText(
				'<div><h1>Titre</h1><blockquote>cité</blockquote><table><tr><td>x</td></tr></table></div>',
			),
		).toBe('Titrecitéx')
	})
})

describe('normalizeDescriptionInput', () => {
	test('plain text from the no-JavaScript textarea becomes paragraphs', () => {
		expect(normalizeDescriptionInput('Bonjour à tous,\nmerci !\n\nÀ bientôt')).toBe(
			'<p>Bonjour à tous,<br />merci !</p><p>À bientôt</p>',
		)
	})
	test('plain text with markup characters is escaped, not interpreted', () => {
		expect(normalizeDescriptionInput('3 < 5 & "x"')).toBe('<p>3 &lt; 5 &amp; "x"</p>')
	})
	test('tags typed in the textarea are shown as text', () => {
		expect(normalizeDescriptionInput('Merci <b>à tous</b> <3\n\n<img src=x onerror=alert(1)>')).toBe(
			'<p>Merci &lt;b&gt;à tous&lt;/b&gt; &lt;3</p><p>&lt;img src=x onerror=alert(1)&gt;</p>',
		)
	})
	test('HTML from the editor is sanitised', () => {
		expect(normalizeDescriptionInput('<p>Salut<img src=x onerror=alert(1)></p>')).toBe('<p>Salut</p>')
	})
	test('missing or non-text values give an empty string', () => {
		expect(normalizeDescriptionInput(null)).toBe('')
		expect(normalizeDescriptionInput(undefined)).toBe('')
		expect(normalizeDescriptionInput('   ')).toBe('')
	})
})
