import { redirect, type LoaderFunctionArgs } from '@remix-run/node'

/**
 * The creation flow's last steps under their spec 2 addresses (`/create/company/kyc|payment|sepa`, query
 * amount, gift, evt, id, hide): the pages themselves are the pot's KYC and payment pages (spec 3).
 */
export function loader({ params, request }: LoaderFunctionArgs) {
	const query = new URL(request.url).searchParams
	const id = query.get('id') ?? ''
	if (!/^\d{1,9}$/.test(id) || !['company', 'private', 'particular'].includes(params.type ?? ''))
		throw redirect('/')
	const next = new URLSearchParams()
	for (const [from, to] of [
		['amount', 'amount'],
		['gift', 'tip'],
		['hide', 'hide'],
	] as const) {
		const value = query.get(from)
		if (value) next.set(to, value)
	}
	switch (params.step) {
		case 'kyc':
			throw redirect(`/participate/${params.type === 'company' ? 'company' : 'particular'}/${id}/kyc?${next}`)
		case 'payment':
			throw redirect(`/participate/${id}/payment?${next}`)
		case 'sepa':
			next.set('mode', 'sepa')
			throw redirect(`/participate/${id}/payment?${next}`)
		default:
			throw redirect('/')
	}
}
