/**
 * Password strength meter, exactly as docs/requirements.md#spec-1-4 describes it:
 * - score = 2 points per character, + 1 if at least 10 characters,
 *   + 10 per character class present (lower case, upper case, digit, symbol);
 * - capped at 10 when the password has 6 characters or fewer, or a single class;
 *   otherwise capped at 20 for two classes, 30 for three, 40 for four;
 * - four bars labelled Poor, Not Good, Average, Good; valid only at the maximum score.
 *
 * What the caps imply: any non-empty password earns more than its cap
 * (1 character of 1 class already makes 2 + 10 = 12 > 10; 7 characters of
 * n classes make 14 + 10n > 10n), so the score is always exactly the cap:
 * 0 (empty), 10, 20, 30 or 40. The length bonus never changes the result, and
 * the score is simply 10 × classes once the password has 7 characters or more.
 *
 * Mapping score → bars/label (one bar per 10-point step, as the caps are steps of 10):
 *   score 0      → 0 bars, no label (empty password)
 *   score ≤ 10   → 1 bar,  'Poor'     (6 characters or fewer, or one class)
 *   score ≤ 20   → 2 bars, 'Not Good' (two classes)
 *   score ≤ 30   → 3 bars, 'Average'  (three classes)
 *   score 40     → 4 bars, 'Good'     (four classes and at least 7 characters): valid
 *
 * Classes: lower and upper case are any Unicode letters with case ('é' counts as
 * lower case, 'É' as upper case); digits are 0-9; a symbol is any other character
 * (punctuation, space, emoji...).
 */

export const PASSWORD_STRENGTH_LABELS = ['Poor', 'Not Good', 'Average', 'Good'] as const
type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number]

export const MAX_PASSWORD_SCORE = 40

interface PasswordStrength {
	score: number
	/** Number of lit bars, 0 to 4. */
	bars: 0 | 1 | 2 | 3 | 4
	/** Label of the last lit bar; null when no bar is lit. */
	label: PasswordStrengthLabel | null
	/** True only at the maximum score. */
	valid: boolean
}

/** Number of character classes present: lower case, upper case, digit, symbol. */
export function passwordClassCount(password: string): number {
	const classes = [/\p{Ll}/u, /\p{Lu}/u, /[0-9]/, /[^\p{Ll}\p{Lu}0-9]/u]
	return classes.filter((pattern) => pattern.test(password)).length
}

export function passwordScore(password: string): number {
	// Count code points, not UTF-16 units, so an emoji is one character.
	const length = [...password].length
	const classes = passwordClassCount(password)
	const raw = 2 * length + (length >= 10 ? 1 : 0) + 10 * classes
	const cap = length <= 6 || classes <= 1 ? 10 : 10 * classes
	return Math.min(raw, cap)
}

export function passwordStrength(password: string): PasswordStrength {
	const score = passwordScore(password)
	const bars = Math.min(4, Math.ceil(score / 10)) as PasswordStrength['bars']
	return {
		score,
		bars,
		label: bars === 0 ? null : (PASSWORD_STRENGTH_LABELS[bars - 1] ?? null),
		valid: score === MAX_PASSWORD_SCORE,
	}
}
