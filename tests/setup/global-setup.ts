import fs from 'node:fs'
import path from 'node:path'

const ROOT = 'tests/.tmp/vitest'

function isAlive(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch {
		return false
	}
}

/** Removes the data directories left by earlier runs (never those of a run still going on). */
export default function setup() {
	for (const entry of fs.existsSync(ROOT) ? fs.readdirSync(ROOT) : []) {
		const pid = Number(entry)
		if (!Number.isInteger(pid) || !isAlive(pid))
			fs.rmSync(path.join(ROOT, entry), { recursive: true, force: true })
	}
}
