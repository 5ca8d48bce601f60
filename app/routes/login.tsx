import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { links } from '#app/lib/site/site-links.ts'

/** /login leads to the combined authentication page, keeping its query (docs/requirements.md#spec-1-2). */
export function loader({ request }: LoaderFunctionArgs) {
	return redirect(`${links.auth}${new URL(request.url).search}`)
}
