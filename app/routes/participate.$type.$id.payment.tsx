import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { parseId } from '#app/lib/ids.ts'

/** docs/requirements.md#spec-3-2: after the company KYC, `participate/{type}/{id}/payment` — the pot's payment page. */
export function loader({ params, request }: LoaderFunctionArgs) {
	const potId = parseId(params.id)
	if (!potId) throw redirect('/')
	throw redirect(`/participate/${potId}/payment${new URL(request.url).search}`)
}
