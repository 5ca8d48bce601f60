import { describe, expect, test } from 'vitest'
import { derivedMessages, generic, potMessages } from '../messages.ts'
import {
	type OrganiserParticipation,
	parseNewClosingDate,
	participationMethodLabel,
	participationsCsv,
} from './organiser.ts'

const base: OrganiserParticipation = {
	id: 1,
	donorName: 'Marie Dupont',
	email: 'marie@exemple.fr',
	amountCents: 2500,
	tipCents: 300,
	createdAt: '2026-03-14T23:30:00.000Z', // 15 March in Paris
	method: 'CARD',
	monthly: false,
	status: 'SUCCEEDED',
	isAnonymous: false,
	isVisible: true,
	isQuick: false,
}

describe('participations of a pot', () => {
	test('method labels', () => {
		expect(participationMethodLabel({ method: 'CARD', monthly: false })).toBe('Carte bancaire')
		expect(participationMethodLabel({ method: 'BANK_WIRE', monthly: false })).toBe('Virement SEPA')
		expect(participationMethodLabel({ method: 'DIRECT_DEBIT', monthly: false })).toBe('Prélèvement unique')
		expect(participationMethodLabel({ method: 'DIRECT_DEBIT', monthly: true })).toBe('Prélèvement mensuel')
	})

	test('the CSV, byte for byte', () => {
		const csv = participationsCsv([
			base,
			{
				...base,
				id: 2,
				donorName: '=Jo; "Rapide"',
				email: 'jo@exemple.fr',
				amountCents: 100000,
				tipCents: 0,
				method: 'DIRECT_DEBIT',
				monthly: true,
				status: 'CREATED',
				isAnonymous: true,
				isVisible: false,
				isQuick: true,
			},
		])
		expect(csv).toBe(
			'\uFEFFDate;Donateur;Email;Montant (€);Pourboire Donnons (€);Moyen de paiement;Statut;Nom masqué;Montant masqué;Don rapide\r\n' +
				'15/03/2026;Marie Dupont;marie@exemple.fr;25,00;3,00;Carte bancaire;Validée;Non;Non;Non\r\n' +
				'15/03/2026;"\'=Jo; ""Rapide""";jo@exemple.fr;1000,00;0,00;Prélèvement mensuel;En attente;Oui;Oui;Oui\r\n',
		)
	})
})

describe('a new end date', () => {
	const today = new Date('2026-06-15T10:00:00Z')
	test('from tomorrow to today + 365 days, French or ISO', () => {
		expect(parseNewClosingDate('2026-06-16', today)).toEqual({ ok: true, day: '2026-06-16' })
		expect(parseNewClosingDate('15-06-2027', today)).toEqual({ ok: true, day: '2027-06-15' })
	})
	test('refused: empty, not a date, today or past, beyond 365 days', () => {
		expect(parseNewClosingDate(' ', today)).toEqual({ ok: false, error: potMessages.closingDateRequired })
		expect(parseNewClosingDate('31-02-2027', today)).toEqual({ ok: false, error: generic.invalidDate })
		const outOfRange = { ok: false, error: derivedMessages.closingDateOutOfRange }
		expect(parseNewClosingDate('2026-06-15', today)).toEqual(outOfRange)
		expect(parseNewClosingDate('2025-01-01', today)).toEqual(outOfRange)
		expect(parseNewClosingDate('2027-06-16', today)).toEqual(outOfRange)
	})
})
