import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { links } from '#app/lib/site/site-links.ts'

/** The legacy /cookie leads to the cookie policy, keeping its query (spec 3 "Legacy redirects"). */
export function loader({ request }: LoaderFunctionArgs) {
	return redirect(`${links.cookies}${new URL(request.url).search}`, 301)
}

export function action({ request }: ActionFunctionArgs) {
	return redirect(`${links.cookies}${new URL(request.url).search}`, 301)
}
