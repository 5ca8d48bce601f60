import { createRequire } from 'node:module'
import path from 'node:path'
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs'
import { loadSharp } from './sharp.server.ts'

/**
 * The first page of an uploaded PDF as a PNG, for the company logo (spec 1 "Logo cropper popup" accepts a PDF).
 * pdf.js (its legacy build, the one meant for Node) draws the page on an @napi-rs/canvas, scaled so its
 * longest side is `maxSide` pixels; the caller then crops and re-encodes it like any image.
 *
 * Guards: no script runs (`isEvalSupported: false`, no XFA, no forms), embedded images are bounded in pixels,
 * an encrypted file (even one that opens without a password) or one with no page is refused, and the whole
 * job is abandoned after `timeoutMs`. Any failure is `null`, never a throw.
 */

const MAX_EMBEDDED_IMAGE_PIXELS = 16_000_000

type PdfJs = typeof PdfJsModule
let pdfjs: Promise<PdfJs> | null = null
/** Loaded on the first PDF only: most requests never need pdf.js. */
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'))

/** pdf.js's own data (standard fonts, CMaps, decoders), found next to its package. */
function pdfJsDataUrls() {
	const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
	// pdf.js reads them in Node with fs.readFile: plain paths, each ending with a separator.
	const dir = (name: string) => path.join(root, name) + path.sep
	return {
		standardFontDataUrl: dir('standard_fonts'),
		cMapUrl: dir('cmaps'),
		iccUrl: dir('iccs'),
		wasmUrl: dir('wasm'),
	}
}

type Job = { aborted: boolean; task?: ReturnType<PdfJs['getDocument']> }

async function render(bytes: Uint8Array, maxSide: number, job: Job) {
	const { getDocument } = await loadPdfJs()
	if (job.aborted) return null
	const task = getDocument({
		// pdf.js takes ownership of (detaches) the buffer it is given, and refuses a Node Buffer: a plain copy.
		data: new Uint8Array(bytes),
		...pdfJsDataUrls(),
		cMapPacked: true,
		isEvalSupported: false,
		enableXfa: false,
		disableFontFace: true,
		useSystemFonts: false,
		maxImageSize: MAX_EMBEDDED_IMAGE_PIXELS,
		stopAtErrors: true,
		verbosity: 0,
	})
	job.task = task
	// A password-protected file asks for its password through this callback: no answer, it is refused.
	task.onPassword = () => void task.destroy()
	try {
		const doc = await task.promise
		const { info } = (await doc.getMetadata()) as { info: { EncryptFilterName?: string | null } }
		if (info.EncryptFilterName || doc.numPages < 1 || job.aborted) return null
		const page = await doc.getPage(1)
		const base = page.getViewport({ scale: 1 })
		const longest = Math.max(base.width, base.height)
		if (!Number.isFinite(longest) || longest <= 0) return null
		const viewport = page.getViewport({ scale: maxSide / longest })
		const width = Math.max(1, Math.min(maxSide, Math.round(viewport.width)))
		const height = Math.max(1, Math.min(maxSide, Math.round(viewport.height)))
		// The canvas (27 MB of native code) is loaded by the first PDF logo, not at start-up.
		const { createCanvas } = await import('@napi-rs/canvas')
		const canvas = createCanvas(width, height)
		await page.render({
			canvas: canvas as unknown as HTMLCanvasElement,
			viewport,
			annotationMode: 0, // AnnotationMode.DISABLE: the page's own drawing only
		}).promise
		if (job.aborted) return null
		const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data
		const sharp = await loadSharp()
		return await sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
			raw: { width, height, channels: 4 },
		})
			.png()
			.toBuffer()
	} finally {
		await task.destroy()
	}
}

/** The first page as a PNG whose longest side is `maxSide` px, or null (malformed, encrypted, empty, too slow). */
export async function rasterizePdfFirstPage(
	bytes: Uint8Array,
	{ maxSide = 1024, timeoutMs = 10_000 }: { maxSide?: number; timeoutMs?: number } = {},
): Promise<Buffer | null> {
	const job: Job = { aborted: false }
	let timer: NodeJS.Timeout | undefined
	const timeout = new Promise<null>((resolve) => {
		timer = setTimeout(() => {
			// Stops pdf.js's parsing and drawing (its pending work rejects, which `render` turns into null).
			job.aborted = true
			void job.task?.destroy()
			resolve(null)
		}, timeoutMs)
	})
	try {
		return await Promise.race([render(bytes, maxSide, job).catch(() => null), timeout])
	} finally {
		clearTimeout(timer)
	}
}
