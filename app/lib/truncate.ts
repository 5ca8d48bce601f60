/**
 * Shortens a text for a card or a list: at most `max` characters (counted as the reader sees them, so an
 * accented letter or an emoji counts once), trailing spaces of the cut removed, then the ellipsis. A text
 * that fits is returned whole (trimmed).
 */
export function truncateText(text: string, max: number, ellipsis = '…') {
	const chars = Array.from(text.trim())
	return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}${ellipsis}` : chars.join('')
}
