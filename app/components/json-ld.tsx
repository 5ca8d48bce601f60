import { type JsonLd as JsonLdData, serializeJsonLd } from '#app/lib/site/structured-data.ts'

/**
 * A schema.org block for search engines. The text is escaped by `serializeJsonLd`, so data from users (a pot's
 * name) cannot close the element. A data block is never executed: the CSP's script rules do not apply to it.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
	return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
