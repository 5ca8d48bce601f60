// Vector images (SVG) rendered by the browser: logos, icons and badges. They may contain
// text, with generic font families. All are valid XML, with role="img" and a <title>.

import { categories } from './categories.ts'
import { motifForCategory, motifShape } from './image-motifs.ts'
import { darken, escapeXml, hashString, idFor, lighten, luminance, n } from './image-utils.ts'
import { type CatalogueSdg, type Certification } from './types.ts'

const SANS = 'system-ui, sans-serif'
const SERIF = 'Georgia, serif'

function svg(width: number, height: number, title: string, body: string, defs = ''): string {
	const defsBlock = defs ? `<defs>${defs}</defs>` : ''
	return `<svg xmlns="http://www.w3.org/2000/svg" role="img" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${escapeXml(
		title,
	)}</title>${defsBlock}${body}</svg>`
}

function text(x: number, y: number, content: string, attrs: string): string {
	return `<text x="${n(x)}" y="${n(y)}" ${attrs}>${escapeXml(content)}</text>`
}

/** A font size so that `content` fits in `maxWidth` pixels, assuming an average glyph of `ratio` em. */
function fitFontSize(content: string, maxWidth: number, preferred: number, ratio = 0.58): number {
	return n(Math.min(preferred, maxWidth / (Math.max(1, content.length) * ratio)))
}

/** Split words into lines of at most `max` characters (a longer word gets its own line). */
function wrap(content: string, max: number): string[] {
	const lines: string[] = []
	let line = ''
	for (const word of content.split(' ')) {
		if (line && line.length + 1 + word.length > max) {
			lines.push(line)
			line = word
		} else {
			line = line ? `${line} ${word}` : word
		}
	}
	if (line) lines.push(line)
	return lines
}

const STOP_WORDS = new Set([
	'la',
	'le',
	'les',
	'l',
	'des',
	'du',
	'de',
	'd',
	'et',
	'pour',
	'en',
	'au',
	'aux',
	'sans',
	'a',
	'à',
])

