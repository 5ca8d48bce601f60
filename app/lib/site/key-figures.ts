/**
 * « Donnons en chiffres » (docs/requirements.md#spec-2-2 "key figures"), shown by the home page and
 * /nos-valeurs alike. The figures are the operator's, set by `SITE_FIGURES`; without it they are counted from
 * the database (`keyFiguresFrom`, app/lib/site/home-content.ts), and the demo shows the spec's own. Pure.
 */

export type KeyFigure = { value: string; label: string }

/** What the setting may name, in the order the figures are shown. */
const KINDS = ['charities', 'collected', 'donors', 'pots', 'sdgs', 'beneficiaries'] as const
type Kind = (typeof KINDS)[number]

/** The spec's figures: over 100 charities, 2 million euros given, over 20 000 donors, the 17 goals, over 50 000 beneficiaries, over 2 000 pots. */
export const SPEC_SITE_FIGURES =
	'charities=100+,collected=2000000,donors=20000+,pots=2000+,sdgs=17,beneficiaries=50000+'

const labels: Record<Kind, [one: string, many: string]> = {
	charities: ['association partenaire', 'associations partenaires'],
	collected: ['de dons collectés', 'de dons collectés'],
	donors: ['donateur', 'donateurs'],
	pots: ['cagnotte solidaire créée', 'cagnottes solidaires créées'],
	sdgs: ['objectif de développement durable soutenu', 'objectifs de développement durable soutenus'],
	beneficiaries: ['bénéficiaire', 'bénéficiaires'],
}

const count = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 })
const euros = new Intl.NumberFormat('fr-FR', {
	style: 'currency',
	currency: 'EUR',
	maximumFractionDigits: 0,
	minimumFractionDigits: 0,
})

/**
 * Reads `SITE_FIGURES`: `kind=N` pairs separated by commas (kinds: charities, collected in euros, donors,
 * pots, sdgs, beneficiaries; `N+` reads « plus de N »), e.g. `charities=100+,collected=2000000`. Null when
 * the value is not such a list (the start-up refuses it).
 */
export function parseSiteFigures(value: string): KeyFigure[] | null {
	const seen = new Map<Kind, { n: number; over: boolean }>()
	for (const part of value.split(',')) {
		const match = /^\s*([a-z]+)\s*=\s*(\d{1,12})(\+?)\s*$/.exec(part)
		const kind = KINDS.find((k) => k === match?.[1])
		if (!match || !kind || seen.has(kind)) return null
		seen.set(kind, { n: Number(match[2]), over: match[3] === '+' })
	}
	if (seen.size === 0) return null
	return KINDS.flatMap((kind) => {
		const figure = seen.get(kind)
		if (!figure) return []
		const number = kind === 'collected' ? euros.format(figure.n) : count.format(figure.n)
		const [one, many] = labels[kind]
		return [{ value: figure.over ? `plus de ${number}` : number, label: figure.n > 1 ? many : one }]
	})
}

/** Whether a `SITE_FIGURES` value is valid: `database`, `spec` or a list `parseSiteFigures` reads. */
export function isSiteFiguresSetting(value: string) {
	return value === 'database' || value === 'spec' || parseSiteFigures(value) !== null
}

/**
 * The figures to show when they are set (the setting, or the spec's in a demo without one), or null when they
 * are to be counted from the database (`database`, or no setting outside the demo).
 */
export function configuredSiteFigures(setting: string | undefined, isDemo: boolean): KeyFigure[] | null {
	const value = setting ?? (isDemo ? 'spec' : 'database')
	if (value === 'database') return null
	return parseSiteFigures(value === 'spec' ? SPEC_SITE_FIGURES : value)
}
