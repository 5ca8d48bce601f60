import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireOperator } from '#app/auth/staff.server.ts'
import { payoutStatementFileName } from '#app/lib/payouts/payout-statement.ts'
import { payoutStatementPdfFile } from '#app/payouts/statement-pdf.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'
import { parseId } from '#app/lib/ids.ts'

/** Any payout's statement as PDF (ADR 027), for operators (a charity's questions, its accounts). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireOperator(request)
	const payoutId = parseId(params.payoutId) ?? 0
	const pdf = payoutId ? await payoutStatementPdfFile(payoutId) : null
	if (!pdf) throw httpError(404)
	return new Response(Buffer.from(pdf), {
		headers: {
			'content-type': 'application/pdf',
			'content-disposition': `attachment; filename="${payoutStatementFileName(payoutId, 'pdf')}"`,
			'cache-control': 'private, no-store',
		},
	})
}
