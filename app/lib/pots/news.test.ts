import { describe, expect, test } from 'vitest'
import { formatNewsDateTime, nextNewsEmailAt, parseNewsAudience } from './news.ts'
import { recipientsLabel } from './news-list-messages.ts'
import { audienceCountLabel } from './news-messages.ts'

describe('the 24 h limit of news e-mails', () => {
	const sent = new Date('2026-11-27T10:00:00Z')
	test('never sent: may go now', () => {
		expect(nextNewsEmailAt(null, sent)).toBeNull()
	})
	test('within 24 h: the instant 24 h after the last one', () => {
		expect(nextNewsEmailAt(sent, new Date('2026-11-28T09:59:59Z'))).toEqual(new Date('2026-11-28T10:00:00Z'))
	})
	test('rolling, not per calendar day: exactly 24 h later it may go', () => {
		expect(nextNewsEmailAt(sent, new Date('2026-11-28T10:00:00Z'))).toBeNull()
		expect(nextNewsEmailAt(sent, new Date('2026-11-27T23:59:00Z'))).not.toBeNull()
	})
})

test('the audience is one of the two choices', () => {
	expect(parseNewsAudience('donors')).toBe('donors')
	expect(parseNewsAudience('none')).toBe('none')
	expect(parseNewsAudience('all')).toBeNull()
	expect(parseNewsAudience(null)).toBeNull()
})

test('counts and dates in French', () => {
	expect(recipientsLabel(0)).toBe('aucune personne')
	expect(recipientsLabel(1)).toBe('1 personne')
	expect(recipientsLabel(3)).toBe('3 personnes')
	expect(audienceCountLabel(2)).toBe('2 personnes recevront un e-mail.')
	expect(formatNewsDateTime(new Date('2026-11-27T17:05:00Z'))).toBe('27 novembre 2026 à 18:05')
})
