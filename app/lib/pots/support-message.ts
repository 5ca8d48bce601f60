import { SUPPORT_MESSAGE_MAX, supportMessageMessages } from './support-message-messages.ts'

/**
 * The rules of a word of support (issue 27 item 3): plain text, at most 280 characters as a reader counts them
 * (grapheme clusters: « é » written as e + accent, a flag or a family emoji count one each), control characters
 * dropped, spaces and line breaks tidied. Pure and without zod, so the
 * browser's message form checks with it at no cost (bench:js); the schema is ./support-message-schema.ts.
 */

/** More than this is refused before any work: a form field is never a megabyte of text. */
const RAW_LIMIT = 4000

// Control characters (C0, DEL, C1) but the line feed, and the invisible characters that reorder or hide text
// (bidirectional overrides and isolates, zero-width spaces, the BOM): none belongs in a short public message.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g

const segmenter = new Intl.Segmenter('fr', { granularity: 'grapheme' })

/** How many characters a reader sees in `text`. */
export function countCharacters(text: string) {
	let count = 0
	for (const _ of segmenter.segment(text)) count++
	return count
}

/**
 * The message as stored: NFC, line endings made `\n`, tabs and other spaces made one space, control characters
 * removed, spaces trimmed at both ends of each line, at most one empty line in a row, trimmed. Empty is null.
 */
export function normaliseSupportMessage(raw: string): string | null {
	const text = raw
		.normalize('NFC')
		.replace(/\r\n?/g, '\n')
		.replace(/[\t\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
		.replace(CONTROL, '')
		.split('\n')
		.map((line) => line.replace(/ {2,}/g, ' ').trim())
		.join('\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim()
	return text === '' ? null : text
}

export type SupportMessageCheck = { ok: true; body: string | null } | { ok: false; error: string }

/** A posted message: the text to store (null when there is none) or the French reason it is refused. */
export function checkSupportMessage(raw: string | null | undefined): SupportMessageCheck {
	const value = raw ?? ''
	if (value.length > RAW_LIMIT) return { ok: false, error: supportMessageMessages.tooLong(value.length) }
	const body = normaliseSupportMessage(value)
	if (body === null) return { ok: true, body: null }
	const count = countCharacters(body)
	if (count > SUPPORT_MESSAGE_MAX) return { ok: false, error: supportMessageMessages.tooLong(count) }
	return { ok: true, body }
}
