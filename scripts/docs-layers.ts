// Writes the layers table (eslint/layers.js) into docs/architecture.md, between its markers, formatted like
// the rest of the file. tests/integration/layers.test.ts fails when the copy differs from the table.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'
import { layersMarkdown, layersMarkers } from '../eslint/layers.js'

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'architecture.md')
const text = fs.readFileSync(file, 'utf8')
const start = text.indexOf(layersMarkers.start)
const end = text.indexOf(layersMarkers.end)
if (start < 0 || end < start)
	throw new Error(`${file}: the markers ${layersMarkers.start} … ${layersMarkers.end} are missing`)
const quoted = `${text.slice(0, start + layersMarkers.start.length)}\n\n${layersMarkdown()}\n\n${text.slice(end)}`
const options = (await prettier.resolveConfig(file)) ?? {}
fs.writeFileSync(file, await prettier.format(quoted, { ...options, filepath: file }))
console.log(`${path.relative(process.cwd(), file)}: layers table written`)
