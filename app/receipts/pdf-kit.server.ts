/**
 * What the receipt and statement renderers share: the embedded font, text made printable with it, word
 * wrapping with mixed fonts, and euro amounts as printed.
 *
 * The font is DejaVu Sans from the `dejavu-fonts-ttf` package (it has every French letter, `’`, `Œ` and `€`,
 * which the PDF standard fonts, limited to WinAnsi, do not all have). The files are resolved through Node's
 * module resolution from this module's URL: in Vitest that is the source file, in the production build it is
 * `build/server/index.js`, whose node_modules are the project's (the server build keeps the dependencies
 * external, and the font files are never bundled). Their bytes are read once, then kept in memory.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type * as PdfLibModule from 'pdf-lib'
import { type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'

type PdfLib = typeof PdfLibModule
import { formatEuros } from '#app/lib/money.ts'

export const A4 = { width: 595.28, height: 841.89 } as const

/**
 * pdf-lib and fontkit (about 60 MB and 300 ms to load) are loaded the first time a PDF is drawn, not when the
 * server starts: most processes never draw one (docs/performance.md).
 */
let pdfLib: Promise<PdfLib> | undefined
export const loadPdfLib = () => (pdfLib ??= import('pdf-lib'))

/** pdf-lib's `rgb`, without loading pdf-lib: a colour is a plain object. */
export const rgb = (red: number, green: number, blue: number) => ({ type: 'RGB', red, green, blue }) as RGB

export const BLACK = rgb(0, 0, 0)
export const GREY = rgb(0.35, 0.35, 0.35)
export const LIGHT = rgb(0.92, 0.92, 0.92)
export const RED = rgb(0.78, 0.08, 0.08)

type FontStyle = 'regular' | 'bold' | 'oblique'

const FONT_FILES: Record<FontStyle, string> = {
	regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
	bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
	oblique: 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
}

const require = createRequire(import.meta.url)
const fontBytes = new Map<FontStyle, Promise<Uint8Array>>()

/** The TTF bytes of one style, read from node_modules on first use and kept (a failed read is retried). */
function loadFontBytes(style: FontStyle): Promise<Uint8Array> {
	let bytes = fontBytes.get(style)
	if (!bytes) {
		bytes = readFile(require.resolve(FONT_FILES[style])).then((buffer) => new Uint8Array(buffer))
		bytes.catch(() => fontBytes.delete(style))
		fontBytes.set(style, bytes)
	}
	return bytes
}

export type Fonts = Record<FontStyle, PDFFont>

/** Embeds the three styles, subset (only the glyphs used end up in the file: a receipt weighs tens of kB). */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
	doc.registerFontkit((await import('@pdf-lib/fontkit')).default)
	const [regular, bold, oblique] = await Promise.all([
		loadFontBytes('regular'),
		loadFontBytes('bold'),
		loadFontBytes('oblique'),
	])
	// Embedded one after the other, in a fixed order, once all the bytes are there: the PDF's object numbers
	// then never depend on which file was read first (same input, same bytes, even on a cold cache).
	return {
		regular: await doc.embedFont(regular, { subset: true }),
		bold: await doc.embedFont(bold, { subset: true }),
		oblique: await doc.embedFont(oblique, { subset: true }),
	}
}

const characterSets = new WeakMap<PDFFont, Set<number>>()

function characterSet(font: PDFFont) {
	let set = characterSets.get(font)
	if (!set) {
		set = new Set(font.getCharacterSet())
		characterSets.set(font, set)
	}
	return set
}

/** Spaces of every kind (no-break, narrow no-break, thin…) print as a plain space. */
const ANY_SPACE = /\s/u
/** Controls, format characters (zero-width space, soft hyphen, BOM…), unpaired surrogates: never printed. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/u
const COMBINING = /\p{M}/gu

/**
 * Text as the font can print it, so that no input can make rendering fail or print an empty box: every kind
 * of space becomes U+0020, invisible characters go, a character the font lacks becomes its unaccented
 * letters when it has them (NFKD) or `unknown`: `?` by default, '' to drop it (an emoji in a pot's name).
 */
