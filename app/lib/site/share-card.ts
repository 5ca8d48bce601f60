import { formatEuros } from '../money.ts'

/**
 * The pictures shown when a page is shared (Open Graph, Twitter cards): 1200×630 JPEGs drawn by the server
 * (app/platform/share-card.server.ts), because the sites links are shared on show no SVG (ADR 032).
 */
export const SHARE_CARD = { width: 1200, height: 630, type: 'image/jpeg' } as const

/** An image of a shared page, with what the meta tags say about it. */
export type ShareImage = { url: string; alt: string; width: number; height: number; type: string }

/** What a card says: a title (two lines at most), a subtitle and, for a pot, its figures. */
export type ShareCardText = { title: string; subtitle: string; figures: string | null }

/** The site's own card: home and the static pages. Its URL is fixed: cached for a day. */
export const SITE_SHARE_CARD: ShareCardText = {
	title: 'Donnons',
	subtitle: 'La cagnotte solidaire gratuite au profit des associations',
	figures: '100 % des dons reversés aux associations',
}
export const SITE_SHARE_IMAGE: ShareImage = {
	url: '/og/donnons.jpg',
	alt: 'Donnons, la cagnotte solidaire gratuite au profit des associations : 100 % des dons reversés aux associations.',
	width: SHARE_CARD.width,
	height: SHARE_CARD.height,
	type: SHARE_CARD.type,
}

type PotCardSource = { name: string; charityName: string; totalCents: number; donationsCount: number }

const participants = (count: number) => `${count} participation${count > 1 ? 's' : ''}`

/** A pot's card: its name, its charity, what it has collected so far. */
export function potShareCard(pot: PotCardSource): ShareCardText {
	return {
		title: pot.name,
		subtitle: `Au profit de ${pot.charityName}`,
		figures: `${formatEuros(pot.totalCents)} collectés · ${participants(pot.donationsCount)}`,
	}
}

type CharityCardSource = { name: string; category: { name: string } }

/** A charity's card: its name, its category, what Donnons offers for it. */
export function charityShareCard(charity: CharityCardSource): ShareCardText {
	return {
		title: charity.name,
		subtitle: `Association partenaire · ${charity.category.name}`,
		figures: 'Créez une cagnotte solidaire à son profit',
	}
}

export const charityShareAlt = (charity: CharityCardSource) =>
	`${charity.name}, association partenaire de Donnons (${charity.category.name}) : créez une cagnotte solidaire à son profit.`

/** The text alternative of a card: everything written on it. */
export function shareCardAlt(card: ShareCardText): string {
	return `Cagnotte « ${card.title} », ${card.subtitle.replace(/^Au/, 'au')}${card.figures ? ` : ${card.figures}` : ''}.`
}

/** `/og/cagnotte/12/<version>.jpg`: the version changes with what the card shows, so the URL is cached forever. */
export const potShareImagePath = (potId: number, version: string) => `/og/cagnotte/${potId}/${version}.jpg`

/** `/og/association/<id>/<version>.jpg`, like a pot's. */
export const charityShareImagePath = (charityId: number, version: string) =>
	`/og/association/${charityId}/${version}.jpg`

/** The version of a card's file name (`<16 hex>.jpg`), or null. */
export function parseShareImageFile(file: string | undefined): string | null {
	const match = /^([0-9a-f]{16})\.jpg$/.exec(file ?? '')
	return match ? match[1]! : null
}

/**
 * Cuts `text` into at most `maxLines` lines no wider than `maxWidth` (as `measure` says), on spaces; a word
 * wider than a line is cut, and what does not fit ends the last line with « … ».
 */
export function wrapText(
	text: string,
	maxWidth: number,
	measure: (line: string) => number,
	maxLines: number,
): string[] {
	const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean)
	const lines: string[] = []
	let current = ''
	let index = 0
	for (; index < words.length; index++) {
		const word = words[index]!
		const candidate = current ? `${current} ${word}` : word
		if (measure(candidate) <= maxWidth) {
			current = candidate
			continue
		}
		if (current) {
			lines.push(current)
			current = ''
			if (lines.length === maxLines) break
			index--
			continue
		}
		// A single word wider than the line: as many characters as fit.
		let cut = word.length - 1
		while (cut > 1 && measure(word.slice(0, cut)) > maxWidth) cut--
		lines.push(word.slice(0, cut))
		words[index] = word.slice(cut)
		index--
		if (lines.length === maxLines) break
	}
	if (current && lines.length < maxLines) {
		lines.push(current)
		current = ''
	}
	const cutShort = index < words.length || current !== ''
	if (cutShort && lines.length) {
		let last = lines[lines.length - 1]!
		while (last.length > 1 && measure(`${last}…`) > maxWidth) last = last.slice(0, -1).trimEnd()
		lines[lines.length - 1] = `${last.replace(/[\s,;:.]+$/, '')}…`
	}
	return lines
}
