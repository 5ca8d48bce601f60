import { type JsonLd as JsonLdData } from '#app/lib/site/structured-data.ts'

// Search engines read the block in the page the server sends; the browser keeps it as it is and needs no
// code to write it (`import.meta.env.SSR` is false in the browser's build, where the awaited import is
// removed: bench:js). After a client-side navigation the block is empty: a crawler loads each page itself.
const serialize = import.meta.env.SSR
	? (await import('#app/lib/site/structured-data.ts')).serializeJsonLd
	: null

/**
 * A schema.org block for search engines. The text is escaped by `serializeJsonLd`, so data from users (a pot's
 * name) cannot close the element. A data block is never executed: the CSP's script rules do not apply to it.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
	return (
		<script
			type="application/ld+json"
			suppressHydrationWarning
			dangerouslySetInnerHTML={{ __html: serialize ? serialize(data) : '' }}
		/>
	)
}
