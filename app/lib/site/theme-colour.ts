/**
 * A pot page in its pot's colour (docs/requirements.md#spec-2-2, docs/requirements.md#spec-2-9; docs/requirements.md#spec-3-3, docs/requirements.md#spec-3-9) with its text kept readable at WCAG 2.1 AA
 * whatever the colour: the relative luminance and contrast ratio of WCAG, the foreground to write on the
 * colour, and a darker (or lighter) variant of the colour to write with on a light page.
 */

/** The pot pages' theme colour when the pot has none of its own (docs/requirements.md#spec-3-9). */
export const DEFAULT_POT_THEME = '#eb3192'
/** WCAG 2.1 AA for normal-size text (1.4.3). */
export const AA_TEXT = 4.5

const WHITE = '#ffffff'
/** The site's ink (--color-ink), then a plain near-black, then black: the first that reads on a light colour. */
const DARK_TEXTS = ['#1f2430', '#111111', '#000000'] as const
const BLACK = '#000000'
/** The light backgrounds a pot page writes its coloured text on: white and the pale paper (--color-paper). */
const PAGE_BACKGROUNDS = [WHITE, '#fff8fb'] as const

type Rgb = readonly [number, number, number]

/** '#rgb' or '#rrggbb' (any case) as 0–255 channels; null for anything else. */
export function parseHexColour(colour: string): Rgb | null {
	const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())
	if (!match) return null
	const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!
	return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb
}

function toHex(rgb: Rgb) {
	return `#${rgb
		.map((c) =>
			Math.round(Math.min(255, Math.max(0, c)))
				.toString(16)
				.padStart(2, '0'),
		)
		.join('')}`
}

function rgbOf(colour: string): Rgb {
	const rgb = parseHexColour(colour)
	if (!rgb) throw new Error(`Not a hex colour: ${colour}`)
	return rgb
}

/** Relative luminance (WCAG 2.1 definition), 0 for black to 1 for white. */
export function relativeLuminance(colour: string) {
	const [r, g, b] = rgbOf(colour).map((c) => {
		const s = c / 255
		return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
	}) as unknown as Rgb
	return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Contrast ratio of two colours, from 1 (same) to 21 (black on white); the order does not matter. */
export function contrastRatio(a: string, b: string) {
	const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
	return (light + 0.05) / (dark + 0.05)
}

/**
 * The text colour for a background: white when it reaches AA, else the first near-black that does (the
 * site's ink, #111, black: one of white and black always reaches 4.58:1 at least, whatever the background).
 */
export function readableForeground(background: string) {
	return [WHITE, ...DARK_TEXTS].find((text) => contrastRatio(text, background) >= AA_TEXT) ?? BLACK
}

/**
 * The colour itself when it reaches `ratio` against every background, else the nearest variant that does:
 * mixed towards black on light backgrounds, towards white on dark ones, by steps of 2 %.
 */
export function adjustForContrast(
	colour: string,
	backgrounds: readonly string[] = PAGE_BACKGROUNDS,
	ratio = AA_TEXT,
) {
	const rgb = rgbOf(colour)
	const passes = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= ratio)
	const lightBackgrounds = backgrounds.every((bg) => relativeLuminance(bg) > 0.18)
	const target = lightBackgrounds ? 0 : 255
	for (let step = 0; step <= 50; step++) {
		const t = step / 50
		const candidate = toHex(rgb.map((c) => c + (target - c) * t) as unknown as Rgb)
		if (passes(candidate)) return candidate
	}
	return lightBackgrounds ? BLACK : WHITE
}

type PotTheme = {
	/** The pot's colour: banner band, logo ring, collect box, the main buttons' background. */
	colour: string
	/** The text on that colour (white or near-black). */
	onColour: string
	/** The colour as text, links and outlines on the page's white and paper backgrounds (≥ 4.5:1). */
	ink: string
}

/**
 * The theme of a pot page: a company pot's chosen colour, the default theme colour for any other pot or a
 * colour that is not a plain hex colour.
 */
export function potTheme(pot: { color: string | null; isCompanyPot: boolean }): Readonly<PotTheme> {
	const chosen = pot.isCompanyPot && pot.color && parseHexColour(pot.color) ? pot.color : null
	const colour = (chosen ?? DEFAULT_POT_THEME).toLowerCase()
	let theme = themes.get(colour)
	if (!theme) {
		// The contrast maths cost 0.08–0.12 ms a pot page (s16-render), the same for every view of a pot.
		theme = Object.freeze({ colour, onColour: readableForeground(colour), ink: adjustForContrast(colour) })
		if (themes.size >= KEPT_THEMES) themes.delete(themes.keys().next().value!)
		themes.set(colour, theme)
	}
	return theme
}

/** Themes computed, by colour (most pots share the default one): a few hundred colours at most are kept. */
const themes = new Map<string, Readonly<PotTheme>>()
const KEPT_THEMES = 512

/** The theme as the CSS custom properties of the page's wrapper (its style attribute, read by .pot-theme). */
export function potThemeStyle(theme: PotTheme): Record<`--${string}`, string> {
	return { '--pot-colour': theme.colour, '--pot-on-colour': theme.onColour, '--pot-ink': theme.ink }
}
