import fs from 'node:fs'
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that took longest in whole runs (docs/performance.md, « Test suite (issue 29, s18-suite) »), longest
 * first: most of them wait on child processes (built servers, `tsx` commands, a second worker) or draw PDFs.
 * A file missing here runs after them, larger files first.
 */
const SLOW_FILES = [
	'tests/integration/two-workers.test.ts',
	'tests/integration/mail-outbox.test.ts',
	'tests/integration/pot-poster.test.ts',
	'tests/integration/admin-create.test.ts',
	'tests/integration/accounts.test.ts',
	'app/receipts/receipt-pdf.server.test.ts',
	'tests/integration/page-compression.test.ts',
	'tests/integration/receipts-numbering.test.ts',
	'tests/integration/password-reset.test.ts',
	'tests/integration/server-lock.test.ts',
	'tests/integration/catalogue-import.test.ts',
	'tests/integration/seed.test.ts',
	'tests/integration/hostile-http.test.ts',
	'tests/integration/restore-keys.test.ts',
	'tests/integration/production-start.test.ts',
	'tests/integration/login-throttle.test.ts',
	'app/auth/password.server.test.ts',
]

/**
 * Vitest's own order runs the files it has no timing for first, then the failed ones, then by the durations it
 * cached in node_modules/.vite: on a fresh clone (the README's `npm test`) it knows none and goes by file size,
 * so a small file that waits on a child process for 10–30 s could start last and leave a core idle at the end
 * of the run. The known slow files start first (longest first, as a scheduler packs jobs on two workers), the
 * rest by size: the same order on every machine, whatever the cache holds.
 */
export class SlowFilesFirst extends BaseSequencer {
	override async sort(files: TestSpecification[]) {
		const root = this.ctx.config.root
		const rank = (file: TestSpecification) => {
			const index = SLOW_FILES.indexOf(path.relative(root, file.moduleId))
			return index === -1 ? SLOW_FILES.length : index
		}
		const size = (file: TestSpecification) => {
			try {
				return fs.statSync(file.moduleId).size
			} catch {
				return 0
			}
		}
		return [...files].sort((a, b) => rank(a) - rank(b) || size(b) - size(a))
	}
}
