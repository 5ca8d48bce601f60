// The HTML rules every page of the site is held to: the end-to-end suite checks the HTML of each page a
// journey visits (tests/support/e2e/html-validity.ts) and fails on any finding.
// `standard`: what the HTML standard requires (what the W3C validator reports); `a11y`: accessibility rules.
// A rule is switched off or relaxed here only with its reason.
import { Rule } from 'html-validate'

/**
 * What the W3C validator checks and html-validate does not: a required single-line `<select>` starts with a
 * placeholder option (empty value or no text), so that choosing nothing cannot pass as a choice.
 */
class RequiredSelectPlaceholder extends Rule {
	documentation() {
		return { description: 'A required <select> must start with an option of empty value or empty text.' }
	}
	setup() {
		this.on('dom:ready', (event) => {
			for (const select of event.document.querySelectorAll('select[required]')) {
				if (select.hasAttribute('multiple')) continue
				const size = Number(select.getAttribute('size')?.value ?? 1)
				if (size > 1) continue
				const first = select.querySelector('option')
				const empty = first && (first.getAttribute('value')?.value === '' || first.textContent.trim() === '')
				if (!empty) this.report(select, 'required <select> without an empty first option (placeholder)')
			}
		})
	}
}

export default {
	root: true,
	extends: ['html-validate:standard', 'html-validate:a11y'],
	plugins: [{ name: 'donnons', rules: { 'donnons/required-select-placeholder': RequiredSelectPlaceholder } }],
	rules: {
		'donnons/required-select-placeholder': 'error',
		// ARIA 1.2 lets a list be named (role `list` accepts a name from the author); the lists we name (the pot
		// cards of a search, the partners of the footer) are announced by that name, as intended.
		'aria-label-misuse': ['error', { allowAnyNamable: true }],
		// A page waiting for the payment provider (« Paiement en cours », a card form not ready yet) reloads
		// itself every few seconds without JavaScript, by design: the donor's payment goes on as soon as the
		// provider allows it, nothing typed is lost, and after ten minutes the page stops and says so.
		'meta-refresh': 'off',
	},
}
