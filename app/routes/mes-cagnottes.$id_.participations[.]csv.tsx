import { type LoaderFunctionArgs } from '@remix-run/node'
import { participationsCsv, participationsFileName } from '#app/lib/pots/organiser.ts'
import { labelMatchingPayment, matchingCsvLines } from '#app/lib/pots/matching.ts'
import { organiserMatching } from '#app/pots/matching.server.ts'
import { listParticipations, requireOrganiserPot } from '#app/pots/organiser.server.ts'

/** The participations of a pot as CSV for French spreadsheets (its organiser only). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { pot } = await requireOrganiserPot(request, params.id)
	// A company pot's matching: its payment named as such, then the donated and matched totals apart.
	const matching = organiserMatching(pot)
	const rows = labelMatchingPayment(listParticipations(pot.id), matching?.donationId ?? null)
	const body = participationsCsv(rows) + (matching?.offer ? matchingCsvLines(matching) : '')
	return new Response(body, {
		headers: {
			'content-type': 'text/csv; charset=utf-8',
			'content-disposition': `attachment; filename="${participationsFileName(pot.id)}"`,
			'cache-control': 'private, no-store',
		},
	})
}
