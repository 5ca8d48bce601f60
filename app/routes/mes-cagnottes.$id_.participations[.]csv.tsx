import { type LoaderFunctionArgs } from '@remix-run/node'
import { participationsCsv, participationsFileName } from '#app/lib/pots/organiser.ts'
import { listParticipations, requireOrganiserPot } from '#app/pots/organiser.server.ts'

/** The participations of a pot as CSV for French spreadsheets (its organiser only). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { pot } = await requireOrganiserPot(request, params.id)
	return new Response(participationsCsv(listParticipations(pot.id)), {
		headers: {
			'content-type': 'text/csv; charset=utf-8',
			'content-disposition': `attachment; filename="${participationsFileName(pot.id)}"`,
			'cache-control': 'private, no-store',
		},
	})
}
