/**
 * The geometry of the printed documents of a pot (the A4 poster, the A4 table stand) and of its QR code:
 * pure maths in PDF points (1/72 inch, origin at the bottom-left corner of the page, as pdf-lib draws). The
 * drawing is app/pots/poster-pdf.server.ts.
 */

/** An A4 page in points (210 × 297 mm), as the receipts' kit prints it. */
export const A4_PAGE = { width: 595.28, height: 841.89 } as const

/** The white border a QR code needs around it to be read: 4 modules (ISO/IEC 18004). */
export const QR_QUIET_ZONE = 4

export type Box = { x: number; y: number; width: number; height: number }

/** Where a QR code of `moduleCount` modules a side goes in a square of `size` points at (x, y). */
export type QrPlacement = { x: number; y: number; size: number; moduleSize: number; moduleCount: number }

/**
 * A QR code fitted into a square: the side holds the modules and the quiet zone on both sides, so the modules
 * are `size / (moduleCount + 8)` points each (the quiet zone is inside `size`, never outside it).
 */
export function placeQr(moduleCount: number, x: number, y: number, size: number): QrPlacement {
	if (!Number.isInteger(moduleCount) || moduleCount < 21) throw new Error(`Bad QR size ${moduleCount}`)
	return { x, y, size, moduleSize: size / (moduleCount + 2 * QR_QUIET_ZONE), moduleCount }
}

/** A horizontal run of dark modules of one row (row 0 is the top row), drawn as one rectangle. */
export type QrRun = { row: number; column: number; length: number }

/**
 * The dark modules of a QR matrix (`dark(row, column)`) as horizontal runs: one rectangle per run rather than
 * per module keeps the PDF small and leaves no hairline gaps between neighbours when printed.
 */
export function qrRuns(moduleCount: number, dark: (row: number, column: number) => boolean): QrRun[] {
	const runs: QrRun[] = []
	for (let row = 0; row < moduleCount; row++) {
		let start = -1
		for (let column = 0; column <= moduleCount; column++) {
			const isDark = column < moduleCount && dark(row, column)
			if (isDark && start < 0) start = column
			else if (!isDark && start >= 0) {
				runs.push({ row, column: start, length: column - start })
				start = -1
			}
		}
	}
	return runs
}

/** The rectangle of a run on the page (the quiet zone skipped, row 0 at the top of the square). */
export function runBox(placement: QrPlacement, run: QrRun): Box {
	const { x, y, size, moduleSize } = placement
	return {
		x: x + (QR_QUIET_ZONE + run.column) * moduleSize,
		y: y + size - (QR_QUIET_ZONE + run.row + 1) * moduleSize,
		width: run.length * moduleSize,
		height: moduleSize,
	}
}

const MARGIN = 42

/** The poster, from the top down: cover, name, charity, goal, the QR code, its caption and address, footer. */
export type PosterLayout = {
	page: typeof A4_PAGE
	margin: number
	/** The cover picture, as wide as the text (the pot page's banner ratio, 2.8:1). */
	cover: Box
	/** The pot's name: at most two lines, the first baseline at `titleTop - titleSize`. */
	titleTop: number
	titleSize: number
	titleLines: number
	/** The lines under the name: the charity, then the goal when there is one. */
	subtitleSize: number
	qr: { x: number; y: number; size: number }
	/** Baselines under the QR code: « Scannez… », then the short address in bold. */
	captionBaseline: number
	addressBaseline: number
	footerBaseline: number
	textWidth: number
}

