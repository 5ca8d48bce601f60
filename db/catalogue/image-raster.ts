// Raster images (JPEG) composed as SVG and rendered with sharp. They never contain text,
// because fonts differ between machines; the same palette and seed always give the same picture.

import { type Motif, placeMotif } from './image-motifs.ts'
import { type Random, createRandom, darken, escapeXml, lighten, mix, n } from './image-utils.ts'

type Palette = [string, string]
type RasterOptions = { motif?: Motif }

const BANNER_SIZE = { width: 1920, height: 686 } as const
const SLIDE_SIZE = { width: 1200, height: 675 } as const
const EVENT_IMAGE_SIZE = { width: 800, height: 500 } as const
const PORTRAIT_SIZE = { width: 240, height: 240 } as const

const JPEG_OPTIONS = { quality: 80, progressive: true, mozjpeg: true } as const

function svgDocument(width: number, height: number, defs: string, body: string, title = ''): string {
	const heading = title ? `<title>${escapeXml(title)}</title>` : ''
	return `<svg xmlns="http://www.w3.org/2000/svg" role="img" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${heading}<defs>${defs}</defs>${body}</svg>`
}

function linearGradient(id: string, from: string, to: string, angle: number): string {
	const rad = (angle * Math.PI) / 180
	const dx = Math.cos(rad) / 2
	const dy = Math.sin(rad) / 2
	return `<linearGradient id="${id}" x1="${n((0.5 - dx) * 100)}%" y1="${n((0.5 - dy) * 100)}%" x2="${n(
		(0.5 + dx) * 100,
	)}%" y2="${n(
		(0.5 + dy) * 100,
	)}%"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
}

const GLOW = `<radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`

/** A soft wave band from `base` down to the bottom edge, built from smooth quadratic curves. */
function wave(
	random: Random,
	width: number,
	height: number,
	base: number,
	amplitude: number,
	fill: string,
	opacity: number,
): string {
	const segment = random.range(width / 5, width / 2.5)
	let x = -random.range(0, segment)
	let d = `M${n(x)} ${n(base)}Q${n(x + segment / 2)} ${n(base - amplitude)} ${n(x + segment)} ${n(base)}`
	x += segment
	while (x < width + segment) {
		x += segment
		d += `T${n(x)} ${n(base)}`
	}
	d += `L${n(x)} ${height}L${n(-segment)} ${height}Z`
	return `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`
}

function scatteredMotifs(
	random: Random,
	motif: Motif,
	width: number,
	height: number,
	count: number,
	minSize: number,
	maxSize: number,
): string {
	let out = ''
	for (let i = 0; i < count; i++) {
		out += placeMotif(
			motif,
			'#ffffff',
			random.range(0, width),
			random.range(0, height * 0.75),
			random.range(minSize, maxSize),
			random.range(-35, 35),
			random.range(0.1, 0.2),
		)
	}
	return out
}

function softCircles(random: Random, width: number, height: number, count: number, colour: string): string {
	let out = ''
	for (let i = 0; i < count; i++) {
		out += `<circle cx="${n(random.range(0, width))}" cy="${n(random.range(0, height))}" r="${n(
			random.range(height * 0.08, height * 0.4),
		)}" fill="${colour}" opacity="${n(random.range(0.05, 0.13) * 100) / 100}"/>`
	}
	return out
}

/** The SVG source of a banner (1920×686 by default): gradient sky, glow, soft circles, motifs and waves. */
function bannerSvg(palette: Palette, seed: string, options: RasterOptions & { title?: string } = {}): string {
	const { width, height } = BANNER_SIZE
	const random = createRandom(`banner:${seed}`)
	const [a, b] = palette
	const defs = linearGradient('bg', lighten(a, 0.12), darken(b, 0.05), random.range(-20, 40)) + GLOW
	const glowRadius = random.range(height * 0.45, height * 0.75)
	let body = `<rect width="${width}" height="${height}" fill="url(#bg)"/>`
	body += `<circle cx="${n(random.range(width * 0.55, width * 0.9))}" cy="${n(
		random.range(height * 0.15, height * 0.45),
	)}" r="${n(glowRadius)}" fill="url(#glow)"/>`
	body += softCircles(random, width, height, 6, '#ffffff')
	body += scatteredMotifs(
		random,
		options.motif ?? 'bubble',
		width,
		height,
		random.int(12, 18),
		height * 0.04,
		height * 0.11,
	)
	body += wave(
		random,
		width,
		height,
		height * random.range(0.55, 0.65),
		height * random.range(0.08, 0.14),
		lighten(b, 0.35),
		0.35,
	)
	body += wave(
		random,
		width,
		height,
		height * random.range(0.7, 0.78),
		height * random.range(0.06, 0.1),
		mix(a, b, 0.5),
		0.55,
	)
	body += wave(
		random,
		width,
		height,
		height * random.range(0.84, 0.9),
		height * random.range(0.03, 0.06),
		darken(b, 0.2),
		0.8,
	)
	return svgDocument(width, height, defs, body, options.title)
}

