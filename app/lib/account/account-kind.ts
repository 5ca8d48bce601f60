/**
 * Individuals and companies, in each of the words the specs and the data use for them. Every translation
 * between these words goes through here.
 *
 * | kind (URLs, creation flow) | role (users.role) | pot type (pots.pot_type) | event audience | rate audience |
 * |---|---|---|---|---|
 * | `particular` | `private` | 0 | `particulier` | `PRIVATE` |
 * | `company` | `enterprise` | 1 | `entreprise` | `ENTERPRISE` |
 */
export type AccountKind = 'particular' | 'company'
export type AccountRole = 'private' | 'enterprise'
type PotType = 0 | 1
type EventAudience = 'particulier' | 'entreprise'
/** The charity's two rates and the side block's radio (spec 2: values PRIVATE and ENTERPRISE). */
export type RateAudience = 'PRIVATE' | 'ENTERPRISE'

export const ACCOUNT_KINDS: readonly AccountKind[] = ['particular', 'company']

/**
 * The URL segment: individuals appear as `private` in some of the spec's routes, `particular` in its links
 * and `individual` in the legacy jackpot address; `particular` is canonical.
 */
export function kindOfSegment(segment: string | null | undefined): AccountKind | null {
	if (segment === 'particular' || segment === 'private' || segment === 'individual') return 'particular'
	if (segment === 'company') return 'company'
	return null
}

/** The role allowed to create pots of this kind (docs/requirements.md#spec-2-4). */
export const roleOfKind = (kind: AccountKind): AccountRole => (kind === 'company' ? 'enterprise' : 'private')

/** A signed-in user's kind; the spec's `manager` role is a company's. Unknown or no role: null. */
export function kindOfRole(role: string | null | undefined): AccountKind | null {
	if (role === 'private') return 'particular'
	if (role === 'enterprise' || role === 'manager') return 'company'
	return null
}

export const isCompanyRole = (role: string | null | undefined) => kindOfRole(role) === 'company'

export const potTypeOfKind = (kind: AccountKind): PotType => (kind === 'company' ? 1 : 0)
export const kindOfPotType = (potType: number): AccountKind => (potType === 1 ? 'company' : 'particular')

export const eventAudienceOf = (kind: AccountKind): EventAudience =>
	kind === 'company' ? 'entreprise' : 'particulier'

export const rateAudienceOf = (kind: AccountKind): RateAudience =>
	kind === 'company' ? 'ENTERPRISE' : 'PRIVATE'
export const kindOfRateAudience = (audience: RateAudience): AccountKind =>
	audience === 'ENTERPRISE' ? 'company' : 'particular'

/** The member area of each role (docs/requirements.md#spec-1-2). */
export const dashboardPath = (role: AccountRole) =>
	role === 'enterprise' ? '/company/dashboard' : '/particular/dashboard'
export const profilePath = (role: AccountRole) =>
	role === 'enterprise' ? '/company/profile' : '/particular/profile'
