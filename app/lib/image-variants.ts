/**
 * Smaller copies of uploaded photos for where they are shown small (docs/performance.md: card banners at displayed size):
 * `/uploads/<path>.jpg` is also served as WebP at a few fixed widths, at `/img/<width>/<path>.jpg.webp`
 * (made on first request and kept under DATA_DIR/cache/img, app/platform/image-variants.server.ts).
 * Vector images (SVG) and anything outside /uploads are used as they are.
 */
const VARIANT_WIDTHS = [400, 800, 1200] as const
export type VariantWidth = (typeof VARIANT_WIDTHS)[number]

/** The path of an uploaded photo under /uploads: letters, digits, `-`, `_`, `.` and `/`, never `..`. */
const UPLOADED_PHOTO = /^\/uploads\/((?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.(?:jpe?g|png))$/i

/** The upload's path under /uploads when it is a photo that has variants, otherwise null. */
export function variantSource(src: string): string | null {
	const match = UPLOADED_PHOTO.exec(src)
	return match && !match[1]!.includes('..') ? match[1]! : null
}

export function variantUrl(src: string, width: VariantWidth): string | null {
	const source = variantSource(src)
	return source ? `/img/${width}/${source}.webp` : null
}

/** The width and source path a variant URL's parts stand for, or null when they are not a variant. */
export function parseVariant(width: string | undefined, rest: string | undefined) {
	const w = Number(width)
	if (!VARIANT_WIDTHS.includes(w as VariantWidth) || !rest?.endsWith('.webp')) return null
	const source = variantSource(`/uploads/${rest.slice(0, -'.webp'.length)}`)
	return source ? { width: w as VariantWidth, source } : null
}

/**
 * `srcSet` and `sizes` for an `<img>` showing `src` at `sizes`, or nothing when `src` has no variants (the
 * browser then loads `src` itself). For a large image, `originalWidth` adds the upload itself as the widest
 * candidate (uploads are at most 1920 px wide).
 */
export function responsiveImage(
	src: string,
	sizes: string,
	options: { widths?: readonly VariantWidth[]; originalWidth?: number } = {},
) {
	if (!variantSource(src)) return {}
	const candidates = (options.widths ?? VARIANT_WIDTHS).map((w) => `${variantUrl(src, w)} ${w}w`)
	if (options.originalWidth) candidates.push(`${src} ${options.originalWidth}w`)
	return { srcSet: candidates.join(', '), sizes }
}

/** Cards: one column on phones, two from 640 px, three from 1024 px in a page at most 1280 px wide. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'

/** A banner across the whole page (the pot page's cover). */
export const FULL_WIDTH_SIZES = '100vw'

/** The charity page's banner, in a page at most 1280 px wide. */
export const PAGE_IMAGE_SIZES = '(min-width: 1280px) 1280px, 100vw'
