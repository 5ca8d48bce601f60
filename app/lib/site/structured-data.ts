import { absolute, siteName } from './seo.ts'
import { companyAddress, externalLinks } from './site-links.ts'

/** A schema.org object as JSON-LD (https://schema.org). */
export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>

/**
 * The JSON-LD text to put inside `<script type="application/ld+json">`. JSON is not HTML: a `</script>` or
 * `<!--` inside a pot's name or description would end the script element and let the rest be read as markup.
 * So `<`, `>` and `&` are written as JSON escapes (`\u003c`…), which parse back to the same characters, and so
 * are U+2028 and U+2029 (line terminators for old JavaScript parsers).
 */
export function serializeJsonLd(data: JsonLd): string {
	return JSON.stringify(data)
		.replace(/</g, '\\u003c')
		.replace(/>/g, '\\u003e')
		.replace(/&/g, '\\u0026')
		.replace(/\u2028/g, '\\u2028')
		.replace(/\u2029/g, '\\u2029')
}

/** Donnons as an organisation, for the home page. */
export function organizationLd(publicUrl: string, logoPath: string): JsonLd {
	return {
		'@context': 'https://schema.org',
		'@type': 'Organization',
		name: siteName,
		legalName: companyAddress.name,
		url: absolute(publicUrl, '/'),
		logo: absolute(publicUrl, logoPath),
		email: companyAddress.email,
		description:
			'Plateforme de cagnottes solidaires : particuliers et entreprises collectent des dons pour des associations partenaires, avec reçu fiscal automatique.',
		address: {
			'@type': 'PostalAddress',
			streetAddress: companyAddress.street,
			postalCode: companyAddress.postCode,
			addressLocality: companyAddress.city,
			addressCountry: 'FR',
		},
		sameAs: [externalLinks.facebook, externalLinks.instagram, externalLinks.linkedin, externalLinks.x],
	}
}

/** A pot as the invitation to give to its charity (schema.org DonateAction), for its page. */
export function donateActionLd(pot: {
	name: string
	description: string
	url: string
	imageUrl: string
	charityName: string
	charityUrl: string
	closingDate: Date
	closed: boolean
}): JsonLd {
	return {
		'@context': 'https://schema.org',
		'@type': 'DonateAction',
		name: pot.name,
		description: pot.description,
		url: pot.url,
		image: pot.imageUrl,
		endTime: pot.closingDate.toISOString(),
		actionStatus: pot.closed
			? 'https://schema.org/CompletedActionStatus'
			: 'https://schema.org/PotentialActionStatus',
		recipient: { '@type': 'NGO', name: pot.charityName, url: pot.charityUrl },
		target: { '@type': 'EntryPoint', urlTemplate: pot.url },
	}
}
