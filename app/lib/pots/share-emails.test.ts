import { describe, expect, test } from 'vitest'
import { derivedMessages, shareMessages } from '../messages.ts'
import {
	classifyAddresses,
	csvCells,
	extractFileAddresses,
	guestListErrors,
	importedLabel,
	isAcceptedShareFile,
	parseGuestList,
	splitAddresses,
} from './share-emails.ts'

describe('typed addresses', () => {
	test('split on commas, semicolons, spaces and new lines; trimmed, lower-cased, de-duplicated', () => {
		const text =
			' Jean.Martin@Exemple.fr, sophie@exemple.fr;paul@exemple.org\n\nluc@exemple.fr  jean.martin@exemple.fr\r\nANNE@exemple.fr\t'
		expect(parseGuestList(text)).toEqual({
			valid: [
				'jean.martin@exemple.fr',
				'sophie@exemple.fr',
				'paul@exemple.org',
				'luc@exemple.fr',
				'anne@exemple.fr',
			],
			invalid: [],
		})
	})

	test('invalid addresses are kept apart, in order', () => {
		expect(parseGuestList('marie@exemple.fr, marie@, exemple.fr, jean@@exemple.fr')).toEqual({
			valid: ['marie@exemple.fr'],
			invalid: ['marie@', 'exemple.fr', 'jean@@exemple.fr'],
		})
	})

	test('an address copied from a mail client keeps only the address', () => {
		expect(splitAddresses('<marie@exemple.fr>; mailto:paul@exemple.fr')).toEqual([
			'marie@exemple.fr',
			'paul@exemple.fr',
		])
	})

	test('empty text gives an empty list', () => {
		expect(parseGuestList(' ,; \n')).toEqual({ valid: [], invalid: [] })
	})
})

describe('imported files', () => {
	test('a txt file with one address a line', () => {
		expect(extractFileAddresses('\uFEFFa@exemple.fr\r\nb@exemple.fr\r\n\r\n')).toEqual([
			'a@exemple.fr',
			'b@exemple.fr',
		])
	})

	test('a CSV with a header row and quoted cells: only the cells that look like e-mails', () => {
		const csv = [
			'"Nom";"Prénom";"Email";"Téléphone"',
			'"Dupont";"Marie";"Marie.Dupont@exemple.fr";"06 12 34 56 78"',
			'"Martin, Jean";"Jean";"jean.martin@exemple.fr";""',
			'"Le ""Grand"" Paul";Paul;paul@exemple.org;',
		].join('\r\n')
		expect(extractFileAddresses(csv)).toEqual([
			'marie.dupont@exemple.fr',
			'jean.martin@exemple.fr',
			'paul@exemple.org',
		])
	})

	test('quoted cells may hold separators and line breaks', () => {
		expect(csvCells('"a, b";"c\nd"\n"e ""f"""')).toEqual(['a, b', 'c\nd', 'e "f"'])
	})

	test('a cell with an @ that is not an address is reported as invalid', () => {
		expect(parseGuestList('', 'email\nmarie@exemple\nluc@exemple.fr')).toEqual({
			valid: ['luc@exemple.fr'],
			invalid: ['marie@exemple'],
		})
	})

	test('typed and imported addresses are merged without duplicates', () => {
		expect(parseGuestList('a@exemple.fr', 'email,nom\nA@exemple.fr,Anne\nb@exemple.fr,Bruno')).toEqual({
			valid: ['a@exemple.fr', 'b@exemple.fr'],
			invalid: [],
		})
	})

	test('only .csv and .txt files are accepted', () => {
		expect(isAcceptedShareFile('Invités.CSV')).toBe(true)
		expect(isAcceptedShareFile('liste.txt')).toBe(true)
		expect(isAcceptedShareFile('liste.xlsx')).toBe(false)
		expect(isAcceptedShareFile('csv')).toBe(false)
	})
})

describe('rules', () => {
	test('at least one address', () => {
		expect(guestListErrors({ valid: [], invalid: [] })).toEqual([shareMessages.atLeastOneEmail])
	})

	test('invalid addresses are listed after the message', () => {
		expect(guestListErrors(parseGuestList('ok@exemple.fr, marie@, paul.exemple.fr'))).toEqual([
			"Le format de l'email est invalide : marie@, paul.exemple.fr",
		])
	})

	test('a long list of invalid addresses is cut after twenty', () => {
		const invalid = Array.from({ length: 23 }, (_, i) => `x${i}@`)
		const [message] = guestListErrors({ valid: [], invalid })
		expect(message).toMatch(/^Le format de l'email est invalide : x0@, x1@, .*x19@ et 3 autres$/)
	})

	test('500 guests are allowed, 501 are not', () => {
		const addresses = (n: number) => Array.from({ length: n }, (_, i) => `invite${i}@exemple.fr`)
		expect(guestListErrors(classifyAddresses(addresses(500)))).toEqual([])
		expect(guestListErrors(classifyAddresses(addresses(501)))).toEqual([derivedMessages.tooManyGuests])
		// Duplicates do not count twice.
		expect(guestListErrors(classifyAddresses(addresses(500), addresses(500)))).toEqual([])
	})

	test('imported count label', () => {
		expect(importedLabel(1)).toBe('1 adresse importée')
		expect(importedLabel(12)).toBe('12 adresses importées')
	})
})
