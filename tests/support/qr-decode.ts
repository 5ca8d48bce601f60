/**
 * Reads a QR code back as a phone would, for the poster tests: a PDF page rendered to pixels by poppler's
 * `pdftoppm` (poppler-utils, installed by tests/run-all.sh), cropped or turned with sharp, decoded with jsQR.
 * Test-only: nothing in the app imports it.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import jsQR from 'jsqr'
import sharp from 'sharp'

const run = promisify(execFile)

/** The first page of a PDF as a PNG at `dpi` (`pdftoppm -r <dpi> -png`). */
export async function renderPdfPage(pdf: Uint8Array, dpi = 150): Promise<Buffer> {
	const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'poster-'))
	try {
		const input = path.join(dir, 'document.pdf')
		await fs.writeFile(input, pdf)
		await run('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', input, path.join(dir, 'page')])
		return await fs.readFile(path.join(dir, 'page.png'))
	} finally {
		await fs.rm(dir, { recursive: true, force: true })
	}
}

/**
 * The QR code in an image (PNG, JPEG…, or a sharp pipeline), or null when none reads: its text, where it is,
 * and whether it stands upright (its top-left finder pattern at the top left).
 */
export async function findQr(image: Buffer | sharp.Sharp) {
	const pipeline = Buffer.isBuffer(image) ? sharp(image) : image
	const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true })
	const code = jsQR(
		new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
		info.width,
		info.height,
		{
			inversionAttempts: 'dontInvert',
		},
	)
	if (!code) return null
	const { topLeftCorner: tl, topRightCorner: tr, bottomLeftCorner: bl } = code.location
	return {
		text: code.data,
		left: Math.min(tl.x, bl.x) / info.width,
		upright: tl.x < tr.x && tl.y < bl.y,
	}
}

/** The text of the QR code in an image, or null when none reads. */
export async function decodeQr(image: Buffer | sharp.Sharp): Promise<string | null> {
	return (await findQr(image))?.text ?? null
}

/** A horizontal band of an image, `from` and `to` as fractions of its height from the top (0 to 1). */
export async function band(image: Buffer, from: number, to: number): Promise<Buffer> {
	const { width, height } = await sharp(image).metadata()
	const top = Math.round(height! * from)
	return sharp(image)
		.extract({ left: 0, top, width: width!, height: Math.round(height! * to) - top })
		.png()
		.toBuffer()
}

/** The image turned by 180°. */
export const turned = (image: Buffer) => sharp(image).rotate(180).png().toBuffer()
