import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { createStepTarget } from '#app/lib/pots/create-step-target.ts'

/**
 * The creation flow's last steps under their spec 2 addresses (`/create/company/kyc|payment|sepa`): the pages
 * themselves are the pot's KYC and payment pages (spec 3), reached with the donation's amount and tip.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
	const target = createStepTarget(params.type, params.step, new URL(request.url).searchParams)
	throw redirect(target ?? '/')
}
