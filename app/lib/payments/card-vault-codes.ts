/**
 * The card vault's answers (docs/provider.md#ref-1i): the tokenisation error a vault sends back
 * (`errorCode=…`) and the card registration's ResultCode that follows. Mangopay's codes, read by the card form
 * and reproduced by the sandbox simulator.
 */

/** Tokenisation errors as the vault answers them (`errorCode=…`), then the card registration's ResultCode. */
export const TOKENIZE_ERRORS = {
	cardNumber: '02625',
	expiry: '02626',
	cvx: '02627',
	/** sim: access key or preregistration data do not match, or the registration was already used. */
	accessKey: '09101',
} as const

export const REGISTRATION_RESULTS: Record<string, { code: string; message: string }> = {
	'02625': { code: '105202', message: 'Card number: invalid format' },
	'02626': { code: '105203', message: 'Expiry date: missing or invalid format' },
	'02627': { code: '105204', message: 'CVV: missing or invalid format' },
}
