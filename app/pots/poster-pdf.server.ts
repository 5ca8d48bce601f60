/**
 * Draws a pot's A4 poster and A4 table stand (issue 27, item 4) with pdf-lib and the receipts' font kit (the
 * fonts embedded, subset). The QR code is drawn as vector rectangles from its module matrix, sharp at any
 * print size; the geometry is app/lib/pots/poster-layout.ts.
 */
import { type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import {
	facePoint,
	placeQr,
	posterLayout,
	qrRuns,
	runBox,
	shortAddress,
	standLayout,
	type Box,
	type StandPanel,
} from '#app/lib/pots/poster-layout.ts'
import { posterMessages } from '#app/lib/pots/poster-messages.ts'
import {
	BLACK,
	embedFonts,
	GREY,
	loadPdfLib,
	printable,
	rgb,
	wrap,
	type Fonts,
} from '#app/receipts/pdf-kit.server.ts'
import { qrMatrix } from './qr.server.ts'

/** What the documents show. `cover` is a JPEG already cropped to the poster's cover ratio, or null. */
export type PosterContent = {
	name: string
	charityName: string
	goalCents: number | null
	/** The pot's public URL, which the QR code holds. */
	url: string
	cover: Uint8Array | null
}

const BRAND = rgb(0.722, 0.122, 0.424)
const WHITE = rgb(1, 1, 1)

/** A point of the page for a point of a drawing frame (the page itself, or a face of the stand). */
type Frame = { map: (x: number, y: number) => { x: number; y: number }; turned: boolean }
const PAGE_FRAME: Frame = { map: (x, y) => ({ x, y }), turned: false }
const panelFrame = (panel: StandPanel): Frame => ({
	map: (x, y) => facePoint(panel, x, y),
	turned: panel.rotated,
})

async function newDocument(title: string) {
	const { PDFDocument } = await loadPdfLib()
	const doc = await PDFDocument.create({ updateMetadata: false })
	const fonts = await embedFonts(doc)
	doc.setTitle(title, { showInWindowTitleBar: true })
	doc.setAuthor('Donnons')
	doc.setCreator('Donnons')
	doc.setProducer('Donnons')
	doc.setLanguage('fr-FR')
	return { doc, fonts }
}

async function drawText(
	page: PDFPage,
	frame: Frame,
	text: string,
	x: number,
	y: number,
	style: { size: number; font: PDFFont; color?: RGB },
) {
	const { degrees } = await loadPdfLib()
	const at = frame.map(x, y)
	page.drawText(text, {
		...at,
		size: style.size,
		font: style.font,
		color: style.color ?? BLACK,
		rotate: degrees(frame.turned ? 180 : 0),
	})
}

/**
 * `text` wrapped to `width` in at most `maxLines` lines: the size shrinks from `size` to `minSize` until it
 * fits, then the last line is cut and ends with « … ».
 */
function fitText(
	font: PDFFont,
	text: string,
	width: number,
	maxLines: number,
	size: number,
	minSize: number,
) {
	let current = size
	let lines = wrap([{ text, font }], current, width)
	while (lines.length > maxLines && current > minSize) {
		current = Math.max(minSize, current - 1)
		lines = wrap([{ text, font }], current, width)
	}
	const texts = lines.map((line) => line.segments.map((segment) => segment.text).join(' '))
	if (texts.length > maxLines) {
		texts.length = maxLines
		let last = texts[maxLines - 1]!
		while (last && font.widthOfTextAtSize(`${last}…`, current) > width) last = last.slice(0, -1)
		texts[maxLines - 1] = `${last.trimEnd()}…`
	}
	return { size: current, lines: texts, widths: texts.map((t) => font.widthOfTextAtSize(t, current)) }
}

type Fitted = ReturnType<typeof fitText>

/** Lines of `fitted` from the baseline `top - size` down, centred on `box` or from its left; the next top. */
async function drawLines(
	page: PDFPage,
	frame: Frame,
	fitted: Fitted,
	font: PDFFont,
	box: { x: number; width: number },
	top: number,
	align: 'left' | 'center',
	color: RGB = BLACK,
	leading = 1.2,
) {
	let baseline = top - fitted.size
	for (const [i, line] of fitted.lines.entries()) {
		const x = align === 'center' ? box.x + (box.width - fitted.widths[i]!) / 2 : box.x
		await drawText(page, frame, line, x, baseline, { size: fitted.size, font, color })
		baseline -= fitted.size * leading
	}
	return baseline + fitted.size * leading - fitted.size * 0.3
}

/** A rectangle given in `frame`, on the page (a turned frame maps its corners: still an upright box). */
function pageBox(frame: Frame, box: Box): Box {
	const a = frame.map(box.x, box.y)
	const b = frame.map(box.x + box.width, box.y + box.height)
	return {
		x: Math.min(a.x, b.x),
		y: Math.min(a.y, b.y),
		width: Math.abs(b.x - a.x),
		height: Math.abs(b.y - a.y),
	}
}

/**
 * The QR code of `url` in the square at (x, y) of `frame`: a white square (the quiet zone), then every dark
 * run as one `re` of a single path filled once (a drawRectangle per run is ~100 times slower to build).
 */
async function drawQr(
	page: PDFPage,
	frame: Frame,
	url: string,
	square: { x: number; y: number; size: number },
) {
	const [matrix, pdfLib] = await Promise.all([qrMatrix(url), loadPdfLib()])
	const { fill, popGraphicsState, pushGraphicsState, rectangle, setFillingRgbColor } = pdfLib
	const placement = placeQr(matrix.moduleCount, square.x, square.y, square.size)
	page.drawRectangle({
		...pageBox(frame, { x: square.x, y: square.y, width: square.size, height: square.size }),
		color: WHITE,
	})
	const runs = qrRuns(matrix.moduleCount, matrix.dark).map((run) => pageBox(frame, runBox(placement, run)))
	page.pushOperators(
		pushGraphicsState(),
		setFillingRgbColor(0, 0, 0),
		...runs.map((box) => rectangle(box.x, box.y, box.width, box.height)),
		fill(),
		popGraphicsState(),
	)
}

/**
 * Text as the font prints it (no input can make the drawing fail). What the font has no glyph for (an emoji,
 * its variation selector) is left out rather than printed « ? », and the spaces around it collapse:
 * « Les 40 ans de Marie 🎉 » prints « Les 40 ans de Marie ».
 */
const clean = (font: PDFFont, text: string) => printable(font, text, '').replace(/ {2,}/g, ' ').trim()

/** The A4 poster: cover, name, charity, goal, a large QR code and the pot's short address. */
export async function renderPosterPdf(content: PosterContent): Promise<Uint8Array> {
	const { doc, fonts } = await newDocument(posterMessages.posterTitle(content.name))
	const layout = posterLayout()
	const page = doc.addPage([layout.page.width, layout.page.height])
	await drawCover(doc, page, fonts, layout.cover, content.cover)

	const column = { x: layout.margin, width: layout.textWidth }
	const name = fitText(fonts.bold, clean(fonts.bold, content.name), column.width, 2, layout.titleSize, 16)
	let top = await drawLines(page, PAGE_FRAME, name, fonts.bold, column, layout.titleTop, 'center')
	const details = [posterMessages.charityLine(content.charityName)]
	if (content.goalCents !== null) details.push(posterMessages.goalLine(content.goalCents))
	for (const [i, text] of details.entries()) {
		const font = i === 0 ? fonts.regular : fonts.bold
		const fitted = fitText(font, clean(font, text), column.width, 1, layout.subtitleSize, 10)
		top = await drawLines(page, PAGE_FRAME, fitted, font, column, top - 4, 'center', i === 0 ? GREY : BRAND)
	}

	await drawQr(page, PAGE_FRAME, content.url, layout.qr)
	const caption = fitText(fonts.bold, posterMessages.scanToGive, column.width, 1, 16, 10)
	await drawLines(
		page,
		PAGE_FRAME,
		caption,
		fonts.bold,
		column,
		layout.captionBaseline + caption.size,
		'center',
	)
	const address = fitText(
		fonts.regular,
		`${posterMessages.orVisit} ${shortAddress(content.url)}`,
		column.width,
		1,
		14,
		7,
	)
	await drawLines(
		page,
		PAGE_FRAME,
		address,
		fonts.regular,
		column,
		layout.addressBaseline + address.size,
		'center',
		BRAND,
	)
	const footer = fitText(fonts.regular, posterMessages.footer, column.width, 1, 9, 6)
	await drawLines(
		page,
		PAGE_FRAME,
		footer,
		fonts.regular,
		column,
		layout.footerBaseline + footer.size,
		'center',
		GREY,
	)
	return doc.save()
}

/** The cover picture, or a band of the brand's colour with the site's name when the pot has none. */
async function drawCover(doc: PDFDocument, page: PDFPage, fonts: Fonts, box: Box, cover: Uint8Array | null) {
	const image = cover ? await doc.embedJpg(cover).catch(() => null) : null
	if (image) {
		page.drawImage(image, box)
		return
	}
	page.drawRectangle({ ...box, color: BRAND })
	const size = 40
	const width = fonts.bold.widthOfTextAtSize('Donnons', size)
	page.drawText('Donnons', {
		x: box.x + (box.width - width) / 2,
		y: box.y + (box.height - size * 0.7) / 2,
		size,
		font: fonts.bold,
		color: WHITE,
	})
}

/** The A4 table stand: two faces (QR code, name, charity), dashed folds with « plier ici », the base. */
export async function renderStandPdf(content: PosterContent): Promise<Uint8Array> {
	const { doc, fonts } = await newDocument(posterMessages.standTitle(content.name))
	const layout = standLayout()
	const page = doc.addPage([layout.page.width, layout.page.height])
	for (const panel of layout.faces) await drawFace(page, fonts, panelFrame(panel), layout.face, content)

	for (const y of layout.folds) {
		page.drawLine({
			start: { x: 0, y },
			end: { x: layout.page.width, y },
			thickness: 0.6,
			color: GREY,
			dashArray: [6, 4],
		})
		page.drawText(posterMessages.foldHere, { x: 8, y: y + 3, size: 7, font: fonts.oblique, color: GREY })
		const width = fonts.oblique.widthOfTextAtSize(posterMessages.foldHere, 7)
		page.drawText(posterMessages.foldHere, {
			x: layout.page.width - 8 - width,
			y: y - 9,
			size: 7,
			font: fonts.oblique,
			color: GREY,
		})
	}

	const base = layout.base
	const inner = { x: base.x + 60, width: base.width - 120 }
	const help = fitText(fonts.regular, posterMessages.standBase, inner.width, 3, 10, 7)
	await drawLines(
		page,
		PAGE_FRAME,
		help,
		fonts.regular,
		inner,
		base.y + base.height / 2 + 20,
		'center',
		GREY,
		1.4,
	)
	return doc.save()
}

/** A face of the stand, in its own upright frame: the QR code on the left, the texts on its right. */
async function drawFace(
	page: PDFPage,
	fonts: Fonts,
	frame: Frame,
	face: ReturnType<typeof standLayout>['face'],
	content: PosterContent,
) {
	await drawQr(page, frame, content.url, face.qr)
	const box = face.text
	let top = box.y + box.height
	const name = fitText(fonts.bold, clean(fonts.bold, content.name), box.width, 3, 22, 12)
	top = await drawLines(page, frame, name, fonts.bold, box, top, 'left')
	const charity = fitText(
		fonts.regular,
		clean(fonts.regular, posterMessages.charityLine(content.charityName)),
		box.width,
		2,
		12,
		8,
	)
	top = await drawLines(page, frame, charity, fonts.regular, box, top - 6, 'left', GREY)
	if (content.goalCents !== null) {
		const goal = fitText(fonts.bold, posterMessages.goalLine(content.goalCents), box.width, 1, 12, 8)
		await drawLines(page, frame, goal, fonts.bold, box, top - 6, 'left', BRAND)
	}
	// From the bottom up: the short address, and « Scannez pour participer » above it.
	const address = fitText(fonts.regular, shortAddress(content.url), box.width, 2, 10, 7)
	const addressTop = box.y + address.lines.length * address.size * 1.2
	await drawLines(page, frame, address, fonts.regular, box, addressTop, 'left', BRAND)
	const scan = fitText(fonts.bold, posterMessages.scanShort, box.width, 1, 14, 9)
	await drawLines(page, frame, scan, fonts.bold, box, addressTop + scan.size * 1.6, 'left')
}
