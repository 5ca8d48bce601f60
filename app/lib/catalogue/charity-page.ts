import { type RateAudience } from '../account/account-kind.ts'

/**
 * Rules of the public charity page (spec 2 "Charity details"), shared by the page, its modal and the
 * side block that starts a pot.
 */

export const audienceLabels: Record<RateAudience, string> = {
	PRIVATE: 'Evènement personnel',
	ENTERPRISE: 'Evènement professionnel',
}

export function parseRateAudience(value: string | null | undefined): RateAudience | null {
	return value === 'PRIVATE' || value === 'ENTERPRISE' ? value : null
}

/**
 * The address segment is the charity's url slug, or its display path `don-{slug}-cagnotte-solidaire`.
 * Returns the slugs to try, the segment itself first (a slug may start with "don-").
 */
export function charitySlugCandidates(segment: string | undefined): string[] {
	if (!segment) return []
	const value = segment.trim().toLowerCase()
	if (!/^[a-z0-9-]{1,120}$/.test(value)) return []
	const display = /^don-(.+)-cagnotte-solidaire$/.exec(value)?.[1]
	return display ? [value, display] : [value]
}

/**
 * The tax reduction shown in the side block: the PRIVATE rate for individuals and visitors, the
 * ENTERPRISE rate for companies, and the range of both while the creator type is not chosen.
 */
export function taxRateText(
	rates: { privateRate: number; enterpriseRate: number },
	audience: RateAudience | null,
): string {
	if (audience === 'PRIVATE') return `${rates.privateRate} %`
	if (audience === 'ENTERPRISE') return `${rates.enterpriseRate} %`
	const low = Math.min(rates.privateRate, rates.enterpriseRate)
	const high = Math.max(rates.privateRate, rates.enterpriseRate)
	return low === high ? `${low} %` : `${low} à ${high} %`
}
