/**
 * The e-mail address check, without zod: the same pattern as zod 3.25's `z.string().email()` (its
 * `emailRegex`), so the browser's check (the share form) and the server's schemas (app/lib/validation.ts)
 * accept exactly the same addresses, while the pot page does not ship zod just to check an address (issue 16).
 */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i

/** Whether a typed address (surrounding spaces ignored) is an e-mail address. */
export function isValidEmail(email: string): boolean {
	return EMAIL.test(email.trim())
}
