import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { links } from '#app/lib/site/site-links.ts'

/** Legacy /tarif (spec 3 "Other routes"): a permanent redirect, keeping the query. */
export function loader({ request }: LoaderFunctionArgs | ActionFunctionArgs) {
	return redirect(`${links.pricing}${new URL(request.url).search}`, 301)
}

export const action = loader
