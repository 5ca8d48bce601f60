import { describe, expect, test } from 'vitest'
import {
	canResumeSubscription,
	canStopSubscription,
	expandedTables,
	hasTableToggle,
	isDebitDay,
	monthlyGiftView,
	paymentStatusLabel,
	potPaymentStatus,
	potStatusLabel,
	receiptCell,
	subscriptionStatusLabel,
	toggleTableSearch,
	truncatePotName,
} from './dashboard.ts'
import { derivedMessages } from '../messages.ts'

describe('truncatePotName (docs/requirements.md#spec-1-9: 30 characters plus an ellipsis)', () => {
	test('30 characters or fewer: unchanged', () => {
		expect(truncatePotName('Les 40 ans de Marie')).toBe('Les 40 ans de Marie')
		expect(truncatePotName('a'.repeat(30))).toBe('a'.repeat(30))
	})
	test('31 characters: the first 30 and …', () => {
		expect(truncatePotName('a'.repeat(31))).toBe(`${'a'.repeat(30)}…`)
		expect(truncatePotName('Challenge solidaire Atelier Lumière 2026')).toBe(
			'Challenge solidaire Atelier Lu…',
		)
	})
	test('no trailing space before the ellipsis; accents and emoji count as one character', () => {
		expect(truncatePotName(`${'b'.repeat(29)} suite`)).toBe(`${'b'.repeat(29)}…`)
		expect(truncatePotName('é'.repeat(31))).toBe(`${'é'.repeat(30)}…`)
		expect(truncatePotName('🎂'.repeat(31))).toBe(`${'🎂'.repeat(30)}…`)
	})
})

describe('payment status labels (docs/requirements.md#spec-1-4)', () => {
	test.each([
		['CREATED', 'En attente de paiement'],
		['SUCCEEDED', 'Paiement effectué'],
		['FAILED', 'Paiement refusé'],
		['REFUNDED', derivedMessages.paymentRefunded],
	])('%s → %s on both dashboards', (status, label) => {
		expect(paymentStatusLabel(status)).toBe(label)
		expect(paymentStatusLabel(status, { company: true })).toBe(label)
	})
	test('company dashboard: UNPAID, UNKNOWN and anything else', () => {
		expect(paymentStatusLabel('UNPAID', { company: true })).toBe('Pas de paiement')
		expect(paymentStatusLabel('UNKNOWN', { company: true })).toBe('N/A')
		expect(paymentStatusLabel('WEIRD', { company: true })).toBe('N/A')
	})
	test('private dashboard: an unknown value is shown raw', () => {
		expect(paymentStatusLabel('WEIRD')).toBe('WEIRD')
	})
	test("a company pot's payment status is its own latest gift's", () => {
		expect(potPaymentStatus([])).toBe('UNPAID')
		expect(potPaymentStatus(['FAILED', 'SUCCEEDED'])).toBe('SUCCEEDED')
		expect(potPaymentStatus(['SOMETHING'])).toBe('UNKNOWN')
	})
})

test("pot status: 'Terminée' after the closing date, else 'En cours'", () => {
	const closing = new Date('2026-03-01T22:59:59.999Z')
	expect(potStatusLabel(closing, new Date('2026-03-01T12:00:00Z'))).toBe('En cours')
	expect(potStatusLabel(closing, new Date('2026-03-01T23:00:00Z'))).toBe('Terminée')
})

