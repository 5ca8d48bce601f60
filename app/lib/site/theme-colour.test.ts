import { describe, expect, test } from 'vitest'
import { POT_COLOURS } from '../pots/pot-schemas.ts'
import {
	AA_TEXT,
	DEFAULT_POT_THEME,
	adjustForContrast,
	contrastRatio,
	parseHexColour,
	potTheme,
	potThemeStyle,
	readableForeground,
	relativeLuminance,
} from './theme-colour.ts'

const PAPER = '#fff8fb'

describe('parseHexColour', () => {
	test.each([
		['#eb3192', [235, 49, 146]],
		['#EB3192', [235, 49, 146]],
		['#fff', [255, 255, 255]],
		[' #000000 ', [0, 0, 0]],
	])('%s', (colour, rgb) => {
		expect(parseHexColour(colour)).toEqual(rgb)
	})
	test.each(['', 'eb3192', '#eb319', '#eb31922', '#ggg', 'red', 'rgb(1,2,3)', 'url(x)', '#fff;color:red'])(
		'refuses %j',
		(colour) => {
			expect(parseHexColour(colour)).toBeNull()
		},
	)
})

describe('relative luminance and contrast ratio (WCAG 2.1)', () => {
	test('black, white, mid grey', () => {
		expect(relativeLuminance('#000000')).toBe(0)
		expect(relativeLuminance('#ffffff')).toBe(1)
		expect(relativeLuminance('#777777')).toBeCloseTo(0.1845, 4)
	})
	test('known ratios', () => {
		expect(contrastRatio('#000', '#fff')).toBe(21)
		expect(contrastRatio('#fff', '#fff')).toBe(1)
		// #767676 is the lightest grey that reaches 4.5:1 on white, #777777 is not.
		expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5)
		expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5)
	})
	test('the order does not matter', () => {
		expect(contrastRatio('#eb3192', '#ffffff')).toBe(contrastRatio('#ffffff', '#eb3192'))
	})
	test('a malformed colour is a programming error', () => {
		expect(() => relativeLuminance('pink')).toThrow()
	})
})

describe('readableForeground', () => {
	test('white on dark colours, near-black on light ones, black where only black reaches AA', () => {
		expect(readableForeground('#1b4079')).toBe('#ffffff')
		expect(readableForeground('#000000')).toBe('#ffffff')
		expect(readableForeground('#ffffff')).toBe('#1f2430')
		expect(readableForeground('#f4a259')).toBe('#1f2430')
		expect(readableForeground('#ffff00')).toBe('#1f2430')
		// Neither white nor the site's ink reaches 4.5:1 on the default pink, #111 does.
		expect(readableForeground('#eb3192')).toBe('#111111')
		// Luminance ≈ 0.18: only black reaches 4.5:1.
		expect(readableForeground('#777777')).toBe('#000000')
	})
	test('always AA, over the whole range of greys and the pure hues', () => {
		const greys = Array.from({ length: 256 }, (_, i) => `#${i.toString(16).padStart(2, '0').repeat(3)}`)
		const hues = ['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff', '#ff00ff', '#ff8000', '#8000ff']
		for (const bg of [...greys, ...hues]) {
			expect(contrastRatio(readableForeground(bg), bg), bg).toBeGreaterThanOrEqual(AA_TEXT)
		}
	})
})

describe('adjustForContrast', () => {
	test('a colour that already reads well is kept', () => {
		expect(adjustForContrast('#1b4079')).toBe('#1b4079')
	})
	test('a light colour is darkened until it reaches 4.5:1 on white and on the paper background', () => {
		const ink = adjustForContrast('#ffff00')
		expect(contrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(4.5)
		expect(contrastRatio(ink, PAPER)).toBeGreaterThanOrEqual(4.5)
		expect(ink).not.toBe('#000000')
		// Still a yellow: red and green stay equal, blue stays nil.
		const [r, g, b] = parseHexColour(ink)!
		expect(r).toBe(g)
		expect(b).toBe(0)
	})
	test('white itself becomes a grey, on a dark background a dark colour is lightened', () => {
		expect(contrastRatio(adjustForContrast('#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5)
		const light = adjustForContrast('#1b4079', ['#1f2430'])
		expect(contrastRatio(light, '#1f2430')).toBeGreaterThanOrEqual(4.5)
		expect(relativeLuminance(light)).toBeGreaterThan(relativeLuminance('#1b4079'))
	})
	test('a ratio out of reach by mixing ends on black', () => {
		expect(adjustForContrast('#eb3192', ['#ffffff'], 21)).toBe('#000000')
	})
})

describe('potTheme', () => {
	test('a company pot takes its colour, any other pot the default theme colour', () => {
		expect(potTheme({ color: '#2A6FDB', isCompanyPot: true }).colour).toBe('#2a6fdb')
		expect(potTheme({ color: '#2a6fdb', isCompanyPot: false }).colour).toBe(DEFAULT_POT_THEME)
		expect(potTheme({ color: null, isCompanyPot: true }).colour).toBe(DEFAULT_POT_THEME)
		expect(potTheme({ color: 'red;background:url(x)', isCompanyPot: true }).colour).toBe(DEFAULT_POT_THEME)
	})
	test.each([...POT_COLOURS, DEFAULT_POT_THEME, '#e8589e', '#ffff00', '#ffffff', '#000000'])(
		'%s: every computed pair passes AA',
		(color) => {
			const theme = potTheme({ color, isCompanyPot: true })
			expect(contrastRatio(theme.onColour, theme.colour)).toBeGreaterThanOrEqual(AA_TEXT)
			expect(contrastRatio(theme.ink, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT)
			expect(contrastRatio(theme.ink, PAPER)).toBeGreaterThanOrEqual(AA_TEXT)
			// The buttons turn to the ink on hover, with white text.
			expect(contrastRatio('#ffffff', theme.ink)).toBeGreaterThanOrEqual(AA_TEXT)
		},
	)
	test('the 14 presets are all distinct themes', () => {
		expect(POT_COLOURS).toHaveLength(14)
		const themes = POT_COLOURS.map((color) => potTheme({ color, isCompanyPot: true }).colour)
		expect(new Set(themes).size).toBe(14)
	})
	test('a theme is computed once a colour, whatever its case, and the same for every page', () => {
		const first = potTheme({ color: '#5B2A86', isCompanyPot: true })
		expect(potTheme({ color: '#5b2a86', isCompanyPot: true })).toBe(first)
		expect(Object.isFrozen(first)).toBe(true)
		expect(first).toEqual({
			colour: '#5b2a86',
			onColour: readableForeground('#5b2a86'),
			ink: adjustForContrast('#5b2a86'),
		})
		// Another colour is another theme.
		expect(potTheme({ color: '#2a6fdb', isCompanyPot: true })).not.toBe(first)
	})
	test('style variables', () => {
		expect(potThemeStyle(potTheme({ color: '#1b4079', isCompanyPot: true }))).toEqual({
			'--pot-colour': '#1b4079',
			'--pot-on-colour': '#ffffff',
			'--pot-ink': '#1b4079',
		})
	})
})
