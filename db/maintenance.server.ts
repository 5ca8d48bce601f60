import { and, gte, isNull, lt, or } from 'drizzle-orm'
import { type Db } from './client.server.ts'
import { flows, providerEvents, rateLimits, sessions, verifications } from './schema/index.ts'

const DAY = 24 * 60 * 60 * 1000
/**
 * Provider notifications handled, or failed (given up after 20 attempts, or an object the provider does not
 * know: app/donations/provider-events.server.ts), are kept 60 days: longer than the reconciliation's 45-day
 * look-back, so an old event it lists again is still known.
 */
const PROVIDER_EVENT_RETENTION = 60 * DAY
const FAILED_EVENT_ATTEMPTS = 20

/**
 * Deletes expired sessions, tokens, flows, old rate-limit windows and old provider notifications (run at
 * start-up, then hourly).
 */
export function purgeExpiredRecords(db: Db, now = new Date()) {
	return db.transaction((tx) => ({
		sessions: tx.delete(sessions).where(lt(sessions.expiresAt, now)).run().changes,
		verifications: tx.delete(verifications).where(lt(verifications.expiresAt, now)).run().changes,
		flows: tx.delete(flows).where(lt(flows.expiresAt, now)).run().changes,
		rateLimits: tx
			.delete(rateLimits)
			.where(lt(rateLimits.windowStart, new Date(now.getTime() - DAY)))
			.run().changes,
		providerEvents: tx
			.delete(providerEvents)
			.where(
				and(
					lt(providerEvents.receivedAt, new Date(now.getTime() - PROVIDER_EVENT_RETENTION)),
					or(
						lt(providerEvents.processedAt, new Date(now.getTime() - PROVIDER_EVENT_RETENTION)),
						and(isNull(providerEvents.processedAt), gte(providerEvents.attempts, FAILED_EVENT_ATTEMPTS)),
					),
				),
			)
			.run().changes,
	}))
}
