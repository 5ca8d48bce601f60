/**
 * A pot's QR code, with the `qrcode` package (soldair/node-qrcode): its module matrix for the PDFs (drawn there
 * as vector rectangles), and the code alone as PNG and SVG. Error correction level H (30 % of the code may be
 * damaged or covered and it still reads): a printed code gets folded, stained and photographed at an angle,
 * and a pot's URL is short enough to stay a small code at that level.
 */
import type * as QrCodeModule from 'qrcode'
import { QR_PNG_WIDTH, QR_QUIET_ZONE } from '#app/lib/pots/poster-layout.ts'

/** `qrcode` (and its PNG encoder) loaded by the first code drawn, not at start-up (docs/performance.md). */
let qrcode: Promise<typeof QrCodeModule> | undefined
const loadQrCode = () => (qrcode ??= import('qrcode').then((module) => module.default))

const ERROR_CORRECTION = 'H'

export type QrMatrix = { moduleCount: number; dark: (row: number, column: number) => boolean }

/** The modules of the QR code of `url` (row 0 at the top), without the quiet zone. */
export async function qrMatrix(url: string): Promise<QrMatrix> {
	const { modules } = (await loadQrCode()).create(url, { errorCorrectionLevel: ERROR_CORRECTION })
	return { moduleCount: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) }
}

/** The code as a black-on-white PNG, `QR_PNG_WIDTH` pixels a side, quiet zone included. */
export async function qrPng(url: string): Promise<Buffer> {
	return (await loadQrCode()).toBuffer(url, {
		type: 'png',
		errorCorrectionLevel: ERROR_CORRECTION,
		margin: QR_QUIET_ZONE,
		width: QR_PNG_WIDTH,
		color: { dark: '#000000ff', light: '#ffffffff' },
	})
}

/** The code as SVG (paths on a white square, quiet zone included), to be scaled to any size. */
export async function qrSvg(url: string): Promise<string> {
	return (await loadQrCode()).toString(url, {
		type: 'svg',
		errorCorrectionLevel: ERROR_CORRECTION,
		margin: QR_QUIET_ZONE,
		width: QR_PNG_WIDTH,
		color: { dark: '#000000ff', light: '#ffffffff' },
	})
}
