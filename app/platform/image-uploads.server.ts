import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { centreCropBox, parseCropBox } from '#app/lib/crop.ts'
import { derivedMessages, generic, potMessages, profileMessages } from '#app/lib/messages.ts'
import { getEnv } from './env.server.ts'
import { rasterizePdfFirstPage } from './pdf-raster.server.ts'
import { loadSharp } from './sharp.server.ts'

const MAX_IMAGE_BYTES = 2 * 1024 * 1024

export type ImageKind = {
	dir: 'pots' | 'logos' | 'charities'
	ratio: number
	maxWidth: number
	format: 'jpeg' | 'png'
	/** Accepted types (by magic bytes): JPEG and PNG unless said; the message for any other type. */
	types?: readonly string[]
	typeMessage?: string
	/** A PDF is taken too: its first page is drawn (1024 px at most), then centre-cropped. */
	pdf?: boolean
	/** When a good image cannot be stored (disk full, unwritable folder): the upload failure notice. */
	storeFailedMessage?: string
}

/** Pot cover: ratio 2.8, 1920 px wide at most (scale down only). Company logo: square, PNG. */
export const imageKinds = {
	banner: { dir: 'pots', ratio: 2.8, maxWidth: 1920, format: 'jpeg' },
	logo: {
		dir: 'logos',
		ratio: 1,
		maxWidth: 600,
		format: 'png',
		storeFailedMessage: profileMessages.logoUploadFailed,
	},
	/** The company profile's logo (spec 1 "Logo cropper popup"): GIF too (its first frame), and PDF (its first page). */
	companyLogo: {
		dir: 'logos',
		ratio: 1,
		maxWidth: 600,
		format: 'png',
		types: ['image/jpeg', 'image/png', 'image/gif'],
		typeMessage: derivedMessages.logoTypeInvalid,
		pdf: true,
		storeFailedMessage: profileMessages.logoUploadFailed,
	},
} satisfies Record<string, ImageKind>

/** Longest side of a PDF page drawn for a logo (the stored logo is 600 px at most). */
const PDF_RASTER_MAX_SIDE = 1024

type StoredImage = { ok: true; url: string } | { ok: false; message: string }
type EncodedImage = { ok: true; data: Buffer; name: string } | { ok: false; message: string }

/**
 * Checks an uploaded image (size, real type by its magic bytes), crops it to the kind's ratio — with the
 * crop box chosen in the browser, or centred without JavaScript — scales it down, re-encodes it (which
 * strips every metadata, GPS included) and stores it under a content-derived name.
 */
export async function storeImage(file: File, kind: ImageKind, cropJson: string | null): Promise<StoredImage> {
	if (file.size > MAX_IMAGE_BYTES) return { ok: false, message: potMessages.imageTooLarge }
	const encoded = await encodeImage(Buffer.from(await file.arrayBuffer()), kind, cropJson)
	if (!encoded.ok) return encoded
	// A readable image that cannot be stored is our failure, not the file's (docs/requirements.md#spec-2-8 for a logo).
	try {
		return { ok: true, url: await writeImage(encoded, kind) }
	} catch (error) {
		console.error('Image upload could not be stored', error)
		return { ok: false, message: kind.storeFailedMessage ?? generic.error }
	}
}

/** The checks and re-encoding of storeImage, in memory: nothing is written (the catalogue import checks all first). */
export async function encodeImage(
	source: Buffer,
	kind: ImageKind,
	cropJson: string | null,
): Promise<EncodedImage> {
	if (source.length > MAX_IMAGE_BYTES) return { ok: false, message: potMessages.imageTooLarge }
	let input = source
	const [{ fileTypeFromBuffer }, sharp] = await Promise.all([import('file-type'), loadSharp()])
	const type = await fileTypeFromBuffer(input)
	const typeMessage = kind.typeMessage ?? derivedMessages.imageTypeInvalid
	if (type?.mime === 'application/pdf' && kind.pdf) {
		// The prebuilt sharp has no PDF decoder: pdf.js draws the first page. The browser cannot show a PDF
		// in the cropper, so any posted box is ignored and the page is centre-cropped.
		const page = await rasterizePdfFirstPage(input, { maxSide: PDF_RASTER_MAX_SIDE })
		if (!page) return { ok: false, message: derivedMessages.logoPdfUnreadable }
		input = page
		cropJson = null
	} else if (!type || !(kind.types ?? ['image/jpeg', 'image/png']).includes(type.mime))
		return { ok: false, message: typeMessage }
	let output: Buffer
	try {
		const { data, info } = await sharp(input, { limitInputPixels: 40_000_000 })
			.rotate()
			.toBuffer({ resolveWithObject: true })
		const box =
			parseCropBox(cropJson, info.width, info.height) ?? centreCropBox(info.width, info.height, kind.ratio)
		const width = Math.min(kind.maxWidth, box.width)
		const height = Math.max(1, Math.round(width / kind.ratio))
		const pipeline = sharp(data)
			.extract({ left: box.x, top: box.y, width: box.width, height: box.height })
			.resize(width, height, { fit: 'cover' })
		output =
			kind.format === 'jpeg'
				? await pipeline.jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer()
				: await pipeline.png({ compressionLevel: 9, palette: true, quality: 80 }).toBuffer()
	} catch {
		return { ok: false, message: typeMessage }
	}
	const name = `${crypto.createHash('sha256').update(output).digest('hex').slice(0, 24)}.${kind.format === 'jpeg' ? 'jpg' : 'png'}`
	return { ok: true, data: output, name }
}

/** Writes an encoded image under DATA_DIR/uploads/<kind.dir> (atomically) and returns its public URL. */
export async function writeImage(image: { data: Buffer; name: string }, kind: Pick<ImageKind, 'dir'>) {
	const dir = path.join(getEnv().DATA_DIR, 'uploads', kind.dir)
	await fs.mkdir(dir, { recursive: true })
	const target = path.join(dir, image.name)
	const temporary = `${target}.${process.pid}.tmp`
	await fs.writeFile(temporary, image.data)
	await fs.rename(temporary, target)
	return `/uploads/${kind.dir}/${image.name}`
}

/** A file input left empty arrives as an empty, nameless file. */
export function isUpload(value: FormDataEntryValue | null): value is File {
	return typeof value === 'object' && value !== null && value.size > 0
}
