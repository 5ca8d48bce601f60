/**
 * The amount of a tax receipt (cerfa 11580*05, "Somme en toutes lettres" and "Montant du don") as printed on
 * the PDF. Money is integer cents.
 *
 * Spelling: the traditional one (not the 1990 reform), as on cheques and official forms: hyphens only
 * between tens and units below one hundred, "et" without hyphens, "cent" and "vingt" plural only when they end
 * the number and are multiplied ("deux cents", "quatre-vingts", but "deux cent un", "quatre-vingt mille"),
 * "mille" invariable and never preceded by "un", "million" and "milliard" are nouns and take an "s":
 * `2180` → "vingt et un euros et quatre-vingts centimes", `20100` → "deux cent un euros". The words come
 * from n2words (fr-FR, its default spelling); the currency words are ours, because its `toCurrency` takes a
 * float and writes "un million euros": after million or milliard French says "d'euros" ("un million
 * d'euros", "deux milliards d'euros", "un million d'euros et dix centimes", but "un million cent euros").
 *
 * Below one euro only the cents are written ("un centime", never "zéro euro et un centime"); zero is "zéro
 * euro". "euro" and "centime" are singular for one (and zero), plural from two.
 */
import { toCardinal } from 'n2words/fr-FR'

function assertCents(cents: number): void {
	if (!Number.isSafeInteger(cents) || cents < 0) {
		throw new RangeError(`The amount must be a non-negative integer number of cents, got ${cents}`)
	}
}

/** Ends with a long-scale noun (million, milliard, billion…, singular or plural): then "d'euros". */
const ENDS_WITH_SCALE_NOUN = /(?:illion|illiard)s?$/

/** `2180` → "vingt et un euros et quatre-vingts centimes". Throws a RangeError unless cents is an integer ≥ 0. */
export function amountInFrenchWords(cents: number): string {
	assertCents(cents)
	const euros = BigInt(cents) / 100n
	const centimes = BigInt(cents) % 100n
	const parts: string[] = []
	if (euros > 0n || centimes === 0n) {
		const words = toCardinal(euros)
		const unit = euros <= 1n ? 'euro' : ENDS_WITH_SCALE_NOUN.test(words) ? "d'euros" : 'euros'
		parts.push(`${words} ${unit}`)
	}
	if (centimes > 0n) {
		parts.push(`${toCardinal(centimes)} ${centimes === 1n ? 'centime' : 'centimes'}`)
	}
	return parts.join(' et ')
}

/**
 * `100000000` → "1 000 000,00 €": thousands and the euro sign separated by a plain space (U+0020), which every
 * font renders (the narrow no-break space of `formatEuros` is missing from standard TTF fonts).
 */
export function formatEurosPlain(cents: number): string {
	assertCents(cents)
	const euros = String(BigInt(cents) / 100n).replace(/\B(?=(?:\d{3})+$)/g, ' ')
	const centimes = String(cents % 100).padStart(2, '0')
	return `${euros},${centimes} €`
}

/** `2500` → "***25,00 €***": the asterisks frame the amount so that nothing can be written before or after it. */
export function amountInFigures(cents: number): string {
	return `***${formatEurosPlain(cents)}***`
}
