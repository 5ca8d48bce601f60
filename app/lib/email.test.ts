import { expect, test } from 'vitest'
import { z } from 'zod'
import { isValidEmail } from './email.ts'

const ADDRESSES = [
	'marie.dupont@donnons.demo',
	' marie@exemple.fr ',
	"o'brien+dons@exemple.co.uk",
	'jean-luc_42@sous.domaine.exemple.org',
	'a@b.fr',
	'',
	'marie',
	'marie@',
	'@exemple.fr',
	'marie@exemple',
	'marie@exemple.f',
	'.marie@exemple.fr',
	'marie.@exemple.fr',
	'ma..rie@exemple.fr',
	'marie dupont@exemple.fr',
	'marie@exemple..fr',
	'marie@-exemple.fr',
	'élodie@exemple.fr',
	'marie@exemple.fr.',
	'"marie"@exemple.fr',
	'marie@[192.168.0.1]',
	'marie@exemple.fr, paul@exemple.fr',
	'MARIE@EXEMPLE.FR',
]

test('accepts exactly what the server schemas (zod) accept', () => {
	for (const address of ADDRESSES)
		expect(isValidEmail(address), address).toBe(z.string().email().safeParse(address.trim()).success)
})

test('no longer than RFC 5321 allows (254 characters)', () => {
	const local = 'a'.repeat(64)
	const domain = (length: number) => `${'b'.repeat(length - 3)}.fr`
	expect(isValidEmail(`${local}@${domain(254 - 65)}`)).toBe(true)
	expect(isValidEmail(`${local}@${domain(255 - 65)}`)).toBe(false)
	expect(isValidEmail(`${'a'.repeat(5000)}@exemple.fr`)).toBe(false)
})

test('the usual cases', () => {
	expect(isValidEmail('marie.dupont@donnons.demo')).toBe(true)
	expect(isValidEmail('marie@exemple')).toBe(false)
	expect(isValidEmail('ma..rie@exemple.fr')).toBe(false)
})
