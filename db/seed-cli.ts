// `npm run db:seed`: migrates the database in DATA_DIR and loads the demo data if it is empty.
import { getDb } from '#app/platform/db.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { prepareDatabase } from './startup.server.ts'

const env = getEnv()
const seeded = await prepareDatabase(getDb(), env.DATA_DIR)
console.log(seeded ? `Seeded ${env.DATA_DIR}.` : `${env.DATA_DIR} already has data: nothing loaded.`)
getDb().$client.close()
