import { type MetaDescriptor } from '@remix-run/node'

/** What a public page says about itself to search engines and to the sites it is shared on. */
type PageSeo = {
	title: string
	description: string
	/** The page's own path, without query: the canonical URL is the site's address plus this path. */
	path: string
	keywords?: readonly string[]
	/** An image path or absolute URL for Open Graph / Twitter cards (charity and pot pages). */
	image?: string
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
		{ name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
		{ name: 'twitter:title', content: title },
		{ name: 'twitter:description', content: page.description },
	]
	if (page.keywords?.length) tags.push({ name: 'keywords', content: page.keywords.join(', ') })
	if (page.image) {
		const image = absolute(publicUrl, page.image)
		tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image })
	}
	return tags
}

/** For a route's `meta` export: `export const meta: MetaFunction = (args) => pageMeta(args, {...})`. */
export function pageMeta(
	args: { matches: ReadonlyArray<{ id: string; data?: unknown }> },
	page: PageSeo,
): MetaDescriptor[] {
	return seoMeta(page, publicUrlFrom(args.matches))
}
