import { describe, expect, test } from 'vitest'
import { donateActionLd, organizationLd, serializeJsonLd } from './structured-data.ts'

describe('serializeJsonLd', () => {
	const hostile = {
		'@type': 'DonateAction',
		name: 'Fête </script><script>alert(1)</script> & <!-- amis -->',
		description: 'ligne\u2028suivante\u2029fin',
	}

	test('no character of the data can close the script element or open a comment', () => {
		const text = serializeJsonLd(hostile)
		expect(text).not.toMatch(/[<>&\u2028\u2029]/)
		expect(text).not.toContain('</script')
		expect(text).toContain('\\u003c/script\\u003e')
		expect(text).toContain('\\u0026')
	})

	test('parses back to exactly the same data', () => {
		expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile)
	})
})

describe('schema.org objects', () => {
	test('the organisation has absolute URLs, the address and the social profiles', () => {
		const org = organizationLd('https://donnons.example.org/', '/uploads/catalogue/brand/logo.svg')
		expect(org).toMatchObject({
			'@context': 'https://schema.org',
			'@type': 'Organization',
			name: 'Donnons',
			url: 'https://donnons.example.org/',
			logo: 'https://donnons.example.org/uploads/catalogue/brand/logo.svg',
			email: 'bonjour@donnons.org',
			address: { postalCode: '75011', addressLocality: 'Paris', addressCountry: 'FR' },
		})
		expect(org.sameAs).toHaveLength(4)
	})

	test('a pot is a DonateAction for its charity, completed once closed', () => {
		const base = {
			name: 'Les 40 ans de Marie',
			description: 'Pas de cadeau, un don.',
			url: 'https://donnons.example.org/participate/1',
			imageUrl: 'https://donnons.example.org/b.jpg',
			charityName: 'La Maison des Aubes',
			charityUrl: 'https://donnons.example.org/association/maison-des-aubes',
			closingDate: new Date('2026-09-01T21:59:59.999Z'),
		}
		const open = donateActionLd({ ...base, closed: false })
		expect(open).toMatchObject({
			'@type': 'DonateAction',
			recipient: { '@type': 'NGO', name: 'La Maison des Aubes' },
			endTime: '2026-09-01T21:59:59.999Z',
			actionStatus: 'https://schema.org/PotentialActionStatus',
		})
		expect(donateActionLd({ ...base, closed: true }).actionStatus).toBe(
			'https://schema.org/CompletedActionStatus',
		)
	})
})
