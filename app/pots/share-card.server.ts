import {
	potShareCard,
	potShareImagePath,
	parseShareImageFile,
	SHARE_CARD,
	shareCardAlt,
	type ShareImage,
} from '../lib/site/share-card.ts'
import { parseId } from '../lib/ids.ts'
import { redirectToCurrentCard, shareCardResponse, shareCardVersion } from '../platform/share-card.server.ts'
import { getPublicPot } from './pot-page.server.ts'

type CardPot = {
	id: number
	name: string
	charityName: string
	totalCents: number
	donationsCount: number
	bannerPath: string | null
}

/** The pot page's shared image: its URL changes whenever what the card shows changes (name, cover, totals). */
export function potShareImage(pot: CardPot): ShareImage {
	const card = potShareCard(pot)
	return {
		url: potShareImagePath(pot.id, shareCardVersion(card, pot.bannerPath)),
		alt: shareCardAlt(card),
		width: SHARE_CARD.width,
		height: SHARE_CARD.height,
		type: SHARE_CARD.type,
	}
}

/**
 * `/og/cagnotte/:id/:version.jpg`: the card of an active pot. An older version redirects to the current one;
 * an unknown or inactive pot, or a malformed name, is a 404.
 */
export async function potShareCardResponse(idParam: string | undefined, file: string | undefined) {
	const potId = parseId(idParam)
	const version = parseShareImageFile(file)
	const pot = potId && version ? getPublicPot(potId) : null
	if (!pot || !pot.isActive) throw new Response('Image introuvable', { status: 404 })
	const current = potShareImage(pot).url
	if (current !== potShareImagePath(pot.id, version!)) return redirectToCurrentCard(current)
	return shareCardResponse(`pot-${pot.id}`, potShareCard(pot), pot.bannerPath)
}
