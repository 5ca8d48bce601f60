import { describe, expect, test } from 'vitest'
import { suspensionMessages } from '../admin/admin-messages.ts'
import { giftRefusal, giftRefusalMessage, suspensionNotice } from './pot-gifts.ts'
import { paymentMessages } from '../messages.ts'

describe('giftRefusal', () => {
	const now = new Date('2026-11-26T12:00:00Z')
	const open = new Date('2026-12-31T22:59:59Z')
	const past = new Date('2026-11-01T00:00:00Z')

	test('an open pot takes gifts', () => {
		expect(giftRefusal({ closingDate: open, suspendedAt: null }, now)).toBeNull()
	})
	test('a past closing date: closed, with the spec message', () => {
		expect(giftRefusal({ closingDate: past, suspendedAt: null }, now)).toBe('closed')
		expect(giftRefusalMessage('closed')).toBe(paymentMessages.potAlreadyClosed)
	})
	test('a suspended pot refuses, closed or not; reopened it takes gifts again', () => {
		expect(giftRefusal({ closingDate: open, suspendedAt: past }, now)).toBe('suspended')
		expect(giftRefusal({ closingDate: past, suspendedAt: past }, now)).toBe('suspended')
		expect(giftRefusalMessage('suspended')).toMatch(/suspendue/)
	})
	test('a suspended charity: its pots refuse, and say it is the charity; the pot’s own suspension comes first', () => {
		expect(giftRefusal({ closingDate: open, suspendedAt: null, charityActive: false }, now)).toBe(
			'charity-suspended',
		)
		expect(giftRefusal({ closingDate: open, suspendedAt: past, charityActive: false }, now)).toBe('suspended')
		expect(giftRefusal({ closingDate: open, suspendedAt: null, charityActive: true }, now)).toBeNull()
		expect(giftRefusalMessage('charity-suspended')).toMatch(/association bénéficiaire/)
		expect(suspensionNotice('charity-suspended')?.title).toBe(suspensionMessages.charityOfPotSuspendedTitle)
		expect(suspensionNotice('closed')).toBeNull()
		expect(suspensionNotice(null)).toBeNull()
	})
	test('a pot whose charity is not verified at the provider takes no gift yet (ADR 030)', () => {
		const unverified = { closingDate: open, suspendedAt: null, charityActive: true, charityVerifiedAt: null }
		expect(giftRefusal(unverified, now)).toBe('charity-unverified')
		expect(giftRefusal({ ...unverified, charityVerifiedAt: past }, now)).toBeNull()
		// An operator's suspension, the charity's and the pot's end say more: they come first.
		expect(giftRefusal({ ...unverified, suspendedAt: past }, now)).toBe('suspended')
		expect(giftRefusal({ ...unverified, charityActive: false }, now)).toBe('charity-suspended')
		expect(giftRefusal({ ...unverified, closingDate: past }, now)).toBe('closed')
		expect(giftRefusalMessage('charity-unverified')).toBe(suspensionMessages.charityUnverified)
		expect(suspensionMessages.charityUnverified).toMatch(/dès qu’elle l’aura terminée/)
		expect(suspensionNotice('charity-unverified')).toEqual({
			title: 'Les dons ouvrent bientôt',
			text: suspensionMessages.charityUnverified,
			tone: 'info',
		})
	})
})
