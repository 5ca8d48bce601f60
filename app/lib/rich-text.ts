import { lookup } from './lookup.ts'
/**
 * Pure helpers for the rich-text pot description (docs/requirements.md#spec-2-2, step 2), shared by the browser editor and the
 * server. No DOM here: the no-JavaScript textarea, the server and the tests all use these functions.
 */

/** The text colours the editor offers: all keep a contrast of at least 4.5:1 on white (WCAG AA). */
export const richTextColors = [
	{ label: 'Encre', value: '#1f2430' },
	{ label: 'Framboise', value: '#b81f6c' },
	{ label: 'Bleu', value: '#1d4ed8' },
	{ label: 'Vert', value: '#15803d' },
	{ label: 'Violet', value: '#6d28d9' },
	{ label: 'Orange', value: '#b45309' },
] as const

/** The fonts the editor offers; '' is the site's font (no font-family style). The sanitiser allows only these. */
export const richTextFonts = [
	{ label: 'Par défaut', value: '' },
	{ label: 'Serif', value: 'Georgia, serif' },
	{ label: 'Monospace', value: 'Consolas, Menlo, monospace' },
] as const

const BLOCK_TAGS = 'p|h[1-6]|div|blockquote|pre|section|article|header|footer|table|tr'
// A tag, attributes quoted with '>' inside them included.
const TAG = /<\/?[a-zA-Z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/g

const NAMED_ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: ' ',
}

function decodeEntities(text: string) {
	return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
		if (body.startsWith('#')) {
			const code =
				body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
			if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return entity
			const char = String.fromCodePoint(code)
			return char === '\u00a0' ? ' ' : char
		}
		return lookup(NAMED_ENTITIES, body.toLowerCase()) ?? entity
	})
}

/**
 * The visible text of an HTML fragment: tags removed, paragraphs and headings separated by a blank line,
 * `<br>` and list items on their own line (items start with '- '), entities decoded, spaces collapsed.
 */
export function htmlToPlainText(html: string): string {
	const text = html
		.replace(/<!--[\s\S]*?-->/g, '')
		.replace(/<(script|style|template|textarea|title)\b[\s\S]*?<\/\1\s*>/gi, '')
		.replace(/\s+/g, ' ')
		.replace(/<br\s*\/?>/gi, '\n')
		.replace(/<li\b[^>]*>/gi, '\n- ')
		.replace(/<\/(?:ul|ol)\s*>/gi, '\n')
		.replace(new RegExp(`</?(?:${BLOCK_TAGS})\\b[^>]*>`, 'gi'), '\n\n')
		.replace(TAG, '')
	return decodeEntities(text)
		.split('\n')
		.map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
		.join('\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim()
}

function escapeHtml(text: string) {
	return text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#39;')
}

/** Plain text (the no-JavaScript textarea) as HTML: a paragraph per blank-line-separated block, `<br>` for single newlines. */
export function plainTextToHtml(text: string): string {
	const normalised = text.replace(/\r\n?/g, '\n').trim()
	if (!normalised) return ''
	return normalised
		.split(/\n[ \t]*\n\s*/)
		.map((paragraph) =>
			paragraph
				.split('\n')
				.map((line) => escapeHtml(line.trimEnd()))
				.join('<br>'),
		)
		.map((paragraph) => `<p>${paragraph}</p>`)
		.join('')
}

/** Number of visible characters (spaces collapsed), for the "at least 3 characters" rule (docs/requirements.md#spec-2-5). */
export function textLength(html: string): number {
	return [...htmlToPlainText(html).replace(/\s+/g, ' ').trim()].length
}

/**
 * True for the editor's HTML, false for the no-JavaScript textarea's plain text. The editor's output always
 * starts with one of its block tags, whereas a message typed as text may hold '<3' or '<b>' to be shown as is.
 */
export function isEditorHtml(value: string): boolean {
	return /^\s*<(?:p|h2|h3|ul|ol)[\s>]/i.test(value)
}

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

/**
 * The link address typed in the editor, made absolute ('exemple.fr' → 'https://exemple.fr/',
 * 'nom@exemple.fr' → 'mailto:nom@exemple.fr'), or null when it is not an http(s) or mailto address.
 */
export function normaliseLinkUrl(input: string): string | null {
	const value = input.trim()
	if (!value || /\s/.test(value)) return null
	let candidate = value
	if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) {
		candidate = /^[^@/]+@[^@/]+\.[^@/]+$/.test(value)
			? `mailto:${value}`
			: `https://${value.replace(/^\/+/, '')}`
	}
	let url: URL
	try {
		url = new URL(candidate)
	} catch {
		return null
	}
	if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null
	if (url.protocol === 'mailto:')
		return /^[^@\s]+@[^@\s]+$/.test(decodeURIComponent(url.pathname)) ? url.href : null
	return url.hostname ? url.href : null
}
