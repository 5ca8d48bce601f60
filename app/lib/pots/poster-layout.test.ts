import { describe, expect, test } from 'vitest'
import {
	A4_PAGE,
	facePoint,
	placeQr,
	posterLayout,
	QR_QUIET_ZONE,
	qrRuns,
	runBox,
	shortAddress,
	standLayout,
	type Box,
} from './poster-layout.ts'

const inside = (inner: Box, outer: Box) =>
	inner.x >= outer.x - 1e-9 &&
	inner.y >= outer.y - 1e-9 &&
	inner.x + inner.width <= outer.x + outer.width + 1e-9 &&
	inner.y + inner.height <= outer.y + outer.height + 1e-9

const pageBox: Box = { x: 0, y: 0, ...A4_PAGE }

describe('the QR code', () => {
	test('the quiet zone of 4 modules is inside the square', () => {
		const placement = placeQr(25, 100, 200, 330)
		expect(placement.moduleSize).toBeCloseTo(330 / 33)
		// The first module starts 4 modules in from the left and the top.
		const box = runBox(placement, { row: 0, column: 0, length: 1 })
		expect(box.x).toBeCloseTo(100 + QR_QUIET_ZONE * placement.moduleSize)
		expect(box.y + box.height).toBeCloseTo(200 + 330 - QR_QUIET_ZONE * placement.moduleSize)
		// The last module ends 4 modules before the right and the bottom.
		const last = runBox(placement, { row: 24, column: 24, length: 1 })
		expect(last.x + last.width).toBeCloseTo(100 + 330 - QR_QUIET_ZONE * placement.moduleSize)
		expect(last.y).toBeCloseTo(200 + QR_QUIET_ZONE * placement.moduleSize)
	})

	test('a matrix smaller than version 1 is refused', () => {
		expect(() => placeQr(20, 0, 0, 100)).toThrow()
		expect(() => placeQr(21.5, 0, 0, 100)).toThrow()
	})

	test('dark modules are merged into horizontal runs, rows kept apart', () => {
		const rows = ['##.#', '....', '####', '.##.']
		const runs = qrRuns(4, (row, column) => rows[row]![column] === '#')
		expect(runs).toEqual([
			{ row: 0, column: 0, length: 2 },
			{ row: 0, column: 3, length: 1 },
			{ row: 2, column: 0, length: 4 },
			{ row: 3, column: 1, length: 2 },
		])
	})

	test('the runs cover exactly the dark modules', () => {
		const dark = (row: number, column: number) => (row * 7 + column * 3) % 5 < 2
		const runs = qrRuns(21, dark)
		const covered = new Set(
			runs.flatMap((r) => Array.from({ length: r.length }, (_, i) => `${r.row},${r.column + i}`)),
		)
		let count = 0
		for (let row = 0; row < 21; row++)
			for (let column = 0; column < 21; column++) {
				expect(covered.has(`${row},${column}`)).toBe(dark(row, column))
				if (dark(row, column)) count++
			}
		expect(covered.size).toBe(count)
	})
})

describe('the poster', () => {
	const layout = posterLayout()

	test('is an A4 page with everything inside its margins', () => {
		expect(Math.round(layout.page.width)).toBe(595)
		expect(Math.round(layout.page.height)).toBe(842)
		const printable = {
			x: layout.margin,
			y: layout.margin / 2,
			width: A4_PAGE.width - 2 * layout.margin,
			height: A4_PAGE.height - 1.5 * layout.margin,
		}
		expect(inside(layout.cover, printable)).toBe(true)
		expect(inside({ ...layout.qr, width: layout.qr.size, height: layout.qr.size }, printable)).toBe(true)
	})

	test('a large centred QR code between the texts and its caption', () => {
		expect(layout.qr.size).toBeGreaterThanOrEqual(250)
		expect(layout.qr.x + layout.qr.size / 2).toBeCloseTo(A4_PAGE.width / 2)
		const textBottom =
			layout.titleTop - layout.titleLines * layout.titleSize * 1.2 - 2 * layout.subtitleSize * 1.5
		expect(layout.qr.y + layout.qr.size).toBeLessThanOrEqual(textBottom)
		expect(layout.qr.y).toBeGreaterThan(layout.captionBaseline)
		expect(layout.captionBaseline).toBeGreaterThan(layout.addressBaseline)
		expect(layout.addressBaseline).toBeGreaterThan(layout.footerBaseline)
		expect(layout.footerBaseline).toBeGreaterThan(0)
	})

	test('the cover keeps the pot page’s banner ratio, below the top margin', () => {
		expect(layout.cover.width / layout.cover.height).toBeCloseTo(2.8)
		expect(layout.cover.y + layout.cover.height).toBeCloseTo(A4_PAGE.height - layout.margin)
		expect(layout.titleTop).toBeLessThan(layout.cover.y)
	})
})

describe('the table stand', () => {
	const layout = standLayout()

	test('two folds cut the sheet into three equal panels', () => {
		expect(layout.folds[0]).toBeCloseTo(A4_PAGE.height / 3)
		expect(layout.folds[1]).toBeCloseTo((2 * A4_PAGE.height) / 3)
		const [top, middle] = layout.faces
		expect(top.y).toBeCloseTo(layout.folds[1])
		expect(top.y + top.height).toBeCloseTo(A4_PAGE.height)
		expect(middle.y).toBeCloseTo(layout.folds[0])
		expect(middle.y + middle.height).toBeCloseTo(layout.folds[1])
		expect(layout.base.y).toBe(0)
		expect(layout.base.height).toBeCloseTo(layout.folds[0])
		for (const panel of [top, middle, layout.base]) expect(inside(panel, pageBox)).toBe(true)
	})

	test('both faces read upright once folded: their tops meet at the fold between them', () => {
		const [top, middle] = layout.faces
		expect(top.rotated).toBe(true)
		expect(middle.rotated).toBe(false)
		// The top of each face's own frame (y = its height) lands on the shared fold.
		expect(facePoint(top, 0, top.height).y).toBeCloseTo(layout.folds[1])
		expect(facePoint(middle, 0, middle.height).y).toBeCloseTo(layout.folds[1])
		// Turned by 180°: the face's left is the page's right.
		expect(facePoint(top, 0, 0)).toEqual({ x: A4_PAGE.width, y: A4_PAGE.height })
		expect(facePoint(middle, 10, 20)).toEqual({ x: 10, y: middle.y + 20 })
	})

	test('the QR code and the text fit in a face, side by side', () => {
		const { face } = layout
		const panel = { x: 0, y: 0, width: A4_PAGE.width, height: A4_PAGE.height / 3 }
		const qr = { ...face.qr, width: face.qr.size, height: face.qr.size }
		expect(inside(qr, panel)).toBe(true)
		expect(inside(face.text, panel)).toBe(true)
		expect(face.text.x).toBeGreaterThan(qr.x + qr.width)
		expect(face.qr.size).toBeGreaterThanOrEqual(200)
		expect(face.text.width).toBeGreaterThanOrEqual(200)
	})
})

test('the short address is the URL without its scheme', () => {
	expect(shortAddress('https://donnons.org/participate/12')).toBe('donnons.org/participate/12')
	expect(shortAddress('http://localhost:3000/participate/12/')).toBe('localhost:3000/participate/12')
})
