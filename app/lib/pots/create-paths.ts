import { type AccountKind } from '../account/account-kind.ts'

/** URLs of the pot creation flow (docs/requirements.md#spec-2-2); the kind's segment is read by `kindOfSegment`. */

function query(params: Record<string, string | number | null | undefined>) {
	const search = new URLSearchParams()
	for (const [key, value] of Object.entries(params))
		if (value != null && value !== '') search.set(key, String(value))
	const text = search.toString()
	return text ? `?${text}` : ''
}

/** The create-pot entry page (and, with JavaScript, its dialog's data: `?data=1`). */
export const CREATE_ENTRY_PATH = '/creer-une-cagnotte'

/** A pot's share-by-email page (the dialog's form posts there too). */
export const sharePagePath = (potId: number) => `/participate/${potId}/partager`

export const createPaths = {
	selectEvent: (type: AccountKind) =>
		type === 'company'
			? '/evenements-entreprises-creation-cagnotte-solidaire-don-association'
			: '/evenement-particulier-creation-cagnotte-solidaire-don-association',
	assocs: (
		type: AccountKind,
		evt?: number | string | null,
		extra: Record<string, string | null | undefined> = {},
	) => `/create/${type}/assocs${query({ evt: evt ?? 0, ...extra })}`,
	details: (
		type: AccountKind,
		params: { evt?: number | string | null; assoc?: number | string | null } = {},
	) => `/create/${type}/details${query(params)}`,
	authenticate: (type: AccountKind) => `/create/${type}/authenticate`,
	/** The edit form; `evt` and `assoc` preselect an event and a new charity (docs/requirements.md#spec-2-2). */
	edit: (
		type: AccountKind,
		potId: number,
		params: { evt?: number | string | null; assoc?: number | string | null } = {},
	) => `/edit/${type}/details/${potId}${query(params)}`,
	/** Step 1 with the pot loaded (spec 2 `.../assocs/:id`): choosing another charity for it. */
	editAssocs: (type: AccountKind, potId: number, evt?: number | string | null) =>
		`/edit/${type}/assocs/${potId}${query({ evt })}`,
	charity: (slug: string) => `/association/${slug}`,
	pot: (potId: number) => `/participate/${potId}`,
}
