import { type LoaderFunctionArgs } from '@remix-run/node'
import { robotsTxt } from '#app/lib/site/sitemap.ts'
import { absoluteUrl } from '#app/mail/urls.server.ts'

/** /robots.txt: the areas crawlers leave alone (app/lib/site/sitemap.ts) and where the sitemap is. */
export function loader({ request }: LoaderFunctionArgs) {
	return new Response(robotsTxt(absoluteUrl(request, '/').replace(/\/+$/, '')), {
		headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
	})
}
