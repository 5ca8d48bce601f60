import { type LoaderFunctionArgs } from '@remix-run/node'
import { posterFileNames } from '#app/lib/pots/poster-layout.ts'
import { requireOrganiserPot } from '#app/pots/organiser.server.ts'
import { potQrSvg } from '#app/pots/poster.server.ts'

/** The QR code of the pot's page as an SVG, for its organiser only (issue 27, item 4). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { pot } = await requireOrganiserPot(request, params.id)
	return new Response(await potQrSvg(request, pot.id), {
		headers: {
			'content-type': 'image/svg+xml; charset=utf-8',
			'content-disposition': `attachment; filename="${posterFileNames.qrSvg(pot.id)}"`,
			'cache-control': 'private, no-store',
		},
	})
}
