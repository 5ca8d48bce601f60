import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireOperator } from '#app/auth/staff.server.ts'
import { payoutStatementFileName } from '#app/lib/payouts/payout-statement.ts'
import { payoutStatementCsvFile } from '#app/payouts/statement.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'
import { parseId } from '#app/lib/ids.ts'

/** Any payout's statement as CSV for French spreadsheets (ADR 027), for operators. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireOperator(request)
	const payoutId = parseId(params.payoutId) ?? 0
	const csv = payoutId ? payoutStatementCsvFile(payoutId) : null
	if (!csv) throw httpError(404)
	return new Response(csv, {
		headers: {
			'content-type': 'text/csv; charset=utf-8',
			'content-disposition': `attachment; filename="${payoutStatementFileName(payoutId, 'csv')}"`,
			'cache-control': 'private, no-store',
		},
	})
}
