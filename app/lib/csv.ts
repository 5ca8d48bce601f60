/**
 * CSV for spreadsheets set to French (Excel, LibreOffice): UTF-8 with a byte order mark (so accents open
 * right), semicolons between fields, a decimal comma, CRLF line ends.
 */

/** 123456 → `1234,56` (no thousands separator: spreadsheets read it as a number). */
export function csvEuros(cents: number) {
	const sign = cents < 0 ? '-' : ''
	const abs = Math.abs(cents)
	return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}

/** One field: quoted (inner quotes doubled) when it holds a quote, a semicolon or a line break. */
export function csvField(value: string | number) {
	const text = String(value)
	return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * Text typed by someone else (a name, an e-mail): a leading `=`, `+`, `-`, `@` or tab would make the
 * spreadsheet run it as a formula, so it is prefixed with an apostrophe.
 */
export function csvText(value: string) {
	return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** The whole document: byte order mark, one line per row, CRLF after each line. */
export function csvDocument(rows: ReadonlyArray<ReadonlyArray<string | number>>) {
	return `\uFEFF${rows.map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`
}
