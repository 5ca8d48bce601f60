// The demo catalogue's ~300 images, drawn once per version of their generator and shared by the Vitest
// database templates (global-setup.ts) and the end-to-end server (tests/e2e-server.mjs): drawing them takes
// about 10 s of one core each time.
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const CATALOGUE_SOURCES = 'db/catalogue'
const COMPLETE = '.complete'

/** tests/.tmp/catalogue-images/<hash of the generator's sources and sharp's version>. */
export function catalogueCacheDir() {
	const hash = crypto.createHash('sha256')
	for (const file of fs.readdirSync(CATALOGUE_SOURCES).sort()) {
		if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue
		hash.update(file).update(fs.readFileSync(path.join(CATALOGUE_SOURCES, file)))
	}
	hash.update(createRequire(import.meta.url)('sharp/package.json').version)
	return path.resolve('tests/.tmp/catalogue-images', hash.digest('hex').slice(0, 16))
}

export function isCatalogueCacheComplete(dir) {
	return fs.existsSync(path.join(dir, COMPLETE))
}

export function markCatalogueCacheComplete(dir) {
	fs.writeFileSync(path.join(dir, COMPLETE), '')
}

/** Copies the drawn images into a data directory's uploads/catalogue (the seed then draws none). */
export function copyCatalogueCache(dir, uploadsDir) {
	fs.cpSync(dir, path.join(uploadsDir, 'catalogue'), {
		recursive: true,
		filter: (source) => path.basename(source) !== COMPLETE,
	})
}
