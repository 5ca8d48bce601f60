import { integer, text } from 'drizzle-orm/sqlite-core'

/** Creation and update instants, stored as epoch milliseconds. */
export const timestamps = {
	createdAt: integer('created_at', { mode: 'timestamp_ms' })
		.notNull()
		.$defaultFn(() => new Date()),
	updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
		.notNull()
		.$defaultFn(() => new Date())
		.$onUpdateFn(() => new Date()),
}

/** Money is always an integer number of euro cents. */
export const cents = (name: string) => integer(name).notNull().default(0)

const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A random key of `length` characters in [a-z0-9] from the platform's CSPRNG (ADR 030): what a money row's
 * idempotency keys and provider tags are built from, so that no restore of an older backup (which hands row
 * ids out again) can rebuild a key the payment provider has already seen.
 */
export function newProviderKey(length = 24) {
	let key = ''
	while (key.length < length) {
		for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
			// 252 = 7 × 36: the bytes above it are dropped so that every character is equally likely.
			if (byte < 252 && key.length < length) key += KEY_ALPHABET[byte % 36]
		}
	}
	return key
}

/**
 * The row's provider key (`provider_key`), made at insert. Rows older than these keys (ADR 030) carry the key their id
 * made (`donation-42-payin`), written by the migration so an attempt in flight still finds its object.
 */
export const providerKey = () =>
	text('provider_key')
		.notNull()
		.$defaultFn(() => newProviderKey())
