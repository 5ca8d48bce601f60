import { type LoaderFunctionArgs } from '@remix-run/node'
import { posterFileNames } from '#app/lib/pots/poster-layout.ts'
import { requireOrganiserPot } from '#app/pots/organiser.server.ts'
import { potQrPng } from '#app/pots/poster.server.ts'

/** The QR code of the pot's page as a PNG, for its organiser only (issue 27, item 4). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { pot } = await requireOrganiserPot(request, params.id)
	return new Response(await potQrPng(request, pot.id), {
		headers: {
			'content-type': 'image/png',
			'content-disposition': `attachment; filename="${posterFileNames.qrPng(pot.id)}"`,
			'cache-control': 'private, no-store',
		},
	})
}
