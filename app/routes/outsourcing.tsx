import { redirect } from '@remix-run/node'
import { externalLinks } from '#app/lib/site/site-links.ts'

/**
 * /outsourcing leaves for the corporate-sponsorship site (spec 3 "Other routes": a full-page redirect, always
 * allowed). 302: the external offer's address may change.
 */
export function loader() {
	return redirect(externalLinks.csrOffer, 302)
}
export const action = loader
