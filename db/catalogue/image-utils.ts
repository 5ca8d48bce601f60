// Small deterministic helpers shared by the image generators: seeded randomness,
// colour arithmetic, number formatting and XML escaping.

export type Random = {
	next: () => number
	range: (min: number, max: number) => number
	int: (min: number, max: number) => number
	pick: <T>(items: readonly T[]) => T
}

/** FNV-1a 32-bit hash of a string. */
export function hashString(value: string): number {
	let hash = 0x811c9dc5
	for (let i = 0; i < value.length; i++) {
		hash ^= value.charCodeAt(i)
		hash = Math.imul(hash, 0x01000193)
	}
	return hash >>> 0
}

/** A seeded pseudo-random generator (mulberry32): the same seed always draws the same numbers. */
export function createRandom(seed: string): Random {
	let state = hashString(seed)
	const next = () => {
		state = (state + 0x6d2b79f5) | 0
		let t = Math.imul(state ^ (state >>> 15), 1 | state)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	return {
		next,
		range: (min, max) => min + (max - min) * next(),
		int: (min, max) => Math.floor(min + (max - min + 1) * next()),
		pick: <T>(items: readonly T[]): T => {
			const item = items[Math.floor(next() * items.length)]
			if (item === undefined) throw new Error('pick() needs a non-empty list')
			return item
		},
	}
}

type Rgb = [number, number, number]

function parseHex(hex: string): Rgb {
	const clean = hex.replace('#', '')
	const full =
		clean.length === 3
			? clean
					.split('')
					.map((c) => c + c)
					.join('')
			: clean
	if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`Invalid hex colour: ${hex}`)
	return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)]
}

function toHex([r, g, b]: Rgb): string {
	const part = (v: number) =>
		Math.round(Math.min(255, Math.max(0, v)))
			.toString(16)
			.padStart(2, '0')
	return `#${part(r)}${part(g)}${part(b)}`
}

/** Linear mix of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
	const ca = parseHex(a)
	const cb = parseHex(b)
	return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t])
}

export const lighten = (colour: string, t: number) => mix(colour, '#ffffff', t)
export const darken = (colour: string, t: number) => mix(colour, '#000000', t)

/** Relative luminance (0 dark – 1 light), enough to choose a readable foreground. */
export function luminance(colour: string): number {
	const [r, g, b] = parseHex(colour)
	return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

/** Round to one decimal place to keep the SVG source small. */
export function n(value: number): number {
	return Math.round(value * 10) / 10
}

/** Escape text for use in XML content and attribute values. */
export function escapeXml(text: string): string {
	return text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&apos;')
}

/** A short id suffix derived from text, so several inline SVGs on one page never share gradient ids. */
export function idFor(text: string): string {
	return hashString(text).toString(36)
}

/** Run an async function over items with at most `limit` in flight. */
export async function runPool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
	let cursor = 0
	const worker = async () => {
		while (cursor < items.length) {
			const item = items[cursor++]
			if (item !== undefined) await fn(item)
		}
	}
	await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
}
