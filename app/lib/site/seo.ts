import { type MetaDescriptor } from '@remix-run/node'
import { SITE_SHARE_IMAGE, type ShareImage } from './share-card.ts'

/** What a public page says about itself to search engines and to the sites it is shared on. */
type PageSeo = {
	title: string
	description: string
	/** The page's own path, without query: the canonical URL is the site's address plus this path. */
	path: string
	keywords?: readonly string[]
	/**
	 * The picture of Open Graph / Twitter cards (a path or an absolute URL), with its text alternative and
	 * size; the site's card (app/lib/site/share-card.ts) when the page has none of its own.
	 */
	image?: ShareImage
	type?: 'website' | 'article'
}

export const siteName = 'Donnons'

/** The root loader's `publicUrl`, read from a meta function's matches. */
function publicUrlFrom(matches: ReadonlyArray<{ id: string; data?: unknown }>): string {
	const root = matches.find((match) => match.id === 'root')?.data as { publicUrl?: string } | undefined
	return root?.publicUrl ?? ''
}

export function absolute(publicUrl: string, pathOrUrl: string): string {
	if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl
	return `${publicUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/** Title, description, keywords, canonical link, Open Graph and Twitter card of a page (absolute URLs). */
export function seoMeta(page: PageSeo, publicUrl: string): MetaDescriptor[] {
	const url = absolute(publicUrl, encodeURI(decodeURI(page.path)))
	const title = page.title.includes(siteName) ? page.title : `${page.title} — ${siteName}`
	const tags: MetaDescriptor[] = [
		{ title },
		{ name: 'description', content: page.description },
		{ tagName: 'link', rel: 'canonical', href: url },
		{ property: 'og:site_name', content: siteName },
		{ property: 'og:locale', content: 'fr_FR' },
		{ property: 'og:type', content: page.type ?? 'website' },
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: page.description },
		{ property: 'og:url', content: url },
		{ name: 'twitter:card', content: 'summary_large_image' },
		{ name: 'twitter:title', content: title },
		{ name: 'twitter:description', content: page.description },
	]
	if (page.keywords?.length) tags.push({ name: 'keywords', content: page.keywords.join(', ') })
	const image = page.image ?? SITE_SHARE_IMAGE
	const imageUrl = absolute(publicUrl, image.url)
	tags.push(
		{ property: 'og:image', content: imageUrl },
		{ property: 'og:image:type', content: image.type },
		{ property: 'og:image:width', content: String(image.width) },
		{ property: 'og:image:height', content: String(image.height) },
		{ property: 'og:image:alt', content: image.alt },
		{ name: 'twitter:image', content: imageUrl },
		{ name: 'twitter:image:alt', content: image.alt },
	)
	return tags
}

/** For a route's `meta` export: `export const meta: MetaFunction = (args) => pageMeta(args, {...})`. */
export function pageMeta(
	args: { matches: ReadonlyArray<{ id: string; data?: unknown }> },
	page: PageSeo,
): MetaDescriptor[] {
	return seoMeta(page, publicUrlFrom(args.matches))
}