function slideHills(random: Random, palette: Palette, motif: Motif): string {
	const { width, height } = SLIDE_SIZE
	const [a, b] = palette
	let body = `<rect width="${width}" height="${height}" fill="url(#bg)"/>`
	body += `<circle cx="${n(random.range(width * 0.2, width * 0.8))}" cy="${n(
		height * random.range(0.2, 0.35),
	)}" r="${n(height * 0.35)}" fill="url(#glow)"/>`
	body += `<circle cx="${n(random.range(width * 0.2, width * 0.8))}" cy="${n(height * 0.3)}" r="${n(
		height * 0.09,
	)}" fill="${lighten(a, 0.75)}" opacity="0.9"/>`
	const shades = [lighten(b, 0.45), mix(a, b, 0.55), darken(b, 0.1), darken(b, 0.3)]
	shades.forEach((shade, i) => {
		const cy = height * (0.72 + i * 0.09)
		body += `<ellipse cx="${n(random.range(0, width))}" cy="${n(cy + height * 0.3)}" rx="${n(
			random.range(width * 0.45, width * 0.8),
		)}" ry="${n(height * 0.34)}" fill="${shade}"/>`
	})
	body += scatteredMotifs(random, motif, width, height * 0.7, 6, 26, 54)
	return body
}

function slideBokeh(random: Random, palette: Palette, motif: Motif): string {
	const { width, height } = SLIDE_SIZE
	const [a, b] = palette
	let body = `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="${darken(
		b,
		0.5,
	)}" opacity="0.55"/>`
	const colours = [a, lighten(a, 0.4), b, lighten(b, 0.5), '#ffffff']
	for (let i = 0; i < 26; i++) {
		body += `<circle cx="${n(random.range(0, width))}" cy="${n(random.range(0, height))}" r="${n(
			random.range(20, 150),
		)}" fill="${random.pick(colours)}" opacity="${n(random.range(0.12, 0.45) * 100) / 100}"/>`
	}
	body += placeMotif(
		motif,
		lighten(a, 0.6),
		width * random.range(0.35, 0.65),
		height * 0.5,
		height * 0.42,
		random.range(-15, 15),
		0.5,
	)
	return body
}

function slideBands(random: Random, palette: Palette, motif: Motif): string {
	const { width, height } = SLIDE_SIZE
	const [a, b] = palette
	const angle = random.range(-30, -15)
	let body = `<rect width="${width}" height="${height}" fill="${lighten(a, 0.55)}"/>`
	body += `<g transform="rotate(${n(angle)} ${width / 2} ${height / 2})">`
	const bandCount = 7
	for (let i = 0; i < bandCount; i++) {
		const y = -height * 0.6 + (i * (height * 2.2)) / bandCount
		body += `<rect x="${-width * 0.5}" y="${n(y)}" width="${width * 2}" height="${n(
			height * random.range(0.12, 0.3),
		)}" fill="${mix(a, b, i / (bandCount - 1))}" opacity="${n(random.range(0.55, 0.95) * 100) / 100}"/>`
	}
	body += '</g>'
	body += placeMotif(
		motif,
		'#ffffff',
		width * random.range(0.6, 0.8),
		height * random.range(0.35, 0.65),
		height * 0.3,
		angle,
		0.75,
	)
	return body
}

function slideMosaic(random: Random, palette: Palette, motif: Motif): string {
	const { width, height } = SLIDE_SIZE
	const [a, b] = palette
	const columns = 8
	const cell = width / columns
	const rows = Math.ceil(height / cell)
	let body = `<rect width="${width}" height="${height}" fill="${darken(a, 0.15)}"/>`
	for (let row = 0; row < rows; row++) {
		for (let column = 0; column < columns; column++) {
			const t = (row + column) / (rows + columns - 2)
			const fill = mix(lighten(a, 0.3), b, t + random.range(-0.12, 0.12))
			body += `<rect x="${n(column * cell + 6)}" y="${n(row * cell + 6)}" width="${n(cell - 12)}" height="${n(
				cell - 12,
			)}" rx="${n(cell * 0.22)}" fill="${fill}"/>`
			if (random.next() < 0.22) {
				body += placeMotif(
					motif,
					'#ffffff',
					column * cell + cell / 2,
					row * cell + cell / 2,
					cell * 0.5,
					0,
					0.6,
				)
			}
		}
	}
	return body
}

const slideLayouts = [slideHills, slideBokeh, slideBands, slideMosaic]

/** The SVG source of slide `index` (0-based): four distinct layouts, cycling. */
function slideSvg(palette: Palette, seed: string, index: number, options: RasterOptions = {}): string {
	const random = createRandom(`slide:${seed}:${index}`)
	const layout = slideLayouts[index % slideLayouts.length] ?? slideHills
	const defs = linearGradient('bg', lighten(palette[0], 0.45), palette[1], random.range(60, 120)) + GLOW
	return svgDocument(
		SLIDE_SIZE.width,
		SLIDE_SIZE.height,
		defs,
		layout(random, palette, options.motif ?? 'bubble'),
	)
}

