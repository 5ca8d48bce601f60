import { createRequire } from 'node:module'
import type sanitizeHtml from 'sanitize-html'
import { isEditorHtml, plainTextToHtml, richTextFonts } from '../lib/rich-text.ts'

const require = createRequire(import.meta.url)
let sanitizer: typeof sanitizeHtml | undefined
/**
 * sanitize-html, with htmlparser2 and postcss (80 ms to load), required by the first text sanitised: a form's
 * answer, never a page's render, so not at every server start (docs/performance.md, « Start-up »).
 */
const sanitize = (html: string, options: sanitizeHtml.IOptions) =>
	(sanitizer ??= require('sanitize-html') as typeof sanitizeHtml)(html, options)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const COLOR = [/^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i]
// Only the fonts the editor offers, spaces after the commas optional.
const FONT_FAMILY = richTextFonts
	.filter((font) => font.value)
	.map((font) => new RegExp(`^${font.value.split(/,\s*/).map(escapeRegExp).join(',\\s*')}$`, 'i'))
const TEXT_ALIGN = [/^(?:left|center|right|justify)$/i]

const textStyles = { color: COLOR, 'font-family': FONT_FAMILY }
const blockStyles = { 'text-align': TEXT_ALIGN }

const options: sanitizeHtml.IOptions = {
	allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'a', 'span'],
	allowedAttributes: {
		a: ['href', 'rel', 'target'],
		p: ['style'],
		h2: ['style'],
		h3: ['style'],
		li: ['style'],
		span: ['style'],
		strong: ['style'],
		b: ['style'],
		em: ['style'],
		i: ['style'],
		u: ['style'],
		s: ['style'],
	},
	allowedStyles: {
		p: blockStyles,
		h2: blockStyles,
		h3: blockStyles,
		li: blockStyles,
		span: textStyles,
		strong: textStyles,
		b: textStyles,
		em: textStyles,
		i: textStyles,
		u: textStyles,
		s: textStyles,
	},
	allowedSchemes: ['http', 'https', 'mailto'],
	allowedSchemesByTag: { a: ['http', 'https', 'mailto'] },
	allowedSchemesAppliedToAttributes: ['href'],
	allowProtocolRelative: false,
	// Text inside these is dropped with them (the rest of a removed tag's text is kept, escaped).
	nonTextTags: [
		'script',
		'style',
		'textarea',
		'option',
		'noscript',
		'iframe',
		'object',
		'embed',
		'template',
		'title',
		'svg',
		'math',
	],
	disallowedTagsMode: 'discard',
	transformTags: {
		a: (tagName, attribs): sanitizeHtml.Tag => {
			const href = attribs.href?.trim()
			// Relative links make no sense in a pot description: only absolute http(s) and mailto addresses stay
			// links; any other keeps its text, as a plain span.
			if (!href || !/^(?:https?:\/\/[^/\\]|mailto:)/i.test(href)) return { tagName: 'span', attribs: {} }
			return { tagName, attribs: { href, rel: 'noopener noreferrer nofollow', target: '_blank' } }
		},
	},
}

/** The description HTML kept in the database: the editor's formatting only, nothing executable (docs/requirements.md#spec-2-2). */
export function sanitizeRichText(html: string): string {
	return sanitize(html, options).trim()
}

/**
 * The submitted description: the editor's HTML (JavaScript on) or the textarea's plain text (JavaScript off),
 * which becomes paragraphs; tags typed in the textarea are shown as text. Always sanitised.
 */
export function normalizeDescriptionInput(value: FormDataEntryValue | string | null | undefined): string {
	if (typeof value !== 'string') return ''
	return sanitizeRichText(isEditorHtml(value) ? value : plainTextToHtml(value))
}

/**
 * The allowlist for a charity's rich description: the seed writes only <p>, <ul>, <li>, <strong> and
 * <h3>, and charities will later edit it with the rich-text editor, so headings, emphasis, lists and
 * links are kept; everything else (scripts, styles, event handlers, images, iframes) is removed.
 */
const charityOptions: sanitizeHtml.IOptions = {
	allowedTags: [
		'p',
		'br',
		'strong',
		'b',
		'em',
		'i',
		'u',
		's',
		'h2',
		'h3',
		'h4',
		'ul',
		'ol',
		'li',
		'blockquote',
		'a',
	],
	allowedAttributes: { a: ['href', 'rel', 'target'] },
	allowedSchemes: ['https', 'http', 'mailto'],
	allowProtocolRelative: false,
	disallowedTagsMode: 'discard',
	transformTags: {
		a: (tagName, attribs) => ({
			tagName,
			attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
		}),
	},
}

export function sanitizeCharityHtml(html: string | null | undefined): string {
	if (!html) return ''
	return sanitize(html, charityOptions).trim()
}
