import fs from 'node:fs/promises'
import path from 'node:path'
import { type VariantWidth } from '#app/lib/image-variants.ts'
import { getEnv } from './env.server.ts'
import { loadSharp } from './sharp.server.ts'

/** Where the variants are kept: DATA_DIR/cache/img/<width>/<path under uploads>.webp (served as files). */
function variantsDir() {
	return path.join(getEnv().DATA_DIR, 'cache', 'img')
}

/**
 * The WebP copy of an uploaded photo at `width` (never wider than the photo), made on its first request and
 * written atomically where the server sends it from as a static file afterwards (server.js). Null when the
 * photo does not exist. `source` is already checked (app/lib/image-variants.ts: no `..`, no odd character).
 */
export async function imageVariant(source: string, width: VariantWidth): Promise<Buffer | null> {
	const uploads = path.join(getEnv().DATA_DIR, 'uploads')
	const input = path.join(uploads, source)
	if (!input.startsWith(`${uploads}${path.sep}`)) return null
	const target = path.join(variantsDir(), String(width), `${source}.webp`)
	const existing = await fs.readFile(target).catch(() => null)
	if (existing) return existing
	const original = await fs.readFile(input).catch(() => null)
	if (!original) return null
	const sharp = await loadSharp()
	// Uploads are re-encoded when stored, so this should not fail; a damaged file is a missing image, not a 500.
	const output = await sharp(original)
		.resize({ width, withoutEnlargement: true })
		.webp({ quality: 75, effort: 4 })
		.toBuffer()
		.catch(() => null)
	if (!output) return null
	await fs.mkdir(path.dirname(target), { recursive: true })
	const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
	await fs.writeFile(temporary, output)
	await fs.rename(temporary, target)
	return output
}