/** Up to two initials of a name, skipping French articles and prepositions. */
function initialsOf(name: string): string {
	const words = name.split(/[\s’'-]+/).filter((word) => word && !STOP_WORDS.has(word.toLowerCase()))
	const letters = words.slice(0, 2).map((word) => word.charAt(0).toLocaleUpperCase('fr-FR'))
	return letters.join('') || name.charAt(0).toLocaleUpperCase('fr-FR')
}

/** A 400×400 charity logo: a rounded square in the charity's colours with its initials. */
export function charityLogoSvg(name: string, palette: [string, string]): string {
	// Darken too-light colours so that the white initials always stay readable.
	const [a, b] = palette.map((colour) => {
		const light = luminance(colour)
		return light > 0.6 ? darken(colour, Math.min(0.6, (light - 0.5) * 1.2)) : colour
	}) as [string, string]
	const id = `logo-${idFor(name)}`
	const foreground = '#ffffff'
	const initials = initialsOf(name)
	const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`
	const body =
		`<rect x="16" y="16" width="368" height="368" rx="96" fill="url(#${id})"/>` +
		`<circle cx="318" cy="82" r="64" fill="#ffffff" opacity="0.16"/>` +
		`<circle cx="84" cy="330" r="38" fill="#ffffff" opacity="0.1"/>` +
		text(
			200,
			200,
			initials,
			`dy="0.35em" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${
				initials.length > 1 ? 150 : 190
			}" fill="${foreground}"`,
		)
	return svg(400, 400, name, body, defs)
}

/** A 200×200 square icon of a sustainable development goal: its colour, number and short title. */
export function sdgIconSvg(sdg: CatalogueSdg): string {
	const label = sdg.shortTitle.replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»').toLocaleUpperCase('fr-FR')
	const lines = wrap(label, 12).slice(0, 4)
	let body = `<rect width="200" height="200" fill="${sdg.colour}"/>`
	body += text(
		16,
		70,
		String(sdg.number),
		`font-family="${SANS}" font-weight="800" font-size="64" fill="#ffffff"`,
	)
	lines.forEach((line, i) => {
		body += text(
			16,
			108 + i * 22,
			line,
			`font-family="${SANS}" font-weight="700" font-size="${fitFontSize(line, 170, 18, 0.64)}" fill="#ffffff"`,
		)
	})
	body += `<rect x="16" y="180" width="44" height="5" rx="2.5" fill="#ffffff" opacity="0.7"/>`
	return svg(200, 200, `Objectif ${sdg.number} : ${sdg.title}`, body)
}

/** The round, 17-colour wheel of the goals (the fixed button that opens the goals modal). */
export function sdgWheelSvg(goals: CatalogueSdg[]): string {
	const cx = 50
	const cy = 50
	const point = (r: number, angle: number) => `${n(cx + r * Math.cos(angle))} ${n(cy + r * Math.sin(angle))}`
	let body = ''
	goals.forEach((goal, i) => {
		const start = (i / goals.length) * Math.PI * 2 - Math.PI / 2
		const end = ((i + 1) / goals.length) * Math.PI * 2 - Math.PI / 2
		body += `<path d="M${point(48, start)}A48 48 0 0 1 ${point(48, end)}L${point(
			27,
			end,
		)}A27 27 0 0 0 ${point(27, start)}Z" fill="${goal.colour}"/>`
	})
	body += `<circle cx="50" cy="50" r="25" fill="#ffffff"/>`
	return svg(100, 100, 'Objectifs de développement durable', body)
}

export const certificationLabels: Record<Certification, string> = {
	DONNONS: 'Label Donnons',
	DON_EN_CONFIANCE: 'Don en Confiance',
	IDEAS: 'Label IDEAS',
	EPIC_FONDATION: 'Epic Fondation',
	DO_GOOD: 'Do Good',
}

const certificationStyles: Record<Certification, { colour: string; lines: [string, string] }> = {
	DONNONS: { colour: '#e7348f', lines: ['Label', 'Donnons'] },
	DON_EN_CONFIANCE: { colour: '#1d4e89', lines: ['Don en', 'Confiance'] },
	IDEAS: { colour: '#0f7c80', lines: ['Label', 'IDEAS'] },
	EPIC_FONDATION: { colour: '#d9590f', lines: ['Epic', 'Fondation'] },
	DO_GOOD: { colour: '#2a9d5b', lines: ['Do', 'Good'] },
}

/** A 160×160 round badge for a certification, with a tick and its label. */
export function certificationBadgeSvg(cert: Certification): string {
	const { colour, lines } = certificationStyles[cert]
	let body = `<circle cx="80" cy="80" r="77" fill="${colour}"/>`
	body += `<circle cx="80" cy="80" r="66" fill="none" stroke="#ffffff" stroke-width="2" stroke-opacity="0.55"/>`
	body += `<path d="M66 42l10 10 20-20" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`
	body += text(
		80,
		90,
		lines[0],
		`text-anchor="middle" font-family="${SANS}" font-weight="600" font-size="17" fill="#ffffff"`,
	)
	body += text(
		80,
		114,
		lines[1],
		`text-anchor="middle" font-family="${SANS}" font-weight="800" font-size="${fitFontSize(
			lines[1],
			112,
			21,
			0.62,
		)}" fill="#ffffff"`,
	)
	return svg(160, 160, certificationLabels[cert], body)
}

const HEART = 'M0 0.42C-0.62 0.02 -0.42 -0.6 0 -0.24C0.42 -0.6 0.62 0.02 0 0.42Z'
const BRAND_COLOURS = { primary: '#e7348f', secondary: '#eb3192', ink: '#2b2140' } as const

/** The product logo: a heart and the word « Donnons ». The white variant is for dark backgrounds. */
export function donnonsLogoSvg(options: { variant?: 'colour' | 'white' } = {}): string {
	const white = options.variant === 'white'
	const id = white ? 'donnons-heart-white' : 'donnons-heart'
	const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${
		white ? '#ffffff' : BRAND_COLOURS.secondary
	}"/><stop offset="1" stop-color="${
		white ? '#fde4f1' : darken(BRAND_COLOURS.primary, 0.12)
	}"/></linearGradient>`
	const body =
		`<g transform="translate(40 44) scale(68)"><path d="${HEART}" fill="url(#${id})"/></g>` +
		`<g transform="translate(40 44) scale(26)"><path d="${HEART}" fill="${
			white ? BRAND_COLOURS.primary : '#ffffff'
		}" opacity="0.9"/></g>` +
		text(
			84,
			58,
			'Donnons',
			`font-family="${SANS}" font-weight="800" font-size="46" letter-spacing="-1" fill="${
				white ? '#ffffff' : BRAND_COLOURS.primary
			}"`,
		)
	return svg(320, 80, 'Donnons', body, defs)
}

/** A 64×64 favicon: a white heart on the brand pink. */
export function faviconSvg(): string {
	const body = `<rect width="64" height="64" rx="14" fill="${BRAND_COLOURS.primary}"/><g transform="translate(32 34) scale(46)"><path d="${HEART}" fill="#ffffff"/></g>`
	return svg(64, 64, 'Donnons', body)
}

/** Fictional press titles shown on the home page. */
export const pressTitles = [
	'La Gazette Solidaire',
	'Horizon Info',
	'Radio Parenthèse',
	'Le Courrier Citoyen',
	'Mag’Éthique',
] as const

/** A 240×80 grey wordmark for a (fictional) press title; five styles. */
export function pressLogoSvg(name: string): string {
	const ink = '#4b5563'
	const index = pressTitles.indexOf(name as (typeof pressTitles)[number])
	const style = (index >= 0 ? index : hashString(name)) % 5
	let body = ''
	if (style === 0) {
		body = text(
			120,
			50,
			name,
			`text-anchor="middle" font-family="${SERIF}" font-style="italic" font-weight="700" font-size="${fitFontSize(
				name,
				216,
				28,
				0.58,
			)}" fill="${ink}"`,
		)
	} else if (style === 1) {
		const label = name.toLocaleUpperCase('fr-FR')
		body = text(
			120,
			44,
			label,
			`text-anchor="middle" font-family="${SANS}" font-weight="800" letter-spacing="3" font-size="${fitFontSize(
				label,
				200,
				24,
				0.8,
			)}" fill="${ink}"`,
		)
		body += `<rect x="60" y="56" width="120" height="4" rx="2" fill="${ink}"/>`
	} else if (style === 2) {
		body = `<rect x="8" y="14" width="224" height="52" rx="26" fill="${ink}"/>`
		body += text(
			120,
			48,
			name,
			`text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="${fitFontSize(
				name,
				190,
				22,
				0.58,
			)}" fill="#ffffff"`,
		)
	} else if (style === 3) {
		const [first = name, ...rest] = wrap(name.toLocaleUpperCase('fr-FR'), 12)
		body = text(
			120,
			36,
			first,
			`text-anchor="middle" font-family="${SERIF}" font-weight="700" letter-spacing="2" font-size="18" fill="${ink}"`,
		)
		body += text(
			120,
			62,
			rest.join(' '),
			`text-anchor="middle" font-family="${SERIF}" font-weight="400" letter-spacing="4" font-size="18" fill="${ink}"`,
		)
	} else {
		body = `<circle cx="34" cy="40" r="22" fill="none" stroke="${ink}" stroke-width="5"/><circle cx="34" cy="40" r="8" fill="${ink}"/>`
		body += text(
			66,
			50,
			name,
			`font-family="${SANS}" font-weight="800" font-size="${fitFontSize(name, 164, 26, 0.68)}" fill="${ink}"`,
		)
	}
	return svg(240, 80, name, body)
}

/** Fictional partners shown in the footer. */
export const partnerNames = [
	'Fondation Aster',
	'Mutuelle des Tilleuls',
	'Coopérative Lumen',
	'Collectif Boussole',
] as const

const partnerColours = ['#6a4c93', '#2a9d5b', '#f4a261', '#1d4e89']

function partnerMark(style: number, colour: string): string {
	switch (style) {
		case 0: {
			const points = [0, 1, 2, 3, 4, 5].map((i) => {
				const angle = (Math.PI / 3) * i - Math.PI / 2
				return `${n(36 + 24 * Math.cos(angle))},${n(40 + 24 * Math.sin(angle))}`
			})
			return `<polygon points="${points.join(
				' ',
			)}" fill="${colour}"/><circle cx="36" cy="40" r="9" fill="#ffffff"/>`
		}
		case 1:
			return `<circle cx="26" cy="46" r="14" fill="${colour}"/><circle cx="46" cy="46" r="14" fill="${lighten(
				colour,
				0.3,
			)}"/><circle cx="36" cy="28" r="14" fill="${darken(colour, 0.15)}"/>`
		case 2: {
			let rays = ''
			for (let i = 0; i < 8; i++) {
				const angle = (Math.PI / 4) * i
				rays += `<path d="M${n(36 + 16 * Math.cos(angle))} ${n(40 + 16 * Math.sin(angle))}L${n(
					36 + 26 * Math.cos(angle),
				)} ${n(40 + 26 * Math.sin(angle))}"/>`
			}
			return `<circle cx="36" cy="40" r="11" fill="${colour}"/><g stroke="${colour}" stroke-width="4" stroke-linecap="round">${rays}</g>`
		}
		default:
			return `<circle cx="36" cy="40" r="25" fill="none" stroke="${colour}" stroke-width="4"/><path d="M36 19L43 40L36 61L29 40Z" fill="${colour}"/>`
	}
}

/** A 240×80 logo for a (fictional) partner: a geometric mark and the name. */
export function partnerLogoSvg(name: string): string {
	const index = partnerNames.indexOf(name as (typeof partnerNames)[number])
	const style = (index >= 0 ? index : hashString(name)) % 4
	const colour = partnerColours[style] ?? '#6a4c93'
	const lines = wrap(name, 14).slice(0, 2)
	let body = partnerMark(style, colour)
	lines.forEach((line, i) => {
		const y = lines.length === 1 ? 48 : 36 + i * 24
		body += text(
			72,
			y,
			line,
			`font-family="${SANS}" font-weight="${i === 0 ? 700 : 500}" font-size="${fitFontSize(
				line,
				160,
				21,
				0.58,
			)}" fill="#374151"`,
		)
	})
	return svg(240, 80, name, body)
}

const categoryColours: Record<string, string> = {
	femme: '#e7348f',
	humanitaire: '#1d4e89',
	enfant: '#f4a261',
	environnement: '#2a9d5b',
	solidarite: '#e63946',
	animaux: '#8d6e63',
	sante: '#0f7c80',
	education: '#6a4c93',
}

/** A 96×96 round icon of a charity category, with the category's motif. */
export function categoryIconSvg(slug: string): string {
	const name = categories.find((category) => category.slug === slug)?.name ?? slug
	const colour = categoryColours[slug] ?? BRAND_COLOURS.primary
	const body = `<circle cx="48" cy="48" r="46" fill="${colour}"/><g transform="translate(48 48) scale(50)">${motifShape(
		motifForCategory(slug),
		'#ffffff',
	)}</g>`
	return svg(96, 96, name, body)
}
