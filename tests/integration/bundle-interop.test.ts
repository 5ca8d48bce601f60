import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'
import { nodeInterop } from '../../scripts/bundle-server.mjs'

/**
 * The server build's bundle (scripts/bundle-server.mjs, ADR 076) gives an ES module importing a CommonJS package
 * what Node gives it: esbuild's own interop did not (a getter per name, `default` only for a dynamic import),
 * and pdf-lib's classes were undefined in the built server.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'donnons-bundle-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function write(file: string, text: string) {
	fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
	fs.writeFileSync(path.join(dir, file), text)
}
write('node_modules/counter/package.json', JSON.stringify({ name: 'counter', main: 'lib/index.js' }))
write(
	'node_modules/counter/lib/index.js',
	'exports.count = 1\nexports.bump = () => { exports.count += 1 }\nexports.greet = () => "bonjour"\n',
)
write(
	'node_modules/modern/package.json',
	JSON.stringify({ name: 'modern', type: 'module', main: 'index.js' }),
)
write('node_modules/modern/index.js', 'export const answer = 42\n')
write(
	'entry.mjs',
	[
		"import counter, { bump, count, greet } from 'counter'",
		"import { answer } from 'modern'",
		'bump()',
		"const later = await import('counter')",
		'export const seen = {',
		'\tcountAfterBump: count,',
		'\tdefaultIsExports: counter.greet === greet && counter.count === 2,',
		'\tgreeting: greet(),',
		"\tdynamicNamed: typeof later.greet === 'function' ? later.greet() : typeof later.greet,",
		'\tdynamicDefault: later.default === counter,',
		'\tanswer,',
		'}',
	].join('\n'),
)

/** What a module's `seen` is when Node itself runs it (Vitest would run it through Vite). */
function seenByNode(file: string): unknown {
	const script = `const { seen } = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(JSON.stringify(seen))`
	return JSON.parse(
		execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
	)
}

async function bundled(name: string, plugins: Plugin[]) {
	const outdir = path.join(dir, name)
	await build({
		entryPoints: [path.join(dir, 'entry.mjs')],
		outdir,
		bundle: true,
		splitting: true,
		format: 'esm',
		platform: 'node',
		plugins,
		logLevel: 'silent',
	})
	return seenByNode(path.join(outdir, 'entry.js'))
}

describe('the server bundle imports CommonJS packages as Node does', () => {
	it('names are the values the package had once run, default its module.exports, dynamic imports named too', async () => {
		const expected = {
			countAfterBump: 1,
			defaultIsExports: true,
			greeting: 'bonjour',
			dynamicNamed: 'bonjour',
			dynamicDefault: true,
			answer: 42,
		}
		// Node's own answers for the same files, then the bundle's.
		expect(seenByNode(path.join(dir, 'entry.mjs'))).toEqual(expected)
		expect(await bundled('with-interop', [nodeInterop as Plugin])).toEqual(expected)
	})

	it('without it, esbuild reads names through getters and a dynamic import has no names', async () => {
		expect(await bundled('esbuild-interop', [])).toMatchObject({
			countAfterBump: 2,
			dynamicNamed: 'undefined',
		})
	})
})
