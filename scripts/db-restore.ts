// `npm run db:restore -- SRC`: puts the backup SRC in place of DATA_DIR/donnons.db, after its integrity check;
// refused while a server runs on DATA_DIR. The replaced database is kept as donnons.db.before-restore-<time>.
import path from 'node:path'
import { restoreDatabase } from '#db/backup.server.ts'

const source = process.argv[2]
if (!source) {
	console.error('Usage: npm run db:restore -- SRC   (stop the server first)')
	process.exit(2)
}
try {
	const kept = await restoreDatabase(path.resolve(process.env.DATA_DIR ?? './data'), source)
	console.log(`Restored ${path.resolve(source)}.${kept ? ` The previous database is kept as ${kept}.` : ''}`)
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}
