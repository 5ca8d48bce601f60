/**
 * Idempotency keys and provider tags of money rows (ADR 030). Each row carries a random `providerKey` made at
 * insert (db/schema/columns.ts, 24 characters in [a-z0-9]); keys and tags are built from it, never from the
 * row's id alone: a restored backup hands ids out again, and the provider would answer the earlier object
 * of a key it has already seen. Rows written before these keys keep the key their id made (`donation-42-payin`,
 * written by the migration): a `-` in the stored key marks them, and they keep their id-based tag.
 */

/** Whether a stored key is one an id made before the random keys (random keys have no `-`). */
export const isLegacyProviderKey = (key: string) => key.includes('-')

/** What the platform writes on a provider object: `donation-<key>`, or `donation-<id>` for a legacy row. */
export function providerTag(kind: string, row: { id: number; providerKey: string }) {
	return `${kind}-${isLegacyProviderKey(row.providerKey) ? row.id : row.providerKey}`
}

/**
 * The row a tag names (the inverse of providerTag): `{ key }` for a row with a random key, `{ legacyId }` for
 * a row from before the random keys — to be believed only if that row's stored key is a legacy one. Null otherwise.
 */
export function parseProviderTag(
	kind: string,
	tag: string | null | undefined,
): { key: string } | { legacyId: number } | null {
	if (!tag?.startsWith(`${kind}-`)) return null
	const rest = tag.slice(kind.length + 1)
	if (/^\d{1,12}$/.test(rest)) return { legacyId: Number(rest) }
	if (/^[a-z0-9]{20,36}$/.test(rest)) return { key: rest }
	return null
}