describe('subscriptions (docs/requirements.md#spec-1-4)', () => {
	test('status labels; any other value raw', () => {
		expect(subscriptionStatusLabel('ACTIVE')).toBe('Actif')
		expect(subscriptionStatusLabel('CANCELED')).toBe('Arrêté')
		expect(subscriptionStatusLabel('MANDATE_REFUSED')).toBe('Mandat refusé')
		expect(subscriptionStatusLabel('PAUSED_BY_BANK')).toBe('PAUSED_BY_BANK')
	})
	test('Arrêter when ACTIVE; Reprendre when not ACTIVE, not refused, pot open', () => {
		expect(canStopSubscription('ACTIVE')).toBe(true)
		expect(canStopSubscription('CANCELED')).toBe(false)
		expect(canResumeSubscription('ACTIVE', false)).toBe(false)
		expect(canResumeSubscription('CANCELED', false)).toBe(true)
		expect(canResumeSubscription('MANDATE_REACTIVATED', false)).toBe(true)
		expect(canResumeSubscription('MANDATE_REFUSED', false)).toBe(false)
		expect(canResumeSubscription('CANCELED', true)).toBe(false)
	})
	test('on a finished pot a monthly gift reads finished, with neither Arrêter nor Reprendre', () => {
		const finished = { status: 'Terminé', canStop: false, canResume: false }
		expect(monthlyGiftView('ACTIVE', true)).toEqual(finished)
		expect(monthlyGiftView('CANCELED', true)).toEqual(finished)
		expect(monthlyGiftView('CLOSED', true)).toEqual(finished)
		expect(monthlyGiftView('MANDATE_REFUSED', true)).toEqual({
			status: 'Mandat refusé',
			canStop: false,
			canResume: false,
		})
		expect(monthlyGiftView('ACTIVE', false)).toEqual({ status: 'Actif', canStop: true, canResume: false })
		expect(monthlyGiftView('CANCELED', false)).toEqual({ status: 'Arrêté', canStop: false, canResume: true })
	})
	test('debit days 1 to 31', () => {
		expect([0, 1, 31, 32, 1.5, Number.NaN].map(isDebitDay)).toEqual([false, true, true, false, false, false])
	})
})

describe('tax-receipt cell (docs/requirements.md#spec-1-4)', () => {
	const base = {
		receiptType: 'GENERATED',
		paymentStatus: 'SUCCEEDED',
		paidAt: new Date('2026-01-10T10:00:00Z'),
		receipt: { number: '2026-0003-000001', status: 'ISSUED' },
		receiptPath: (n: string) => `/recus-fiscaux/${n}.pdf`,
	}
	test('a link when GENERATED, paid, dated and issued', () => {
		expect(receiptCell(base)).toEqual({
			kind: 'link',
			href: '/recus-fiscaux/2026-0003-000001.pdf',
			label: 'Reçu fiscal',
			cancelled: false,
		})
	})
	test("'Envoyé par l'Association' when the charity sends its own, paid with a date", () => {
		expect(receiptCell({ ...base, receiptType: 'ASSOCIATION', receipt: null })).toEqual({
			kind: 'text',
			text: "Envoyé par l'Association",
		})
	})
	test("'Indisponible' otherwise", () => {
		const unavailable = { kind: 'text', text: 'Indisponible' }
		expect(receiptCell({ ...base, paymentStatus: 'CREATED', receipt: null })).toEqual(unavailable)
		expect(receiptCell({ ...base, paidAt: null })).toEqual(unavailable)
		expect(receiptCell({ ...base, receipt: null })).toEqual(unavailable)
		expect(
			receiptCell({ ...base, receiptType: 'ASSOCIATION', paymentStatus: 'FAILED', receipt: null }),
		).toEqual(unavailable)
	})
	test('a cancelled receipt stays linked, labelled as cancelled', () => {
		expect(
			receiptCell({ ...base, paymentStatus: 'REFUNDED', receipt: { ...base.receipt, status: 'CANCELLED' } }),
		).toMatchObject({ kind: 'link', label: 'Reçu annulé', cancelled: true })
	})
})

describe('table expansion (docs/requirements.md#spec-1-4, docs/requirements.md#spec-1-9)', () => {
	test('the toggle appears at 10 rows', () => {
		expect(hasTableToggle(9)).toBe(false)
		expect(hasTableToggle(10)).toBe(true)
	})
	test('?tout= lists the expanded tables; the toggle links keep the others', () => {
		const expanded = expandedTables(new URLSearchParams('tout=cagnottes&tout=participations&tout=x'))
		expect(expanded).toEqual(['participations', 'cagnottes'])
		expect(toggleTableSearch(expanded, 'participations')).toBe('?tout=cagnottes')
		expect(toggleTableSearch(expanded, 'mensuels')).toBe('?tout=participations&tout=mensuels&tout=cagnottes')
		expect(toggleTableSearch(['mensuels'], 'mensuels')).toBe('')
		expect(expandedTables(new URLSearchParams('tout=mensuels,cagnottes'))).toEqual(['mensuels', 'cagnottes'])
	})
})
