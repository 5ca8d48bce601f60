/**
 * The legal representative's form of a charity's onboarding as the page posts it, with valid values: for the
 * integration tests of its action and the e2e journeys that post it without the browser.
 */
export const REPRESENTATIVE_FORM = {
	first_name: 'Jeanne',
	last_name: 'Martin',
	birth_date: '1970-03-12',
	nationality_iso: 'FR',
	address_line_1: '3 rue Haute',
	post_code: '69001',
	city: 'Lyon',
	country_iso: 'FR',
}
