import { derivedMessages, potMessages } from './messages.ts'

/**
 * Crop boxes for the pot banner and the company logo (spec 2 "Image-crop dialog"): the dialog posts the box the
 * user chose, in the image's natural pixels; without JavaScript (or when the box is unusable) the server
 * centre-crops to the ratio. Pure: the server applies the box with sharp.
 */
type CropBox = { x: number; y: number; width: number; height: number }

/** Upload rules for the banner and the logo (docs/requirements.md#spec-2-5): at most 2 Mo, .jpg, .jpeg or .png. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png']
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png'

/** The message for a file that cannot be the banner or the logo (type first, then size), or null. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
	if (!IMAGE_TYPES.includes(file.type)) return derivedMessages.imageTypeInvalid
	if (file.size > IMAGE_MAX_BYTES) return potMessages.imageTooLarge
	return null
}

/**
 * The company profile's logo (spec 1 "Logo cropper popup"): the input accepts pdf, jpeg, jpg, gif and png as the
 * spec says. A PDF cannot be shown in the cropper: it is sent as is, and the server draws its first page and
 * centre-crops it.
 */
export const LOGO_ACCEPT = '.pdf,.jpeg,.jpg,.gif,.png,application/pdf,image/jpeg,image/gif,image/png'
const LOGO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif']

/** A PDF by its type, or by its name when the browser gives no type (the server checks the content). */
export function isPdfFile(file: { type: string; name?: string }) {
	return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name ?? ''))
}

export function logoFileProblem(file: { type: string; size: number; name?: string }): string | null {
	if (!isPdfFile(file) && !LOGO_TYPES.includes(file.type)) return derivedMessages.logoTypeInvalid
	if (file.size > IMAGE_MAX_BYTES) return potMessages.imageTooLarge
	return null
}

/** The name of the hidden field carrying the crop box of the file input `name`. */
export const cropFieldName = (name: string) => `${name}_crop`

const KEYS = ['x', 'y', 'width', 'height'] as const

/**
 * The posted box (JSON `{"x":…,"y":…,"width":…,"height":…}`), or null unless all four are integers, the box is
 * not empty and lies inside the image. `imageWidth` / `imageHeight` are the image's size once oriented (EXIF).
 */
export function parseCropBox(
	value: string | null | undefined,
	imageWidth: number,
	imageHeight: number,
): CropBox | null {
	if (!value || value.length > 200) return null
	let data: unknown
	try {
		data = JSON.parse(value)
	} catch {
		return null
	}
	if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
	const record = data as Record<string, unknown>
	const box: Partial<CropBox> = {}
	for (const key of KEYS) {
		const n = record[key]
		if (typeof n !== 'number' || !Number.isSafeInteger(n)) return null
		box[key] = n
	}
	const { x = -1, y = -1, width = 0, height = 0 } = box
	if (x < 0 || y < 0 || width < 1 || height < 1) return null
	if (x + width > imageWidth || y + height > imageHeight) return null
	return { x, y, width, height }
}

/** The largest box of the given ratio (width / height) centred in the image. */
export function centreCropBox(imageWidth: number, imageHeight: number, ratio: number): CropBox {
	if (imageWidth < 1 || imageHeight < 1 || !(ratio > 0))
		throw new Error('centreCropBox: invalid size or ratio')
	if (imageWidth / imageHeight > ratio) {
		const width = Math.min(imageWidth, Math.max(1, Math.round(imageHeight * ratio)))
		return { x: Math.floor((imageWidth - width) / 2), y: 0, width, height: imageHeight }
	}
	const height = Math.min(imageHeight, Math.max(1, Math.round(imageWidth / ratio)))
	return { x: 0, y: Math.floor((imageHeight - height) / 2), width: imageWidth, height }
}

/** A box from the cropper rounded and clamped into the image (rounding can overshoot by a pixel). */
export function clampCropBox(box: CropBox, imageWidth: number, imageHeight: number): CropBox {
	const x = Math.min(Math.max(0, Math.round(box.x)), imageWidth - 1)
	const y = Math.min(Math.max(0, Math.round(box.y)), imageHeight - 1)
	const width = Math.min(Math.max(1, Math.round(box.width)), imageWidth - x)
	const height = Math.min(Math.max(1, Math.round(box.height)), imageHeight - y)
	return { x, y, width, height }
}
