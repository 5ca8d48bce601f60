import { describe, expect, test } from 'vitest'
import { csvDocument, csvEuros, csvField, csvText } from './csv.ts'

describe('CSV for French spreadsheets', () => {
	test('euros with a decimal comma, negative amounts signed', () => {
		expect(csvEuros(0)).toBe('0,00')
		expect(csvEuros(5)).toBe('0,05')
		expect(csvEuros(123456)).toBe('1234,56')
		expect(csvEuros(-2500)).toBe('-25,00')
	})

	test('a field is quoted only when it holds a quote, a semicolon or a line break', () => {
		expect(csvField('Marie Dupont')).toBe('Marie Dupont')
		expect(csvField(12)).toBe('12')
		expect(csvField('a;b')).toBe('"a;b"')
		expect(csvField('Les "Amis"')).toBe('"Les ""Amis"""')
		expect(csvField('deux\nlignes')).toBe('"deux\nlignes"')
	})

	test('text that a spreadsheet would run as a formula is neutralised', () => {
		expect(csvText('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")')
		expect(csvText('+33 6')).toBe("'+33 6")
		expect(csvText('@foo')).toBe("'@foo")
		expect(csvText('Jean-Marc')).toBe('Jean-Marc')
	})

	test('a document: byte order mark, semicolons, CRLF after every line', () => {
		expect(
			csvDocument([
				['a', 'b'],
				[1, 'c;d'],
			]),
		).toBe('\uFEFFa;b\r\n1;"c;d"\r\n')
	})
})
