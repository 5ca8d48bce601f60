import { type LoaderFunctionArgs } from '@remix-run/node'
import { potShareCardResponse } from '#app/pots/share-card.server.ts'

/** The picture shown when a pot page is shared: `/og/cagnotte/:id/:version.jpg` (app/pots/share-card.server.ts). */
export const loader = ({ params }: LoaderFunctionArgs) => potShareCardResponse(params.id, params.file)
