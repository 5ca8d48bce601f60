// `npm run db:backup -- DEST`: an online, consistent copy of DATA_DIR/donnons.db (SQLite's backup API), safe
// while the server runs. DEST is a file (with an extension: x.db), or a directory — created when missing — that
// receives donnons-<UTC time>.db.
import path from 'node:path'
import { backupDatabase } from '#db/backup.server.ts'

const dest = process.argv[2]
if (!dest) {
	console.error(
		'Usage: npm run db:backup -- DEST   (a file such as x.db, or a directory, created if missing, for donnons-<time>.db)',
	)
	process.exit(2)
}
try {
	const file = await backupDatabase(path.resolve(process.env.DATA_DIR ?? './data'), dest)
	console.log(`Backup written: ${file} (integrity_check: ok)`)
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}
