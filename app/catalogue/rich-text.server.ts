import sanitizeHtml from 'sanitize-html'

/**
 * The allowlist for a charity's rich description: the seed writes only <p>, <ul>, <li>, <strong> and
 * <h3>, and charities will later edit it with the rich-text editor, so headings, emphasis, lists and
 * links are kept; everything else (scripts, styles, event handlers, images, iframes) is removed.
 */
const options: sanitizeHtml.IOptions = {
	allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a'],
	allowedAttributes: { a: ['href', 'rel', 'target'] },
	allowedSchemes: ['https', 'http', 'mailto'],
	allowProtocolRelative: false,
	disallowedTagsMode: 'discard',
	transformTags: {
		a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
	},
}

export function sanitizeCharityHtml(html: string | null | undefined): string {
	if (!html) return ''
	return sanitizeHtml(html, options).trim()
}
