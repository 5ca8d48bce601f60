/**
 * A pot's QR code, with the `qrcode` package (soldair/node-qrcode): its module matrix for the PDFs (drawn there
 * as vector rectangles), and the code alone as PNG and SVG. Error correction level H (30 % of the code may be
 * damaged or covered and it still reads): a printed code gets folded, stained and photographed at an angle,
 * and a pot's URL is short enough to stay a small code at that level.
 */
import QRCode from 'qrcode'
import { QR_PNG_WIDTH, QR_QUIET_ZONE } from '#app/lib/pots/poster-layout.ts'

const ERROR_CORRECTION = 'H'

export type QrMatrix = { moduleCount: number; dark: (row: number, column: number) => boolean }

/** The modules of the QR code of `url` (row 0 at the top), without the quiet zone. */
export function qrMatrix(url: string): QrMatrix {
	const { modules } = QRCode.create(url, { errorCorrectionLevel: ERROR_CORRECTION })
	return { moduleCount: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) }
}

/** The code as a black-on-white PNG, `QR_PNG_WIDTH` pixels a side, quiet zone included. */
export function qrPng(url: string): Promise<Buffer> {
	return QRCode.toBuffer(url, {
		type: 'png',
		errorCorrectionLevel: ERROR_CORRECTION,
		margin: QR_QUIET_ZONE,
		width: QR_PNG_WIDTH,
		color: { dark: '#000000ff', light: '#ffffffff' },
	})
}

/** The code as SVG (paths on a white square, quiet zone included), to be scaled to any size. */
export function qrSvg(url: string): Promise<string> {
	return QRCode.toString(url, {
		type: 'svg',
		errorCorrectionLevel: ERROR_CORRECTION,
		margin: QR_QUIET_ZONE,
		width: QR_PNG_WIDTH,
		color: { dark: '#000000ff', light: '#ffffffff' },
	})
}
