import { type Db } from '#db/client.server.ts'
import { verifyDemoCharities } from '#db/seed-provider.ts'
import { closeSandboxDb } from '#app/payments/sandbox/db.server.ts'
import { forgetEnv } from '#app/platform/env.server.ts'

/**
 * The seeded template's demo charities verified at the simulator, whose file (DATA_DIR/sandbox.db) is made in
 * the template's directory and copied with it (tests/support/database.ts). The environment is read again
 * before and after, so nothing else of this process keeps the template's DATA_DIR.
 */
export async function verifyDemoCharitiesIn(db: Db, dataDir: string) {
	const previous = process.env.DATA_DIR
	process.env.DATA_DIR = dataDir
	forgetEnv()
	try {
		await verifyDemoCharities(db)
	} finally {
		closeSandboxDb()
		if (previous === undefined) delete process.env.DATA_DIR
		else process.env.DATA_DIR = previous
		forgetEnv()
	}
}
