// Small abstract shapes, one per charity category, drawn in a unit box centred on the
// origin (from -0.5 to 0.5) and placed with a transform.

import { n } from './image-utils.ts'

export type Motif =
	'flower' | 'globe' | 'star' | 'leaf' | 'heart' | 'paw' | 'cross' | 'book' | 'bubble' | 'confetti'

const categoryMotifs: Record<string, Motif> = {
	femme: 'flower',
	humanitaire: 'globe',
	enfant: 'star',
	environnement: 'leaf',
	solidarite: 'heart',
	animaux: 'paw',
	sante: 'cross',
	education: 'book',
}

/** The motif drawn on a category's images ('bubble' for an unknown category). */
export function motifForCategory(categorySlug: string | undefined): Motif {
	return (categorySlug && categoryMotifs[categorySlug]) || 'bubble'
}

function starPath(points: number, outer: number, inner: number): string {
	const parts: string[] = []
	for (let i = 0; i < points * 2; i++) {
		const radius = i % 2 === 0 ? outer : inner
		const angle = (Math.PI * i) / points - Math.PI / 2
		parts.push(
			`${i === 0 ? 'M' : 'L'}${n(Math.cos(angle) * radius * 100) / 100} ${
				n(Math.sin(angle) * radius * 100) / 100
			}`,
		)
	}
	return `${parts.join(' ')}Z`
}

const STAR = starPath(5, 0.5, 0.21)

/** The markup of one motif in unit coordinates, filled (or stroked) with `colour`. */
export function motifShape(motif: Motif, colour: string): string {
	switch (motif) {
		case 'flower': {
			const petals = [0, 72, 144, 216, 288]
				.map((deg) => {
					const a = (deg * Math.PI) / 180
					return `<circle cx="${n(Math.cos(a) * 2.6) / 10}" cy="${n(Math.sin(a) * 2.6) / 10}" r="0.2"/>`
				})
				.join('')
			return `<g fill="${colour}">${petals}<circle r="0.14"/></g>`
		}
		case 'globe':
			return `<g fill="none" stroke="${colour}" stroke-width="0.07"><circle r="0.45"/><ellipse rx="0.2" ry="0.45"/><path d="M-0.45 0H0.45M-0.38 -0.22H0.38M-0.38 0.22H0.38"/></g>`
		case 'star':
			return `<path fill="${colour}" d="${STAR}"/>`
		case 'leaf':
			return `<g fill="${colour}"><path d="M0 -0.5C0.36 -0.24 0.36 0.24 0 0.5C-0.36 0.24 -0.36 -0.24 0 -0.5Z"/></g>`
		case 'heart':
			return `<path fill="${colour}" d="M0 0.42C-0.62 0.02 -0.42 -0.6 0 -0.24C0.42 -0.6 0.62 0.02 0 0.42Z"/>`
		case 'paw':
			return `<g fill="${colour}"><ellipse cy="0.18" rx="0.24" ry="0.2"/><circle cx="-0.3" cy="-0.08" r="0.1"/><circle cx="-0.12" cy="-0.3" r="0.11"/><circle cx="0.12" cy="-0.3" r="0.11"/><circle cx="0.3" cy="-0.08" r="0.1"/></g>`
		case 'cross':
			return `<path fill="${colour}" d="M-0.15 -0.5H0.15V-0.15H0.5V0.15H0.15V0.5H-0.15V0.15H-0.5V-0.15H-0.15Z"/>`
		case 'book':
			return `<path fill="${colour}" d="M-0.04 -0.3L-0.5 -0.4V0.3L-0.04 0.4ZM0.04 -0.3L0.5 -0.4V0.3L0.04 0.4Z"/>`
		case 'confetti':
			return `<rect fill="${colour}" x="-0.5" y="-0.2" width="1" height="0.4" rx="0.1"/>`
		case 'bubble':
			return `<circle fill="${colour}" r="0.5"/>`
	}
}

/** A motif placed at (x, y) with a size in pixels and a rotation in degrees. */
export function placeMotif(
	motif: Motif,
	colour: string,
	x: number,
	y: number,
	size: number,
	rotation: number,
	opacity: number,
): string {
	return `<g opacity="${n(opacity * 100) / 100}" transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(
		rotation,
	)}) scale(${n(size)})">${motifShape(motif, colour)}</g>`
}
