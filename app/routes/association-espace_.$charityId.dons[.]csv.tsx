import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireCharityMember } from '#app/auth/staff.server.ts'
import { charityDonationsForCsv, checkCharityPotFilter } from '#app/charity-space/money.server.ts'
import {
	charityDonationsCsv,
	charityDonationsFileName,
	parseMoneyFilter,
} from '#app/lib/charity-space/charity-money.ts'

/** The charity's donations (the list's filter) as CSV for French spreadsheets, for its members only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const filter = checkCharityPotFilter(charity.id, parseMoneyFilter(new URL(request.url).searchParams))
	return new Response(charityDonationsCsv(charityDonationsForCsv(charity.id, filter)), {
		headers: {
			'content-type': 'text/csv; charset=utf-8',
			'content-disposition': `attachment; filename="${charityDonationsFileName(charity.id, filter)}"`,
			'cache-control': 'private, no-store',
		},
	})
}
