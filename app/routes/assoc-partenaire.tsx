import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { links } from '#app/lib/site/site-links.ts'

/** /assoc-partenaire, the former listing address, leads to the partner charities list (docs/requirements.md#spec-2-2). */
export function loader({ request }: LoaderFunctionArgs) {
	return redirect(`${links.partnerCharities}${new URL(request.url).search}`, 301)
}
