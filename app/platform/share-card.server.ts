/**
 * Draws the 1200×630 JPEG shown when a page is shared (app/lib/site/share-card.ts): the cover photo, darkened
 * at the bottom, with the card's texts in white. The texts are drawn as glyph outlines in the SVG that sharp
 * renders, with DejaVu Sans from the `dejavu-fonts-ttf` package (the receipts' font): what is drawn never
 * depends on the fonts installed on the server, and no user text is ever parsed as SVG.
 *
 * A card is drawn once per version and kept under DATA_DIR/cache/og; the version (a hash of what the card
 * shows) is in its URL, so a changed pot gets a new URL and the old file is removed.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { SHARE_CARD, type ShareCardText, wrapText } from '#app/lib/site/share-card.ts'
import { getEnv } from './env.server.ts'
import { loadSharp } from './sharp.server.ts'

/** Bumped when the drawing changes: every card gets a new version, hence a new URL. */
const DESIGN = 1

type Glyph = { path: { toSVG(): string }; advanceWidth: number }
type GlyphRun = { glyphs: Glyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] }
type Font = { unitsPerEm: number; layout(text: string): GlyphRun }
type Fonts = { regular: Font; bold: Font }

const require = createRequire(import.meta.url)
let fonts: Promise<Fonts> | undefined

/** fontkit and the two font files, loaded by the first card drawn (never at start-up). */
function loadFonts(): Promise<Fonts> {
	fonts ??= (async () => {
		const { default: fontkit } = await import('@pdf-lib/fontkit')
		const read = async (file: string) =>
			fontkit.create(await fs.readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))) as unknown as Font
		const [regular, bold] = await Promise.all([read('DejaVuSans.ttf'), read('DejaVuSans-Bold.ttf')])
		return { regular, bold }
	})()
	fonts.catch(() => (fonts = undefined))
	return fonts
}

const width = (font: Font, size: number, text: string) =>
	(font.layout(text).positions.reduce((sum, p) => sum + p.xAdvance, 0) * size) / font.unitsPerEm

/** One line of text as SVG paths, its baseline's left end at (x, y). */
function textPaths(font: Font, size: number, text: string, x: number, y: number): string {
	const scale = size / font.unitsPerEm
	const run = font.layout(text)
	let pen = 0
	const parts: string[] = []
	run.glyphs.forEach((glyph, i) => {
		const position = run.positions[i]!
		const d = glyph.path.toSVG()
		if (d) {
			const gx = x + (pen + position.xOffset) * scale
			const gy = y - position.yOffset * scale
			parts.push(
				`<path transform="translate(${gx.toFixed(2)} ${gy.toFixed(2)}) scale(${scale} ${-scale})" d="${d}"/>`,
			)
		}
		pen += position.xAdvance
	})
	return parts.join('')
}

const MARGIN = 64
const TEXT_WIDTH = SHARE_CARD.width - 2 * MARGIN

