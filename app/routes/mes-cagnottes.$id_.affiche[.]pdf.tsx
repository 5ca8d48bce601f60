import { type LoaderFunctionArgs } from '@remix-run/node'
import { posterFileNames } from '#app/lib/pots/poster-layout.ts'
import { requireOrganiserPot } from '#app/pots/organiser.server.ts'
import { potPosterPdf } from '#app/pots/poster.server.ts'

/** The pot's A4 poster (PDF), for its organiser only (issue 27, item 4). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { pot } = await requireOrganiserPot(request, params.id)
	return new Response(await potPosterPdf(request, pot), {
		headers: {
			'content-type': 'application/pdf',
			'content-disposition': `attachment; filename="${posterFileNames.poster(pot.id)}"`,
			'cache-control': 'private, no-store',
		},
	})
}
