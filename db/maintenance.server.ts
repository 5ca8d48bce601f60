import { lt } from 'drizzle-orm'
import { type Db } from './client.server.ts'
import { flows, rateLimits, sessions, verifications } from './schema/index.ts'

const DAY = 24 * 60 * 60 * 1000

/** Deletes expired sessions, tokens, flows and old rate-limit windows (run at start-up, then hourly). */
export function purgeExpiredRecords(db: Db, now = new Date()) {
	return db.transaction((tx) => ({
		sessions: tx.delete(sessions).where(lt(sessions.expiresAt, now)).run().changes,
		verifications: tx.delete(verifications).where(lt(verifications.expiresAt, now)).run().changes,
		flows: tx.delete(flows).where(lt(flows.expiresAt, now)).run().changes,
		rateLimits: tx
			.delete(rateLimits)
			.where(lt(rateLimits.windowStart, new Date(now.getTime() - DAY)))
			.run().changes,
	}))
}