/** The SVG drawn over the cover: the shade, the site's name, the texts from the bottom up. */
function overlay({ regular, bold }: Fonts, card: ShareCardText): string {
	const { width: W, height: H } = SHARE_CARD
	const title = wrapText(card.title, TEXT_WIDTH, (line) => width(bold, 64, line), 2)
	const subtitle = wrapText(card.subtitle, TEXT_WIDTH, (line) => width(regular, 34, line), 1)
	const figures = card.figures ? wrapText(card.figures, TEXT_WIDTH, (line) => width(bold, 38, line), 1) : []
	const texts: string[] = []
	let y = H - MARGIN
	if (figures.length) {
		texts.push(textPaths(bold, 38, figures[0]!, MARGIN, y))
		y -= 62
	}
	if (subtitle.length) {
		texts.push(textPaths(regular, 34, subtitle[0]!, MARGIN, y))
		y -= 70
	}
	for (const line of [...title].reverse()) {
		texts.push(textPaths(bold, 64, line, MARGIN, y))
		y -= 76
	}
	const brand = textPaths(bold, 30, 'Donnons', MARGIN + 22, MARGIN + 38)
	const brandWidth = width(bold, 30, 'Donnons') + 44
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#1a1a2e" stop-opacity="0.15"/><stop offset="0.45" stop-color="#1a1a2e" stop-opacity="0.55"/>
<stop offset="1" stop-color="#1a1a2e" stop-opacity="0.92"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#shade)"/>
<rect x="${MARGIN}" y="${MARGIN - 6}" width="${brandWidth.toFixed(1)}" height="60" rx="30" fill="#ffffff"/>
<g fill="#b81f6c">${brand}</g>
<g fill="#ffffff">${texts.join('')}</g>
</svg>`
}

/** The version of a card: a hash of its texts, its cover and the drawing. */
export function shareCardVersion(card: ShareCardText, coverPath: string | null): string {
	return createHash('sha256')
		.update(JSON.stringify([DESIGN, card, coverPath]))
		.digest('hex')
		.slice(0, 16)
}

function cacheDir() {
	return path.join(getEnv().DATA_DIR, 'cache', 'og')
}

/** The uploaded cover (`/uploads/...`) as bytes, or null (no cover, a missing file, a path outside uploads). */
async function readCover(coverPath: string | null): Promise<Buffer | null> {
	if (!coverPath?.startsWith('/uploads/')) return null
	const uploads = path.join(getEnv().DATA_DIR, 'uploads')
	const file = path.join(uploads, decodeURIComponent(coverPath.slice('/uploads/'.length)))
	if (!file.startsWith(`${uploads}${path.sep}`)) return null
	return fs.readFile(file).catch(() => null)
}

async function draw(card: ShareCardText, coverPath: string | null): Promise<Buffer> {
	const [sharp, loadedFonts, cover] = await Promise.all([loadSharp(), loadFonts(), readCover(coverPath)])
	const { width: W, height: H } = SHARE_CARD
	const plain = { create: { width: W, height: H, channels: 3 as const, background: '#b81f6c' } }
	// A damaged cover gives the plain background rather than no card.
	const background = cover
		? await sharp(cover)
				.resize(W, H, { fit: 'cover' })
				.flatten({ background: '#ffffff' })
				.toBuffer()
				.catch(() => null)
		: null
	return (background ? sharp(background) : sharp(plain))
		.composite([{ input: Buffer.from(overlay(loadedFonts, card)) }])
		.jpeg({ quality: 82, mozjpeg: true })
		.toBuffer()
}

/**
 * The card `name`-`version` (e.g. `pot-12`, `site`), from the disk cache or drawn now and kept (written
 * atomically; the older versions of the same name are removed).
 */
export async function shareCardJpeg(
	name: string,
	card: ShareCardText,
	coverPath: string | null,
): Promise<Buffer> {
	const version = shareCardVersion(card, coverPath)
	const dir = cacheDir()
	const target = path.join(dir, `${name}-${version}.jpg`)
	const cached = await fs.readFile(target).catch(() => null)
	if (cached) return cached
	const image = await draw(card, coverPath)
	await fs.mkdir(dir, { recursive: true })
	const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
	await fs.writeFile(temporary, image)
	await fs.rename(temporary, target)
	const stale = (await fs.readdir(dir)).filter(
		(file) => file.startsWith(`${name}-`) && file.endsWith('.jpg') && file !== path.basename(target),
	)
	await Promise.all(stale.map((file) => fs.rm(path.join(dir, file), { force: true })))
	return image
}

/** A year: a card's URL names one version of it, which never changes. */
export const SHARE_CARD_IMMUTABLE = 'public, max-age=31536000, immutable'

/** The HTTP answer with the card `name` (see shareCardJpeg). */
export async function shareCardResponse(
	name: string,
	card: ShareCardText,
	coverPath: string | null,
	cacheControl = SHARE_CARD_IMMUTABLE,
): Promise<Response> {
	const image = await shareCardJpeg(name, card, coverPath)
	return new Response(new Uint8Array(image), {
		headers: {
			'Content-Type': SHARE_CARD.type,
			'Content-Length': String(image.length),
			'Cache-Control': cacheControl,
		},
	})
}

/** An older version of a card: the current one, never cached (a link shared before the pot changed). */
export const redirectToCurrentCard = (url: string) =>
	new Response(null, { status: 302, headers: { Location: url, 'Cache-Control': 'no-cache' } })
