import { describe, expect, test } from 'vitest'
import { parseVariant, responsiveImage, variantSource, variantUrl } from './image-variants.ts'

describe('image variants', () => {
	test('uploaded photos have WebP variants at fixed widths', () => {
		expect(variantUrl('/uploads/pots/abc123.jpg', 400)).toBe('/img/400/pots/abc123.jpg.webp')
		expect(variantUrl('/uploads/catalogue/charities/ala-maitso/banner.jpg', 800)).toBe(
			'/img/800/catalogue/charities/ala-maitso/banner.jpg.webp',
		)
		expect(parseVariant('800', 'catalogue/charities/ala-maitso/banner.jpg.webp')).toEqual({
			width: 800,
			source: 'catalogue/charities/ala-maitso/banner.jpg',
		})
	})

	test('vector images, other sites and odd paths are used as they are', () => {
		for (const src of [
			'/uploads/catalogue/brand/default-banner.svg',
			'https://exemple.fr/uploads/a.jpg',
			'/uploads/../donnons.db.jpg',
			'/uploads/a/../../b.jpg',
			'/uploads/a b.jpg',
			'/assets/logo.png',
		])
			expect(variantSource(src), src).toBeNull()
		expect(responsiveImage('/uploads/catalogue/brand/default-banner.svg', '100vw')).toEqual({})
	})

	test('only the known widths and WebP are variants', () => {
		expect(parseVariant('401', 'pots/a.jpg.webp')).toBeNull()
		expect(parseVariant('400', 'pots/a.jpg')).toBeNull()
		expect(parseVariant('400', 'pots/a.svg.webp')).toBeNull()
		expect(parseVariant('400', '../pots/a.jpg.webp')).toBeNull()
		expect(parseVariant(undefined, undefined)).toBeNull()
	})

	test('srcSet lists every width with its descriptor', () => {
		expect(responsiveImage('/uploads/pots/a.png', '50vw', { widths: [400, 800] })).toEqual({
			srcSet: '/img/400/pots/a.png.webp 400w, /img/800/pots/a.png.webp 800w',
			sizes: '50vw',
		})
		expect(responsiveImage('/uploads/pots/a.jpg', '100vw', { widths: [400], originalWidth: 1920 })).toEqual({
			srcSet: '/img/400/pots/a.jpg.webp 400w, /uploads/pots/a.jpg 1920w',
			sizes: '100vw',
		})
	})
})
