import { type APIResponse, type Page } from '@playwright/test'
import { expect } from '#tests/support/e2e/playwright.ts'
import { e2eDatabase } from '#tests/support/e2e/database.ts'
import { PDF } from '#tests/support/e2e/onboarding-steps.ts'
import { REPRESENTATIVE_FORM } from '#tests/support/onboarding-forms.ts'

/**
 * A charity the bank can pay (KYC REGULAR and an ACTIVE payout bank account), for journeys where its
 * onboarding is only a precondition (the payout journey). The member signed in on `page` posts the
 * onboarding's forms to the server as the pages' forms do (the same routes, actions and provider calls), and
 * the sandbox's controls page validates each document, without loading and rendering a page for every step:
 * the onboarding's pages are proven through the browser, with JavaScript on and off, by
 * tests/e2e/charity-onboarding.test.ts. The end state is checked on the onboarding page itself.
 */

const DOCUMENT_TYPES = ['REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION', 'IDENTITY_PROOF'] as const

/** A form's action answered with its redirect (after a success), not with the page it re-renders. */
function expectRedirect(response: APIResponse, step: string) {
	expect(response.status(), `${step}: ${response.headers()['location'] ?? 'no redirect'}`).toBe(302)
}

export async function onboardThroughForms(page: Page, charityId: number, legalName: string) {
	const request = page.request
	const base = `/association-espace/${charityId}/inscription`
	const post = (path: string, form: Record<string, string>) => request.post(path, { form, maxRedirects: 0 })
	expectRedirect(
		await post(`${base}/identite`, {
			legal_name: legalName,
			legal_form: 'ASSOCIATION_1901',
			legal_id_type: 'RNA',
			legal_id: 'W751234567',
			legal_category: 'GENERAL_INTEREST',
			address_line_1: '12 rue des Lilas',
			post_code: '75011',
			city: 'Paris',
			country_iso: 'FR',
		}),
		'identity',
	)
	expectRedirect(await post(`${base}/representant`, REPRESENTATIVE_FORM), 'representative')
	for (const type of DOCUMENT_TYPES) {
		const response = await request.post(`${base}/justificatifs?type=${type}`, {
			multipart: { document: { name: `${type}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
			maxRedirects: 0,
		})
		expectRedirect(response, `document ${type}`)
	}
	// The bank's compliance officer validates each document on the sandbox's controls page.
	const sent = e2eDatabase()
		.prepare(
			'select provider_document_id as id from charity_kyc_documents where charity_id = ? and provider_document_id is not null',
		)
		.all(charityId) as Array<{ id: string }>
	expect(sent).toHaveLength(DOCUMENT_TYPES.length)
	for (const { id } of sent) {
		const response = await request.post('/sandbox/controls', { form: { intent: 'kyc-accept', id } })
		expect(response.status(), `kyc-accept ${id}`).toBe(200)
		expect(await response.text()).toMatch(/Document \d+ validé\./)
	}
	expectRedirect(
		await post(`${base}/compte-bancaire`, {
			holder_name: legalName,
			iban: 'FR76 3000 4000 0312 3456 7890 143',
			address_line_1: '12 rue des Lilas',
			post_code: '75011',
			city: 'Paris',
			country_iso: 'FR',
		}),
		'bank account',
	)
	await page.goto(base)
	await expect(page.getByText('L’inscription est terminée')).toBeVisible()
}
