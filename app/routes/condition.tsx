import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { links } from '#app/lib/site/site-links.ts'

/** The legacy /condition leads to the terms of use, keeping its query (spec 3 "Legacy redirects"). */
export function loader({ request }: LoaderFunctionArgs) {
	return redirect(`${links.terms}${new URL(request.url).search}`, 301)
}

export function action({ request }: ActionFunctionArgs) {
	return redirect(`${links.terms}${new URL(request.url).search}`, 301)
}
