/**
 * A birth date is typed as JJ-MM-AAAA whatever the browser's language (docs/requirements.md#spec-3-9: "Date
 * format DD-MM-YYYY, French locale"): a text field, never the native date picker, which shows mm/dd/yyyy in
 * an English browser. The server still reads and checks it (`birthDateSchema`, which also takes yyyy-MM-dd).
 */
export const birthDateInputProps = {
	inputMode: 'numeric',
	placeholder: 'JJ-MM-AAAA',
	maxLength: 10,
	autoComplete: 'bday',
} as const
