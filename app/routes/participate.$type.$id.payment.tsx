import { redirect, type LoaderFunctionArgs } from '@remix-run/node'

/** docs/requirements.md#spec-3-2: after the company KYC, `participate/{type}/{id}/payment` — the pot's payment page. */
export function loader({ params, request }: LoaderFunctionArgs) {
	if (!/^\d{1,9}$/.test(params.id ?? '')) throw redirect('/')
	throw redirect(`/participate/${params.id}/payment${new URL(request.url).search}`)
}
