import { siteShareCardResponse } from '#app/site/share-card.server.ts'

/** The picture shown when the home page or a static page is shared (app/lib/site/share-card.ts). */
export const loader = () => siteShareCardResponse()
