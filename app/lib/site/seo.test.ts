import { describe, expect, it } from 'vitest'
import { pageMeta, seoMeta } from './seo.ts'
import { SITE_SHARE_IMAGE } from './share-card.ts'

describe('seoMeta', () => {
	const tags = seoMeta(
		{
			title: 'Charte qualité',
			description: 'Nos critères',
			path: '/charte-qualité-cagnotte-solidaire',
			keywords: ['charte', 'association'],
			image: { url: '/og/x.jpg', alt: 'Texte', width: 1200, height: 630, type: 'image/jpeg' },
		},
		'https://donnons.example.org/',
	)
	const find = (key: string) => tags.find((tag) => Object.values(tag).includes(key))

	it('suffixes the title with the site name once', () => {
		expect(tags[0]).toEqual({ title: 'Charte qualité — Donnons' })
		expect(seoMeta({ title: 'Donnons — accueil', description: '', path: '/' }, '')[0]).toEqual({
			title: 'Donnons — accueil',
		})
	})
	it('gives an absolute, encoded canonical URL', () => {
		expect(find('canonical')).toMatchObject({
			href: 'https://donnons.example.org/charte-qualit%C3%A9-cagnotte-solidaire',
		})
		expect(find('og:url')).toMatchObject({
			content: 'https://donnons.example.org/charte-qualit%C3%A9-cagnotte-solidaire',
		})
	})
	it('makes images absolute, with their size and text, and picks the large card', () => {
		expect(find('og:image')).toMatchObject({ content: 'https://donnons.example.org/og/x.jpg' })
		expect(find('og:image:width')).toMatchObject({ content: '1200' })
		expect(find('og:image:height')).toMatchObject({ content: '630' })
		expect(find('og:image:alt')).toMatchObject({ content: 'Texte' })
		expect(find('twitter:image:alt')).toMatchObject({ content: 'Texte' })
		expect(find('twitter:card')).toMatchObject({ content: 'summary_large_image' })
		expect(find('keywords')).toMatchObject({ content: 'charte, association' })
	})
	it('reads the public URL from the root match', () => {
		const meta = pageMeta(
			{ matches: [{ id: 'root', data: { publicUrl: 'http://localhost:3000' } }] },
			{
				title: 'T',
				description: 'D',
				path: '/tarifs',
			},
		)
		expect(meta.find((tag) => 'rel' in tag)).toMatchObject({ href: 'http://localhost:3000/tarifs' })
		// A page without its own picture gets the site's card.
		expect(meta.find((tag) => 'property' in tag && tag.property === 'og:image')).toMatchObject({
			content: `http://localhost:3000${SITE_SHARE_IMAGE.url}`,
		})
		expect(meta.find((tag) => 'property' in tag && tag.property === 'og:image:alt')).toMatchObject({
			content: SITE_SHARE_IMAGE.alt,
		})
	})
})