export function posterLayout(): PosterLayout {
	const page = A4_PAGE
	const textWidth = page.width - 2 * MARGIN
	const coverHeight = textWidth / 2.8
	const cover = { x: MARGIN, y: page.height - MARGIN - coverHeight, width: textWidth, height: coverHeight }
	const titleSize = 26
	const titleLines = 2
	const subtitleSize = 15
	const titleTop = cover.y - 18
	// Name (two lines), charity and goal lines, then the QR code's square.
	const textBottom = titleTop - titleLines * titleSize * 1.2 - 2 * subtitleSize * 1.5
	const footerBaseline = MARGIN - 8
	const addressBaseline = footerBaseline + 34
	const captionBaseline = addressBaseline + 24
	const qrBottom = captionBaseline + 14
	const qrSize = Math.min(textBottom - 12 - qrBottom, 300)
	return {
		page,
		margin: MARGIN,
		cover,
		titleTop,
		titleSize,
		titleLines,
		subtitleSize,
		qr: {
			x: (page.width - qrSize) / 2,
			y: qrBottom + (textBottom - 12 - qrBottom - qrSize) / 2,
			size: qrSize,
		},
		captionBaseline,
		addressBaseline,
		footerBaseline,
		textWidth,
	}
}

/**
 * The table stand: the sheet folded in three along two horizontal lines into a triangular prism, printed side
 * out. The top and middle thirds are the two faces that meet at the top edge of the prism (the fold between
 * them); the bottom third is the base, laid on the table under them. Both faces read upright once folded,
 * so the top face is drawn turned by 180° (its top towards that fold, at its bottom on the flat sheet).
 */
export type StandPanel = Box & { rotated: boolean }

export type StandLayout = {
	page: typeof A4_PAGE
	/** The fold lines' heights on the page, bottom one first. */
	folds: [number, number]
	/** The two faces: the top third (turned by 180°) and the middle third (upright). */
	faces: [StandPanel, StandPanel]
	base: Box
	/** Inside a face, in the face's own upright frame (origin at its bottom-left corner). */
	face: { padding: number; qr: { x: number; y: number; size: number }; text: Box }
}

export function standLayout(): StandLayout {
	const page = A4_PAGE
	const third = page.height / 3
	const folds: [number, number] = [third, 2 * third]
	const panel = (y: number) => ({ x: 0, y, width: page.width, height: third })
	const padding = 28
	const qrSize = third - 2 * padding
	const textX = padding + qrSize + 22
	return {
		page,
		folds,
		faces: [
			{ ...panel(folds[1]), rotated: true },
			{ ...panel(folds[0]), rotated: false },
		],
		base: panel(0),
		face: {
			padding,
			qr: { x: padding, y: padding, size: qrSize },
			text: { x: textX, y: padding, width: page.width - textX - padding, height: qrSize },
		},
	}
}

/**
 * A point of a face's upright frame on the page: the upright face is shifted to its panel, the turned one
 * is also rotated by 180° about its panel's centre.
 */
export function facePoint(panel: StandPanel, x: number, y: number): { x: number; y: number } {
	return panel.rotated
		? { x: panel.x + panel.width - x, y: panel.y + panel.height - y }
		: { x: panel.x + x, y: panel.y + y }
}

/** The address printed under a QR code: the pot's URL without its scheme or a trailing slash. */
export function shortAddress(url: string): string {
	return url.replace(/^https?:\/\//i, '').replace(/\/+$/, '')
}

/** The downloads' file names. */
export const posterFileNames = {
	poster: (potId: number) => `affiche-cagnotte-${potId}.pdf`,
	stand: (potId: number) => `chevalet-cagnotte-${potId}.pdf`,
	qrPng: (potId: number) => `qr-code-cagnotte-${potId}.png`,
	qrSvg: (potId: number) => `qr-code-cagnotte-${potId}.svg`,
}

/** The downloads' paths (resource routes under the organiser's view). */
export const posterPaths = {
	poster: (potId: number) => `/mes-cagnottes/${potId}/affiche.pdf`,
	stand: (potId: number) => `/mes-cagnottes/${potId}/chevalet.pdf`,
	qrPng: (potId: number) => `/mes-cagnottes/${potId}/qr.png`,
	qrSvg: (potId: number) => `/mes-cagnottes/${potId}/qr.svg`,
}

/** The PNG QR code's side in pixels: large enough to be printed or put in a document at any size. */
export const QR_PNG_WIDTH = 1024
