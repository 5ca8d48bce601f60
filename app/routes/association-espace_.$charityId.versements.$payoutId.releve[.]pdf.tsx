import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireCharityMember } from '#app/auth/staff.server.ts'
import { charityPayoutId } from '#app/charity-space/money-documents.server.ts'
import { payoutStatementFileName } from '#app/lib/payouts/payout-statement.ts'
import { payoutStatementPdfFile } from '#app/payouts/statement-pdf.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'

/** A payout's statement as PDF (ADR 027), for the members of the payout's charity only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const payoutId = charityPayoutId(charity.id, params.payoutId)
	const pdf = payoutId ? await payoutStatementPdfFile(payoutId) : null
	if (!payoutId || !pdf) throw httpError(404)
	return new Response(Buffer.from(pdf), {
		headers: {
			'content-type': 'application/pdf',
			'content-disposition': `attachment; filename="${payoutStatementFileName(payoutId, 'pdf')}"`,
			'cache-control': 'private, no-store',
		},
	})
}
