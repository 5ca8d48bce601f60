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

/** The reduction a visitor sees before choosing an audience (docs/requirements.md#spec-3-9: "Default reduction value on the association page 66"). */
export const DEFAULT_TAX_RATE = 66

/**
 * The tax reduction shown in the side block: the PRIVATE rate for individuals, the ENTERPRISE rate for
 * companies, and the spec's default, 66 %, while the creator type is not chosen (a visitor's first view).
 */
export function taxRateText(
	rates: { privateRate: number; enterpriseRate: number },
	audience: RateAudience | null,
): string {
	if (audience === 'PRIVATE') return `${rates.privateRate} %`
	if (audience === 'ENTERPRISE') return `${rates.enterpriseRate} %`
	return `${DEFAULT_TAX_RATE} %`
}
