import { SITE_SHARE_CARD } from '../lib/site/share-card.ts'
import { shareCardResponse } from '../platform/share-card.server.ts'

/** `/og/donnons.jpg`: the card of the home and static pages, drawn once and kept on disk; browsers keep it a day. */
export const siteShareCardResponse = () =>
	shareCardResponse('site', SITE_SHARE_CARD, null, 'public, max-age=86400')
