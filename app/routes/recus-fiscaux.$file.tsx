import { type LoaderFunctionArgs } from '@remix-run/node'
import { receiptFileResponse } from '#app/receipts/access.server.ts'

// A tax receipt's PDF (/recus-fiscaux/{number}.pdf) or the donor's yearly statement (/recus-fiscaux/releve-{year}.pdf).
export function loader({ request, params }: LoaderFunctionArgs) {
	return receiptFileResponse(request, params.file)
}
