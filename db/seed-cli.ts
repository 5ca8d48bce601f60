// `npm run db:seed`: migrates the database in DATA_DIR and loads the reference data; in demo mode (the default
// outside NODE_ENV=production) the demo data too if it is empty.
import { getDb } from '#app/platform/db.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { prepareDatabase } from './startup.server.ts'

const env = getEnv()
const seeded = await prepareDatabase(getDb(), env.DATA_DIR, { demo: env.isDemo })
console.log(
	seeded ? `Seeded ${env.DATA_DIR} with the demo data.` : `${env.DATA_DIR} is ready: no demo data loaded.`,
)
getDb().$client.close()
