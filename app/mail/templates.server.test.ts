import { describe, expect, test } from 'vitest'
import {
	EMAIL_FOOTER,
	escapeHtml,
	renderEmail,
	resetPasswordEmail,
	welcomeEmail,
} from './templates.server.ts'

const resetUrl = 'https://donnons.example/reinitialiser-mot-de-passe?token=abc123&x=1'
const dashboardUrl = 'https://donnons.example/home/private'

describe('escapeHtml', () => {
	test('escapes the five HTML-significant characters', () => {
		expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
			'&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
		)
	})
})

describe('e-mail templates', () => {
	test('subjects are the French ones', () => {
		expect(welcomeEmail({ firstName: 'Alice', dashboardUrl }).subject).toBe('Bienvenue sur Donnons')
		expect(resetPasswordEmail({ firstName: 'Alice', resetUrl }).subject).toBe(
			'Réinitialisation de votre mot de passe Donnons',
		)
	})

	test('interpolated values are escaped in the HTML', () => {
		const firstName = '<script>alert("x")</script>'
		for (const mail of [
			welcomeEmail({ firstName, dashboardUrl }),
			resetPasswordEmail({ firstName, resetUrl }),
		]) {
			expect(mail.html).not.toContain('<script>')
			expect(mail.html).toContain('Bonjour &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,')
			// The plain-text version is not HTML: it keeps the value as typed.
			expect(mail.text).toContain(`Bonjour ${firstName},`)
		}
	})

	test('the URL is in the text version and, escaped, in the HTML link', () => {
		const reset = resetPasswordEmail({ firstName: 'Alice', resetUrl })
		expect(reset.text).toContain(resetUrl)
		expect(reset.html).toContain(`href="${resetUrl.replace('&', '&amp;')}"`)
		expect(reset.html).not.toContain(resetUrl)
		const welcome = welcomeEmail({ firstName: 'Alice', dashboardUrl })
		expect(welcome.text).toContain(dashboardUrl)
		expect(welcome.html).toContain(`href="${dashboardUrl}"`)
	})

	test('the reset e-mail gives the link’s validity and what to do when not asked', () => {
		const { text, html } = resetPasswordEmail({ firstName: 'Alice', resetUrl })
		for (const body of [text, html]) {
			expect(body).toContain('valable une heure')
			expect(body).toContain('une seule fois')
			expect(body).toContain('ignorez cet e-mail')
		}
	})

	test('the layout is French, accessible and carries the footer', () => {
		const { html, text } = welcomeEmail({ firstName: '', dashboardUrl })
		expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="fr"/)
		expect(html).toContain('<title>Bienvenue sur Donnons</title>')
		expect(html).toContain('role="presentation"')
		expect(html).toContain('background-color:#b81f6c;color:#ffffff')
		expect(html).toContain(EMAIL_FOOTER)
		expect(text).toContain(EMAIL_FOOTER)
		expect(EMAIL_FOOTER).toBe('Donnons SAS — 27 rue de la Fontaine au Roi, 75011 Paris')
		expect(text).toMatch(/^Bienvenue sur Donnons\n\nBonjour,\n/)
	})

	test('renderEmail refuses a link that is not http(s)', () => {
		expect(() =>
			renderEmail({
				preheader: 'p',
				title: 't',
				paragraphs: [],
				button: { label: 'x', url: 'javascript:alert(1)' },
			}),
		).toThrow(/http/)
	})
})
