// The HTML rules every page of the site is held to: the end-to-end suite checks the HTML of each page a
// journey visits (tests/support/e2e/html-validity.ts) and fails on any finding.
// `standard`: what the HTML standard requires (what the W3C validator reports); `a11y`: accessibility rules.
// A rule is switched off or relaxed here only with its reason.
export default {
	root: true,
	extends: ['html-validate:standard', 'html-validate:a11y'],
	rules: {
		// ARIA 1.2 lets a list be named (role `list` accepts a name from the author); the lists we name (the pot
		// cards of a search, the partners of the footer) are announced by that name, as intended.
		'aria-label-misuse': ['error', { allowAnyNamable: true }],
		// A page waiting for the payment provider (« Paiement en cours », a card form not ready yet) reloads
		// itself every few seconds without JavaScript, by design: the donor's payment goes on as soon as the
		// provider allows it, nothing typed is lost, and after ten minutes the page stops and says so.
		'meta-refresh': 'off',
	},
}
