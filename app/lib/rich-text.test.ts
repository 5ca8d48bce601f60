import { describe, expect, test } from 'vitest'
import { htmlToPlainText, isEditorHtml, normaliseLinkUrl, plainTextToHtml, textLength } from './rich-text.ts'

describe('htmlToPlainText', () => {
	test('keeps paragraphs apart with a blank line', () => {
		expect(htmlToPlainText('<p>Bonjour à tous</p><p>Merci <strong>beaucoup</strong> !</p>')).toBe(
			'Bonjour à tous\n\nMerci beaucoup !',
		)
	})
	test('turns <br> into a newline and headings into paragraphs', () => {
		expect(htmlToPlainText('<h2>Titre</h2><p>Ligne 1<br>Ligne 2<br/>Ligne 3</p>')).toBe(
			'Titre\n\nLigne 1\nLigne 2\nLigne 3',
		)
	})
	test('puts list items on their own line', () => {
		expect(
			htmlToPlainText('<p>Au programme :</p><ul><li value="1">Repas</li><li>Concert</li></ul><p>Fin</p>'),
		).toBe('Au programme :\n\n- Repas\n- Concert\n\nFin')
	})
	test('decodes entities after removing tags', () => {
		expect(
			htmlToPlainText('<p>5 &lt; 6 &amp; &quot;ok&quot; &#39;oui&#39; &#x263A; caf&#233;&nbsp;!</p>'),
		).toBe('5 < 6 & "ok" \'oui\' ☺ café !')
		expect(htmlToPlainText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<script>alert(1)</script>')
	})
	test('drops scripts, styles and comments with their content', () => {
		expect(htmlToPlainText('<p>A<script>alert(1)</script><style>p{}</style><!-- note -->B</p>')).toBe('AB')
	})
	test('collapses source whitespace like a browser', () => {
		expect(htmlToPlainText('<p>\n  Un   texte\n  sur deux lignes  </p>\n\n\n<p>Suite</p>')).toBe(
			'Un texte sur deux lignes\n\nSuite',
		)
	})
	test('copes with ">" inside attribute values', () => {
		expect(htmlToPlainText('<p><a href="https://exemple.fr/?a>b" title=\'x>y\'>lien</a></p>')).toBe('lien')
	})
	test('empty editor output is empty', () => {
		expect(htmlToPlainText('<p><br></p>')).toBe('')
		expect(htmlToPlainText('')).toBe('')
	})
})

describe('plainTextToHtml', () => {
	test('paragraphs on blank lines, <br> on single newlines', () => {
		expect(plainTextToHtml('Bonjour\nà tous\n\nMerci')).toBe('<p>Bonjour<br>à tous</p><p>Merci</p>')
	})
	test('normalises Windows newlines and several blank lines', () => {
		expect(plainTextToHtml('  Un\r\n\r\n\r\n  \r\nDeux  \r\n')).toBe('<p>Un</p><p>Deux</p>')
	})
	test('escapes markup', () => {
		expect(plainTextToHtml('<script>alert("x")</script> & \'co\'')).toBe(
			'<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</p>',
		)
	})
	test('empty or blank text gives an empty string', () => {
		expect(plainTextToHtml('')).toBe('')
		expect(plainTextToHtml(' \n\n \t')).toBe('')
	})
	test('round trip with htmlToPlainText', () => {
		const text = 'Premier paragraphe\navec une ligne\n\nSecond <b>paragraphe</b> & fin'
		expect(htmlToPlainText(plainTextToHtml(text))).toBe(text)
	})
})

describe('textLength', () => {
	test('counts visible characters only', () => {
		expect(textLength('<p><strong>ab</strong></p>')).toBe(2)
		expect(textLength('<p>  a  </p><p>b</p>')).toBe(3)
		expect(textLength('<p>&amp;&amp;&amp;</p>')).toBe(3)
		expect(textLength('<p><br></p>')).toBe(0)
		expect(textLength('<p>😀é</p>')).toBe(2)
	})
})

describe('isEditorHtml', () => {
	test('tells the editor HTML from typed text', () => {
		expect(isEditorHtml('<p>Bonjour</p>')).toBe(true)
		expect(isEditorHtml('  <h2 style="text-align: center;">Titre</h2>')).toBe(true)
		expect(isEditorHtml('<ul><li>Un</li></ul>')).toBe(true)
		expect(isEditorHtml('<ol class="x"><li>Un</li></ol>')).toBe(true)
		expect(isEditorHtml('Bonjour <b>à tous</b>')).toBe(false)
		expect(isEditorHtml('<3 merci')).toBe(false)
		expect(isEditorHtml('<pre>x</pre>')).toBe(false)
		expect(isEditorHtml('3 < 5 et 6 > 4')).toBe(false)
		expect(isEditorHtml('Bonjour')).toBe(false)
	})
})

describe('normaliseLinkUrl', () => {
	test.each([
		['https://exemple.fr/page?x=1', 'https://exemple.fr/page?x=1'],
		['http://exemple.fr', 'http://exemple.fr/'],
		['exemple.fr', 'https://exemple.fr/'],
		['  www.exemple.fr/a  ', 'https://www.exemple.fr/a'],
		['mailto:nom@exemple.fr', 'mailto:nom@exemple.fr'],
		['nom@exemple.fr', 'mailto:nom@exemple.fr'],
	])('accepts %s', (input, expected) => {
		expect(normaliseLinkUrl(input)).toBe(expected)
	})
	test.each([
		'',
		'javascript:alert(1)',
		'JaVaScRiPt:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'vbscript:msgbox',
		'ftp://exemple.fr',
		'https://',
		'mailto:',
		'exemple fr',
	])('refuses %s', (input) => {
		expect(normaliseLinkUrl(input)).toBeNull()
	})
})
