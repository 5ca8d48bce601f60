import { derivedMessages, shareMessages } from '../messages.ts'
import { isValidEmail } from '../email.ts'

/** Sharing a pot by e-mail (docs/requirements.md#spec-1-4 – docs/requirements.md#spec-1-5, docs/requirements.md#spec-3-5 and docs/requirements.md#spec-3-9): parsing and checking the guest list. */

const MAX_GUESTS = 500
export const SHARE_FILE_MAX_BYTES = 200 * 1024
export const SHARE_MESSAGE_MAX_LENGTH = 1000
const SHARE_FILE_EXTENSIONS = ['.csv', '.txt'] as const
export const SHARE_FILE_ACCEPT = '.csv,.txt,text/csv,text/plain'

export const shareFormMessages = {
	fileType: 'Seuls les fichiers .csv ou .txt sont acceptés',
	fileTooLarge: 'Le fichier ne doit pas dépasser 200 Ko',
	messageTooLong: `Votre message ne doit pas dépasser ${SHARE_MESSAGE_MAX_LENGTH} caractères`,
} as const

type GuestList = { valid: string[]; invalid: string[] }

/** « 1 adresse importée », « 12 adresses importées ». */
export function importedLabel(count: number) {
	return count > 1 ? `${count} adresses importées` : `${count} adresse importée`
}

const SEPARATORS = /[\s,;]+/

/** Quotes, angle brackets and parentheses around an address ('"Marie" <marie@exemple.fr>') are dropped. */
function cleanToken(token: string) {
	return token
		.replace(/^mailto:/i, '')
		.replace(/^[<"'([]+|[>"')\].:]+$/g, '')
		.trim()
		.toLowerCase()
}

/** The candidate addresses of typed text: split on commas, semicolons, spaces and new lines. */
export function splitAddresses(text: string): string[] {
	return text
		.split(SEPARATORS)
		.map(cleanToken)
		.filter((token) => token !== '')
}

/** The cells of a CSV (or plain-text) content: quoted cells may hold separators, line breaks and "" quotes. */
export function csvCells(content: string): string[] {
	const text = content.replace(/^\uFEFF/, '')
	const cells: string[] = []
	let cell = ''
	let quoted = false
	for (let i = 0; i < text.length; i++) {
		const char = text[i]
		if (quoted) {
			if (char === '"' && text[i + 1] === '"') {
				cell += '"'
				i++
			} else if (char === '"') quoted = false
			else cell += char
		} else if (char === '"' && cell.trim() === '') {
			quoted = true
			cell = ''
		} else if (char === ',' || char === ';' || char === '\t' || char === '\n' || char === '\r') {
			cells.push(cell)
			cell = ''
		} else cell += char
	}
	cells.push(cell)
	return cells.map((c) => c.trim()).filter((c) => c !== '')
}

/**
 * The candidate addresses of an imported csv or txt file: every cell that looks like an e-mail (it has an
 * '@'); other cells (a header row, names, phone numbers) are ignored. A cell may hold several addresses.
 */
export function extractFileAddresses(content: string): string[] {
	return csvCells(content)
		.flatMap(splitAddresses)
		.filter((token) => token.includes('@'))
}

/** Valid and invalid addresses, trimmed, lower-cased and de-duplicated, in their order of appearance. */
export function classifyAddresses(...lists: string[][]): GuestList {
	const seen = new Set<string>()
	const result: GuestList = { valid: [], invalid: [] }
	for (const address of lists.flat()) {
		const email = address.trim().toLowerCase()
		if (!email || seen.has(email)) continue
		seen.add(email)
		if (isValidEmail(email)) result.valid.push(email)
		else result.invalid.push(email)
	}
	return result
}

/** The guest list of the typed text and of the imported file content (if any). */
export function parseGuestList(typed: string, fileContent?: string | null): GuestList {
	return classifyAddresses(splitAddresses(typed), fileContent ? extractFileAddresses(fileContent) : [])
}

const LISTED_INVALID = 20

/** 'Le format de l'email est invalide : a@, b@c' (the first twenty, then how many more). */
function invalidEmailsMessage(invalid: string[]) {
	const listed = invalid.slice(0, LISTED_INVALID).join(', ')
	const more = invalid.length - LISTED_INVALID
	return `${shareMessages.invalidEmailFormat} : ${listed}${more > 0 ? ` et ${more} autre${more > 1 ? 's' : ''}` : ''}`
}

/** The errors of a guest list: none, at least one valid address, no invalid one, at most 500 guests. */
export function guestListErrors({ valid, invalid }: GuestList): string[] {
	const errors: string[] = []
	if (valid.length === 0 && invalid.length === 0) errors.push(shareMessages.atLeastOneEmail)
	if (invalid.length > 0) errors.push(invalidEmailsMessage(invalid))
	if (valid.length > MAX_GUESTS) errors.push(derivedMessages.tooManyGuests)
	return errors
}

/** Whether a file name has an accepted extension (.csv or .txt, any case). */
export function isAcceptedShareFile(name: string) {
	const lower = name.toLowerCase()
	return SHARE_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext))
}

/** The share page of a pot (its form also serves the dialog). */
export { sharePagePath } from './create-paths.ts'
export const SHARE_TITLE = 'Partage par emails (max 500 invités)'

/** What the share form's action answers (the page and the modal read the same shape). */
export type ShareFieldErrors = { form?: string[]; emails?: string[]; file?: string[]; message?: string[] }

export type ShareActionData =
	| {
			status: 'error'
			errors: ShareFieldErrors
			values: { emails: string; message: string }
			imported: string | null
	  }
	| { status: 'sent'; sent: number }
