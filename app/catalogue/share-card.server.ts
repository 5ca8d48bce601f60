import {
	charityShareAlt,
	charityShareCard,
	charityShareImagePath,
	parseShareImageFile,
	SHARE_CARD,
	type ShareImage,
} from '../lib/site/share-card.ts'
import { parseId } from '../lib/ids.ts'
import { redirectToCurrentCard, shareCardResponse, shareCardVersion } from '../platform/share-card.server.ts'
import { getCharityById } from './charity.server.ts'
import { type CharityPageData } from './types.ts'

type CardCharity = Pick<CharityPageData, 'id' | 'name' | 'category' | 'bannerUrl' | 'hasBanner'>

const cover = (charity: CardCharity) => (charity.hasBanner ? charity.bannerUrl : null)

/** A charity page's shared image: its URL changes with its name, category or banner. */
export function charityShareImage(charity: CardCharity): ShareImage {
	return {
		url: charityShareImagePath(charity.id, shareCardVersion(charityShareCard(charity), cover(charity))),
		alt: charityShareAlt(charity),
		width: SHARE_CARD.width,
		height: SHARE_CARD.height,
		type: SHARE_CARD.type,
	}
}

/** `/og/association/:id/:version.jpg`, like a pot's card (app/pots/share-card.server.ts). */
export async function charityShareCardResponse(idParam: string | undefined, file: string | undefined) {
	const charityId = parseId(idParam)
	const version = parseShareImageFile(file)
	const charity = charityId && version ? getCharityById(charityId) : null
	if (!charity) throw new Response('Image introuvable', { status: 404 })
	const current = charityShareImage(charity).url
	if (current !== charityShareImagePath(charity.id, version!)) return redirectToCurrentCard(current)
	return shareCardResponse(`charity-${charity.id}`, charityShareCard(charity), cover(charity))
}
