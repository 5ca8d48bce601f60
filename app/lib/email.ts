/**
 * The e-mail address check, without zod: the same pattern as zod 3.25's `z.string().email()` (its
 * `emailRegex`), so the browser's check (the share form) and the server's schemas (app/lib/validation.ts)
 * accept exactly the same addresses, while the pot page does not ship zod just to check an address (docs/performance.md).
 */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i

/**
 * The longest address there is (RFC 5321: a 256-octet path, its angle brackets included). Longer ones are
 * refused here rather than stored: they were accepted, then broke the page that echoed them back (the
 * operator's invitation toast overflowed its cookie: a 500 after the invitation was written and mailed).
 */
const EMAIL_MAX_LENGTH = 254

/** Whether a typed address (surrounding spaces ignored) is an e-mail address. */
export function isValidEmail(email: string): boolean {
	const address = email.trim()
	return address.length <= EMAIL_MAX_LENGTH && EMAIL.test(address)
}
