import { describe, expect, test } from 'vitest'
import { amountInFigures, amountInFrenchWords, formatEurosPlain } from './amount-in-words.ts'

describe('amountInFrenchWords', () => {
	test.each([
		// cents only, singular and plural
		[0, 'zéro euro'],
		[1, 'un centime'],
		[2, 'deux centimes'],
		[80, 'quatre-vingts centimes'],
		[99, 'quatre-vingt-dix-neuf centimes'],
		// one euro, with and without cents
		[100, 'un euro'],
		[101, 'un euro et un centime'],
		[150, 'un euro et cinquante centimes'],
		[200, 'deux euros'],
		// tens: hyphens below one hundred, "et" for 21…71, none for 81 and 91
		[1700, 'dix-sept euros'],
		[2100, 'vingt et un euros'],
		[2180, 'vingt et un euros et quatre-vingts centimes'],
		[2500, 'vingt-cinq euros'],
		[7000, 'soixante-dix euros'],
		[7100, 'soixante et onze euros'],
		[7200, 'soixante-douze euros'],
		[8000, 'quatre-vingts euros'],
		[8100, 'quatre-vingt-un euros'],
		[9100, 'quatre-vingt-onze euros'],
		// hundreds: "cents" only when it ends the number
		[10000, 'cent euros'],
		[10100, 'cent un euros'],
		[18000, 'cent quatre-vingts euros'],
		[20000, 'deux cents euros'],
		[20100, 'deux cent un euros'],
		// thousands: "mille" invariable, no "un" before it, no plural "cents"/"vingts" before it
		[100000, 'mille euros'],
		[100100, 'mille un euros'],
		[108000, 'mille quatre-vingts euros'],
		[200000, 'deux mille euros'],
		[8000000, 'quatre-vingt mille euros'],
		[18000000, 'cent quatre-vingt mille euros'],
		[20000000, 'deux cent mille euros'],
		// millions and milliards are nouns: plural, and "d'euros" when they end the number
		[100000000, "un million d'euros"],
		[100000010, "un million d'euros et dix centimes"],
		[100010000, 'un million cent euros'],
		[120000000, 'un million deux cent mille euros'],
		[
			199999999,
			'un million neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf euros et quatre-vingt-dix-neuf centimes',
		],
		[200000000, "deux millions d'euros"],
		[8000000000, "quatre-vingts millions d'euros"],
		[20000000000, "deux cents millions d'euros"],
		[100000000000, "un milliard d'euros"],
		[100100000000, "un milliard un million d'euros"],
		[300000000000, "trois milliards d'euros"],
	])('%i cents → %j', (cents, expected) => {
		expect(amountInFrenchWords(cents)).toBe(expected)
	})

	test.each([-1, -100, 0.5, 2180.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
		'%d cents is refused with a RangeError',
		(cents) => {
			expect(() => amountInFrenchWords(cents)).toThrow(RangeError)
		},
	)
})

describe('amountInFigures', () => {
	test.each([
		[0, '***0,00 €***'],
		[1, '***0,01 €***'],
		[2180, '***21,80 €***'],
		[2500, '***25,00 €***'],
		[99999, '***999,99 €***'],
		[100000, '***1 000,00 €***'],
		[12345678, '***123 456,78 €***'],
		[100000000, '***1 000 000,00 €***'],
		[199999999, '***1 999 999,99 €***'],
		[123456789012, '***1 234 567 890,12 €***'],
	])('%i cents → %j', (cents, expected) => {
		expect(amountInFigures(cents)).toBe(expected)
	})

	test('uses only plain spaces, which every font renders', () => {
		expect(amountInFigures(123456789)).not.toMatch(/[\u00A0\u202F\u2009]/)
		expect(formatEurosPlain(123456789)).toBe('1 234 567,89 €')
	})

	test.each([-1, 0.5, Number.NaN])('%d cents is refused with a RangeError', (cents) => {
		expect(() => amountInFigures(cents)).toThrow(RangeError)
		expect(() => formatEurosPlain(cents)).toThrow(RangeError)
	})
})
