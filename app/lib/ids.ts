/**
 * A row id as it comes from a URL or a form (`/participate/42`, `?cagnotte=7`): one to nine digits, and not
 * zero. Anything else — a negative or fractional number, an exponent, spaces, a number too large for a row
 * id — is null, for the caller to answer « not found » rather than query with it. Pure, shared by routes
 * and services.
 */
export function parseId(raw: string | null | undefined): number | null {
	if (raw == null || !/^\d{1,9}$/.test(raw)) return null
	const id = Number(raw)
	return id > 0 ? id : null
}
