import { type LoaderFunctionArgs } from '@remix-run/node'
import { charityShareCardResponse } from '#app/catalogue/share-card.server.ts'

/** The picture shown when a charity page is shared: `/og/association/:id/:version.jpg`. */
export const loader = ({ params }: LoaderFunctionArgs) => charityShareCardResponse(params.id, params.file)
