import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireCharityMember } from '#app/auth/staff.server.ts'
import { charityPayoutId } from '#app/charity-space/money-documents.server.ts'
import { payoutStatementFileName } from '#app/lib/payouts/payout-statement.ts'
import { payoutStatementCsvFile } from '#app/payouts/statement.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'

/** A payout's statement as CSV for French spreadsheets (ADR 027), for the payout's charity's members only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const payoutId = charityPayoutId(charity.id, params.payoutId)
	const csv = payoutId ? payoutStatementCsvFile(payoutId) : null
	if (!payoutId || !csv) throw httpError(404)
	return new Response(csv, {
		headers: {
			'content-type': 'text/csv; charset=utf-8',
			'content-disposition': `attachment; filename="${payoutStatementFileName(payoutId, 'csv')}"`,
			'cache-control': 'private, no-store',
		},
	})
}
