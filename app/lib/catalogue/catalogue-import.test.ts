import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { parseCatalogueFile } from './catalogue-import.ts'

/** An entry of the example file, edited freely to make it wrong. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test data, changed field by field
type Entry = Record<string, any>

const example = JSON.parse(fs.readFileSync('docs/examples/charities.example.json', 'utf8')) as {
	charities: Array<Entry>
}

/** The example's first entry with `change` applied, alone in a file. */
function errorsOf(change: (charity: Entry) => void) {
	const charity = structuredClone(example.charities[0]!)
	change(charity)
	const result = parseCatalogueFile(JSON.stringify({ charities: [charity] }))
	return result.ok ? [] : result.errors
}

const entry = 'Association n° 1 (slug « epicerie-du-canal ») :'

describe('parseCatalogueFile', () => {
	test('the example file is valid', () => {
		const result = parseCatalogueFile(JSON.stringify(example))
		expect(result.ok && result.charities.map((c) => c.slug)).toEqual([
			'epicerie-du-canal',
			'jardins-de-la-butte',
		])
	})

	test('the legal data a tax receipt prints is checked', () => {
		const siren = (id: string) =>
			errorsOf((c) => {
				c.legal.idType = 'SIREN'
				c.legal.id = id
			})
		expect(siren('12345678A')).toEqual([
			`${entry} le champ « legal.id » doit contenir 9 chiffres (numéro SIREN)`,
		])
		expect(siren('812943578')).toEqual([
			`${entry} le champ « legal.id » n’est pas un numéro SIREN valide (clé de contrôle incorrecte)`,
		])
		expect(siren('812 943 579')).toEqual([])
		expect(errorsOf((c) => (c.legal.id = '751212345'))).toEqual([
			`${entry} le champ « legal.id » doit être un numéro RNA : W suivi de 9 chiffres`,
		])
		expect(errorsOf((c) => (c.legal.postCode = '7519'))).toEqual([
			`${entry} le champ « legal.postCode » doit contenir 5 chiffres`,
		])
		expect(errorsOf((c) => (c.legal.category = 'PUBLIC_UTILITY'))).toEqual([
			`${entry} le champ « legal.publicUtilityDecreeDate » est obligatoire pour une association reconnue d’utilité publique (date du décret)`,
		])
		expect(errorsOf((c) => (c.legal.category = 'GENERAL_INTEREST'))).toEqual([
			`${entry} le champ « privateRate » doit valoir 75 pour la catégorie HELP_IN_DIFFICULTY (aide aux personnes en difficulté), 66 sinon`,
		])
		expect(errorsOf((c) => delete c.legal.signatoryName)).toEqual([
			`${entry} le champ « legal.signatoryName » est obligatoire`,
		])
		expect(errorsOf((c) => (c.legal.category = 'CHARITY'))).toEqual([
			`${entry} le champ « legal.category » doit valoir l’une des valeurs : PUBLIC_UTILITY, GENERAL_INTEREST, HELP_IN_DIFFICULTY, CORPORATE_FOUNDATION, RESEARCH`,
		])
	})

	test('types, unknown fields, countries and the entry without a slug are named in French', () => {
		expect(
			errorsOf((c) => {
				c.sdgs = [1, 18]
				c.countries = ['fr']
				c.colour = 'rouge'
				c.foundedYear = '2012'
			}),
		).toEqual([
			`${entry} le champ « sdgs[1] » doit contenir des numéros de 1 à 17`,
			`${entry} le champ « countries[0] » doit contenir des codes pays ISO à 2 lettres majuscules (FR, BE…)`,
			`${entry} le champ « foundedYear » doit être un nombre`,
			`${entry} contient un champ inconnu : « colour »`,
		])
		expect(errorsOf((c) => (c.slug = 'Épicerie du canal'))).toEqual([
			'Association n° 1 (slug « Épicerie du canal ») : le champ « slug » doit contenir des minuscules sans accent, des chiffres et des tirets',
		])
		expect(errorsOf((c) => delete c.slug)).toEqual(['Association n° 1 : le champ « slug » est obligatoire'])
	})

	test('a file of the wrong shape is refused as a whole', () => {
		const errors = (source: string) => {
			const result = parseCatalogueFile(source)
			return result.ok ? [] : result.errors
		}
		expect(errors('[]')).toEqual(['Le fichier doit être un objet { "charities": [ … ] }.'])
		expect(errors('{"charities": []}')).toEqual([
			'Le fichier : le champ « charities » doit contenir au moins une association',
		])
		expect(errors('{"charity": []}')).toEqual([
			'Le fichier : le champ « charities » est obligatoire',
			'Le fichier contient un champ inconnu : « charity »',
		])
	})
})
