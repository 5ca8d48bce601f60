/**
 * URLs of the pot creation flow (spec 2 §2). Individuals appear as `private` in some of the spec's routes
 * and as `particular` in its links: both are accepted, `particular` is the canonical segment.
 */
export type CreatorType = 'particular' | 'company'

export function parseCreatorType(segment: string | undefined): CreatorType | null {
	if (segment === 'particular' || segment === 'private' || segment === 'individual') return 'particular'
	if (segment === 'company') return 'company'
	return null
}

/** Account role that may create pots of this type (spec 2 §4). */
export const roleFor = (type: CreatorType) => (type === 'company' ? 'enterprise' : 'private')

function query(params: Record<string, string | number | null | undefined>) {
	const search = new URLSearchParams()
	for (const [key, value] of Object.entries(params))
		if (value != null && value !== '') search.set(key, String(value))
	const text = search.toString()
	return text ? `?${text}` : ''
}

export const createPaths = {
	selectEvent: (type: CreatorType) =>
		type === 'company'
			? '/evenements-entreprises-creation-cagnotte-solidaire-don-association'
			: '/evenement-particulier-creation-cagnotte-solidaire-don-association',
	assocs: (
		type: CreatorType,
		evt?: number | string | null,
		extra: Record<string, string | null | undefined> = {},
	) => `/create/${type}/assocs${query({ evt: evt ?? 0, ...extra })}`,
	details: (
		type: CreatorType,
		params: { evt?: number | string | null; assoc?: number | string | null } = {},
	) => `/create/${type}/details${query(params)}`,
	authenticate: (type: CreatorType) => `/create/${type}/authenticate`,
	edit: (type: CreatorType, potId: number) => `/edit/${type}/details/${potId}`,
	charity: (slug: string) => `/association/${slug}`,
	pot: (potId: number) => `/participate/${potId}`,
}
