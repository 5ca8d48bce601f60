import type Sharp from 'sharp'

let loaded: Promise<typeof Sharp> | undefined

/**
 * sharp (libvips: about 20 MB of native code and 50 ms) loaded by the first image to encode, not at start-up:
 * most processes never receive an upload (docs/performance.md). Its operation cache is off: uploads are each encoded
 * once, and the cache would keep up to 50 MB of decoded images for nothing.
 */
export function loadSharp(): Promise<typeof Sharp> {
	loaded ??= import('sharp').then(({ default: sharp }) => {
		sharp.cache(false)
		return sharp
	})
	return loaded
}
