// Run by `npm run build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each
// compressible file of build/client, once, so that the server sends them as they are instead of compressing
// the same JavaScript and CSS for every request (server/precompressed.js). Smaller copies only.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const root = path.resolve(process.argv[2] ?? 'build/client')
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest|map)$/

function* files(dir) {
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		const file = path.join(dir, entry.name)
		if (entry.isDirectory()) yield* files(file)
		else if (COMPRESSIBLE.test(entry.name)) yield file
	}
}

let count = 0
let before = 0
let after = 0
for (const file of files(root)) {
	const source = fs.readFileSync(file)
	if (source.length < 1024) continue
	const brotli = zlib.brotliCompressSync(source, {
		params: {
			[zlib.constants.BROTLI_PARAM_QUALITY]: 11,
			[zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
		},
	})
	const gzip = zlib.gzipSync(source, { level: 9 })
	if (brotli.length < source.length) fs.writeFileSync(`${file}.br`, brotli)
	if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip)
	count++
	before += source.length
	after += brotli.length
}
console.log(
	`Pre-compressed ${count} files of ${path.relative(process.cwd(), root)}: ${Math.round(before / 1024)} kB, ${Math.round(after / 1024)} kB with brotli`,
)
