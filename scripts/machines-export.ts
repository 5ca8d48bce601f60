// `npm run machines:export`: writes docs/machines/<machine>.json (the definition from `machine.toJSON()`)
// and docs/machines/<machine>.md (its Mermaid picture and the code to import into Stately) for each machine
// of machines/. Run it after changing a machine; machines/export.test.ts fails while the files are stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { exportDirectory, machineFiles, repositoryRoot } from './machines/files.ts'

const files = await machineFiles()
const directory = path.join(repositoryRoot, exportDirectory)
mkdirSync(directory, { recursive: true })
// A machine removed or renamed leaves no stale file behind.
for (const entry of readdirSync(directory)) {
	if (!files.has(`${exportDirectory}/${entry}`)) rmSync(path.join(directory, entry))
}
for (const [file, text] of files) writeFileSync(path.join(repositoryRoot, file), text)
console.error(`Wrote ${[...files.keys()].join(', ')}.`)
