import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { links } from '#app/lib/site/site-links.ts'

/** /partenaires/assocs leads to the partner charities list, keeping its query (docs/requirements.md#spec-2-2). */
export function loader({ request }: LoaderFunctionArgs) {
	return redirect(`${links.partnerCharities}${new URL(request.url).search}`, 301)
}
