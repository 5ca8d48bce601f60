import fs from 'node:fs'

/** Removes the data directories of earlier runs. */
export default function setup() {
	fs.rmSync('tests/.tmp/vitest', { recursive: true, force: true })
}
