import { sql } from 'drizzle-orm'
import { getDb } from '#app/platform/db.server.ts'

/** Liveness and database check for load balancers and the test server. */
export function loader() {
	getDb().get(sql`select 1`)
	return new Response('OK', { headers: { 'cache-control': 'no-store' } })
}
