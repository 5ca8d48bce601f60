import { describe, expect, test } from 'vitest'
import { pressTitles } from '#db/catalogue/images.ts'
import { parseVideoUrl } from './video.ts'
import {
	PRESS_FEATURED_TEXT_MAX,
	PRESS_TEXT_MAX,
	pressArticles,
	pressCards,
	pressDate,
	pressExcerpt,
	presentationVideoUrl,
} from './press.ts'

describe('press cards', () => {
	test('the featured text is cut at 180 characters, the others at 60, with an ellipsis', () => {
		expect(pressExcerpt('a'.repeat(60), false)).toBe('a'.repeat(60))
		expect(pressExcerpt('a'.repeat(61), false)).toBe(`${'a'.repeat(60)}…`)
		expect(pressExcerpt('a'.repeat(180), true)).toBe('a'.repeat(180))
		expect(pressExcerpt('a'.repeat(181), true)).toBe(`${'a'.repeat(180)}…`)
	})

	test('only the first article is featured; every excerpt respects its limit', () => {
		const cards = pressCards()
		expect(cards.map((card) => card.featured)).toEqual([true, false, false, false, false, false])
		for (const card of cards) {
			const max = card.featured ? PRESS_FEATURED_TEXT_MAX : PRESS_TEXT_MAX
			expect(Array.from(card.excerpt.replace(/…$/, '')).length).toBeLessThanOrEqual(max)
			// Every text is longer than its limit: the cut shows on each card.
			expect(card.excerpt.endsWith('…'), card.headline).toBe(true)
		}
	})

	test('articles come from the press titles of the home page, newest first, with https links', () => {
		for (const article of pressArticles) {
			expect(pressTitles).toContain(article.outlet)
			expect(new URL(article.url).protocol).toBe('https:')
		}
		const dates = pressArticles.map((article) => article.date)
		expect([...dates].sort().reverse()).toEqual(dates)
	})

	test('dates read in French', () => {
		expect(pressDate('2025-11-18')).toBe('18 novembre 2025')
		expect(pressDate('2024-12-05')).toBe('5 décembre 2024')
	})

	test('the presentation video is a recognised YouTube address', () => {
		expect(parseVideoUrl(presentationVideoUrl)?.provider).toBe('youtube')
	})
})
