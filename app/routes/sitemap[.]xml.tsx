import { type LoaderFunctionArgs } from '@remix-run/node'
import { listCharitiesForSitemap } from '#app/catalogue/charity.server.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { sitemapXml, staticSitemapPaths } from '#app/lib/site/sitemap.ts'
import { absoluteUrl } from '#app/mail/urls.server.ts'
import { listOpenPotsForSitemap } from '#app/pots/discover.server.ts'

/** /sitemap.xml: the home page, the public pages, every partner charity and every open pot anyone may see. */
export function loader({ request }: LoaderFunctionArgs) {
	const publicUrl = absoluteUrl(request, '/').replace(/\/+$/, '')
	const xml = sitemapXml(publicUrl, [
		{ path: '/' },
		...staticSitemapPaths().map((path) => ({ path })),
		...listCharitiesForSitemap().map((c) => ({
			path: createPaths.charity(c.slug),
			lastModified: c.updatedAt,
		})),
		...listOpenPotsForSitemap().map((p) => ({ path: createPaths.pot(p.id), lastModified: p.updatedAt })),
	])
	return new Response(xml, {
		headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
	})
}
