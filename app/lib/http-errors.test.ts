import { describe, expect, test } from 'vitest'
import { httpErrorPage, httpErrorText } from './http-errors.ts'

describe('httpErrorText', () => {
	test.each([400, 403, 404, 405, 413, 415, 429, 500, 503])('%i has a French title and message', (status) => {
		const { title, message } = httpErrorText(status)
		expect(title.length).toBeGreaterThan(3)
		expect(message).toMatch(/[éèàù’]|page|demande/)
	})
	test('an unknown client error reads as a bad request, a server error as the generic failure', () => {
		expect(httpErrorText(418)).toEqual(httpErrorText(400))
		expect(httpErrorText(502).title).toBe('Une erreur est survenue')
	})
	test('prototype keys are no status', () => {
		expect(httpErrorText(Number('constructor'))).toEqual(httpErrorText(500))
	})
})

test('httpErrorPage is a French page with no English default text', () => {
	const page = httpErrorPage(404)
	expect(page).toContain('<html lang="fr">')
	expect(page).toContain('Page introuvable')
	expect(page).not.toMatch(/Not Found|Error|Forbidden/)
})
