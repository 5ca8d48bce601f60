import { describe, expect, test } from 'vitest'
import { deletedEmailOf, exportFileName, organiserDisplayName } from './personal-data.ts'

describe('personal data rules', () => {
	test('a deleted account gets a unique undeliverable address', () => {
		expect(deletedEmailOf(42)).toBe('supprime-42@invalid.donnons')
	})
	test('the export file is named after its day', () => {
		expect(exportFileName(new Date('2026-11-23T10:00:00Z'))).toBe('mes-donnees-donnons-2026-11-23.json')
	})
	test('the organiser on a pot page', () => {
		const person = {
			deleted: false,
			role: 'private',
			firstName: 'Marie',
			lastName: 'dupont',
			companyName: null,
		}
		expect(organiserDisplayName(person)).toBe('Marie D.')
		expect(organiserDisplayName({ ...person, role: 'enterprise', companyName: 'Atelier Lumière' })).toBe(
			'Atelier Lumière',
		)
		expect(organiserDisplayName({ ...person, deleted: true })).toBe('Compte supprimé')
	})
})