/** The SVG source of an event card picture: gradient, a ribbon of light and confetti. */
function eventImageSvg(palette: Palette, seed: string): string {
	const { width, height } = EVENT_IMAGE_SIZE
	const random = createRandom(`event:${seed}`)
	const [a, b] = palette
	const defs = linearGradient('bg', lighten(a, 0.2), b, random.range(20, 70)) + GLOW
	let body = `<rect width="${width}" height="${height}" fill="url(#bg)"/>`
	body += `<circle cx="${n(width * random.range(0.3, 0.7))}" cy="${n(height * 0.45)}" r="${n(
		height * 0.55,
	)}" fill="url(#glow)"/>`
	const y1 = height * random.range(0.55, 0.75)
	const y2 = height * random.range(0.25, 0.45)
	body += `<path d="M-20 ${n(y1)}C${n(width * 0.3)} ${n(y2)} ${n(width * 0.6)} ${n(y1 + 80)} ${
		width + 20
	} ${n(y2)}" fill="none" stroke="#ffffff" stroke-width="${n(
		random.range(18, 34),
	)}" stroke-linecap="round" opacity="0.35"/>`
	const confettiColours = ['#ffffff', lighten(a, 0.5), lighten(b, 0.6), a]
	for (let i = 0; i < 42; i++) {
		const motif: Motif = random.next() < 0.55 ? 'confetti' : random.next() < 0.5 ? 'bubble' : 'star'
		body += placeMotif(
			motif,
			random.pick(confettiColours),
			random.range(0, width),
			random.range(0, height),
			random.range(10, 30),
			random.range(0, 360),
			random.range(0.45, 0.9),
		)
	}
	return svgDocument(width, height, defs, body)
}

/** The SVG source of a testimonial avatar: an abstract head-and-shoulders silhouette. */
function portraitSvg(palette: Palette, seed: string): string {
	const { width, height } = PORTRAIT_SIZE
	const random = createRandom(`portrait:${seed}`)
	const [a, b] = palette
	const defs = linearGradient('bg', lighten(a, 0.35), b, random.range(30, 80)) + GLOW
	const skin = lighten(a, random.range(0.7, 0.85))
	const hair = darken(b, random.range(0.2, 0.5))
	const headY = random.range(88, 100)
	let body = `<rect width="${width}" height="${height}" fill="url(#bg)"/><circle cx="120" cy="90" r="110" fill="url(#glow)"/>`
	const style = random.int(0, 2)
	if (style === 1) {
		body += `<path d="M62 ${n(headY + 72)}L66 ${n(headY)}C66 ${n(headY - 72)} 174 ${n(headY - 72)} 174 ${n(
			headY,
		)}L178 ${n(headY + 72)}Z" fill="${hair}"/>`
	}
	body += `<path d="M28 240C30 176 78 152 120 152C162 152 210 176 212 240Z" fill="${lighten(b, 0.2)}"/>`
	body += `<circle cx="120" cy="${n(headY)}" r="44" fill="${skin}"/>`
	if (style === 2) body += `<circle cx="120" cy="${n(headY - 48)}" r="18" fill="${hair}"/>`
	body += `<path d="M76 ${n(headY - 4)}C78 ${n(headY - 58)} 162 ${n(headY - 58)} 164 ${n(headY - 4)}C150 ${n(
		headY - 30,
	)} 96 ${n(headY - 30)} 76 ${n(headY - 4)}Z" fill="${hair}"/>`
	return svgDocument(width, height, defs, body)
}

async function toJpeg(svg: string): Promise<Buffer> {
	// Loaded by the first image drawn: a server whose catalogue images exist never needs it.
	const { default: sharp } = await import('sharp')
	return sharp(Buffer.from(svg)).jpeg(JPEG_OPTIONS).toBuffer()
}

/** A 1920×686 JPEG banner (ratio 2.8). */
export function renderBanner(palette: Palette, seed: string, options: RasterOptions = {}): Promise<Buffer> {
	return toJpeg(bannerSvg(palette, seed, options))
}

/** A 1200×675 JPEG slideshow image; `index` (0-based) changes the layout. */
export function renderSlide(
	palette: Palette,
	seed: string,
	index: number,
	options: RasterOptions = {},
): Promise<Buffer> {
	return toJpeg(slideSvg(palette, seed, index, options))
}

/** An 800×500 JPEG picture for an event type card. */
export function renderEventImage(palette: Palette, seed: string): Promise<Buffer> {
	return toJpeg(eventImageSvg(palette, seed))
}

/** A 240×240 JPEG testimonial avatar. */
export function renderPortrait(palette: Palette, seed: string): Promise<Buffer> {
	return toJpeg(portraitSvg(palette, seed))
}

/** Brand palette and seed of the default banner, shown for charities and pots without one. */
const DEFAULT_BANNER_PALETTE: Palette = ['#eb3192', '#6d1b5a']

export function defaultBannerSvg(): string {
	return bannerSvg(DEFAULT_BANNER_PALETTE, 'donnons-default', {
		motif: 'heart',
		title: 'Donnons, cagnottes solidaires',
	})
}

/** The default banner as a 1920×686 JPEG. */
export function defaultBanner(): Promise<Buffer> {
	return toJpeg(defaultBannerSvg())
}