export function printable(font: PDFFont, text: string, unknown: '?' | '' = '?'): string {
	const glyphs = characterSet(font)
	let out = ''
	for (const char of text.normalize('NFC')) {
		if (ANY_SPACE.test(char)) out += ' '
		else if (INVISIBLE.test(char)) continue
		else if (glyphs.has(char.codePointAt(0)!)) out += char
		else {
			const base = char.normalize('NFKD').replace(COMBINING, '')
			out += base && [...base].every((c) => glyphs.has(c.codePointAt(0)!)) ? base : unknown
		}
	}
	return out
}

/** `123456` → `1 234,56 €`, with plain spaces (app/lib/money.ts, whose fr-FR output has no-break spaces). */
export function euros(cents: number): string {
	return formatEuros(cents).replace(/\s/gu, ' ')
}

/** A piece of text in one font and colour; pieces are wrapped together as one paragraph. */
export type Run = { text: string; font: PDFFont; color?: RGB }

/** A wrapped line: its segments (one drawText each) at their offsets from the line's start. */
export type Line = { segments: { text: string; font: PDFFont; color: RGB; x: number }[]; width: number }

type Word = { text: string; font: PDFFont; color: RGB; spaceBefore: boolean }

/** Splits the runs into words; only plain spaces, tabs and line breaks are break opportunities. */
function words(runs: Run[]): Word[] {
	const result: Word[] = []
	let space = false
	for (const run of runs) {
		for (const part of run.text.split(/([ \t\r\n]+)/)) {
			if (/^[ \t\r\n]+$/.test(part)) space = true
			else if (part) {
				const text = printable(run.font, part)
				if (text.trim()) {
					result.push({ text, font: run.font, color: run.color ?? BLACK, spaceBefore: space })
					space = false
				}
			}
		}
	}
	return result
}

/** Cuts a word wider than the line into pieces that fit (a long e-mail address, an IBAN…). */
function cutWord(word: Word, size: number, maxWidth: number): Word[] {
	const pieces: Word[] = []
	let current = ''
	for (const char of word.text) {
		if (current && word.font.widthOfTextAtSize(current + char, size) > maxWidth) {
			pieces.push({ ...word, text: current, spaceBefore: pieces.length === 0 && word.spaceBefore })
			current = ''
		}
		current += char
	}
	pieces.push({ ...word, text: current, spaceBefore: pieces.length === 0 && word.spaceBefore })
	return pieces
}

/** Word-wraps mixed runs to `maxWidth` at `size` points (widths measured with each run's font). */
export function wrap(runs: Run[], size: number, maxWidth: number): Line[] {
	const lines: Line[] = []
	let line: Line = { segments: [], width: 0 }
	const push = (word: Word, gap: number) => {
		const last = line.segments.at(-1)
		if (last && last.font === word.font && last.color === word.color)
			last.text += (gap > 0 ? ' ' : '') + word.text
		else line.segments.push({ text: word.text, font: word.font, color: word.color, x: line.width + gap })
		line.width += gap + word.font.widthOfTextAtSize(word.text, size)
	}
	for (const whole of words(runs)) {
		const pieces =
			whole.font.widthOfTextAtSize(whole.text, size) > maxWidth ? cutWord(whole, size, maxWidth) : [whole]
		for (const word of pieces) {
			const gap = word.spaceBefore && line.segments.length > 0 ? word.font.widthOfTextAtSize(' ', size) : 0
			const width = word.font.widthOfTextAtSize(word.text, size)
			if (line.segments.length > 0 && line.width + gap + width > maxWidth) {
				lines.push(line)
				line = { segments: [], width: 0 }
				push(word, 0)
			} else push(word, gap)
		}
	}
	if (line.segments.length > 0) lines.push(line)
	return lines
}

export type Align = 'left' | 'center' | 'right'

/** Draws one wrapped line with its baseline at `y`, aligned within [x, x + width]. */
export function drawLine(
	page: PDFPage,
	line: Line,
	x: number,
	y: number,
	size: number,
	width: number,
	align: Align,
) {
	const start =
		align === 'left' ? x : align === 'right' ? x + width - line.width : x + (width - line.width) / 2
	for (const segment of line.segments)
		page.drawText(segment.text, { x: start + segment.x, y, size, font: segment.font, color: segment.color })
}

/** A `yyyy-MM-dd` day as a date for the PDF's metadata: noon UTC, the same calendar day in Paris. */
export function metadataDate(isoDay: string): Date {
	return new Date(`${isoDay}T12:00:00Z`)
}
