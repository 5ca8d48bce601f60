import { describe, expect, test } from 'vitest'
import {
	compareHolderNames,
	normalizeHolderName,
	payeeCheckBlocksPayouts,
	payeeCheckMessage,
	suggestedNameFromMessage,
	toPayeeVerification,
	vopLiabilityAccepted,
} from './payee-check.ts'

describe('holder names', () => {
	test('case, accents, punctuation and legal-form words are set aside', () => {
		expect(normalizeHolderName('  Association « Les Amis du Quartier »  ')).toBe('les amis du quartier')
		expect(normalizeHolderName('ÉCOLE-DU-CŒUR, ASSO. loi 1901')).toBe('ecole du coeur')
		expect(normalizeHolderName('Terre & Mer SAS')).toBe('terre et mer')
		expect(normalizeHolderName('Association')).toBe('association')
	})

	test('the same name in another dress is a match', () => {
		expect(compareHolderNames('Association Les Amis du Quartier', 'LES AMIS DU QUARTIER')).toBe('MATCH')
		expect(compareHolderNames('les amis du quartier', 'Les Amis du Quartier')).toBe('MATCH')
		expect(compareHolderNames('Les Restos du Cœur', 'LES RESTOS DU COEUR')).toBe('MATCH')
		expect(compareHolderNames('Fondation Abbé-Pierre', 'Abbe Pierre')).toBe('MATCH')
	})

	test('a typo, a missing article or words in another order are a close match', () => {
		expect(compareHolderNames('Les Amis du Quartiers', 'Les Amis du Quartier')).toBe('CLOSE_MATCH')
		expect(compareHolderNames('Amis du Quartier', 'Les Amis du Quartier')).toBe('CLOSE_MATCH')
		expect(compareHolderNames('Quartier Amis', 'Les Amis du Quartier')).toBe('CLOSE_MATCH')
		expect(compareHolderNames('Jean Dupont', 'Jeanne Dupont')).toBe('CLOSE_MATCH')
	})

	test('another name is no match', () => {
		expect(compareHolderNames('Les Amis du Quartier', 'Secours Solidaire')).toBe('NO_MATCH')
		expect(compareHolderNames('Association des Tests', 'Les Amis du Quartier')).toBe('NO_MATCH')
		expect(compareHolderNames('', 'Les Amis du Quartier')).toBe('NO_MATCH')
		expect(compareHolderNames('Jean', 'Paul')).toBe('NO_MATCH')
	})
})

describe('the provider’s answer', () => {
	test('the bank’s name is read from a close match message', () => {
		expect(suggestedNameFromMessage(payeeCheckMessage('CLOSE_MATCH', 'Les Amis du Quartier'))).toBe(
			'Les Amis du Quartier',
		)
		expect(
			suggestedNameFromMessage(
				'Account name partially matches account identifier. Name returned by check: FirstName LastName. Payment made to this account may not reach its intended counterparty.',
			),
		).toBe('FirstName LastName')
		expect(suggestedNameFromMessage('… Name returned by check: St. Martin Asso.')).toBe('St. Martin Asso')
		expect(suggestedNameFromMessage(payeeCheckMessage('NO_MATCH', 'x'))).toBeNull()
		expect(suggestedNameFromMessage(null)).toBeNull()
	})

	test('an answer becomes a result; outside the check’s scope there is none', () => {
		expect(
			toPayeeVerification({
				id: 'vop_1',
				check: 'CLOSE_MATCH',
				message: payeeCheckMessage('CLOSE_MATCH', 'Jane Doe'),
			}),
		).toEqual({
			id: 'vop_1',
			check: 'CLOSE_MATCH',
			message: payeeCheckMessage('CLOSE_MATCH', 'Jane Doe'),
			suggestedName: 'Jane Doe',
		})
		expect(toPayeeVerification({ id: 'v', check: 'MATCH', message: 'x' })?.suggestedName).toBeNull()
		expect(toPayeeVerification({ id: 'v', check: 'SOMETHING', message: 'x' })).toBeNull()
		expect(toPayeeVerification(null)).toBeNull()
	})
})

describe('which results hold payouts', () => {
	test('no match and not possible hold them, unless the platform took the liability', () => {
		expect(payeeCheckBlocksPayouts('MATCH', false)).toBe(false)
		expect(payeeCheckBlocksPayouts('CLOSE_MATCH', false)).toBe(false)
		expect(payeeCheckBlocksPayouts('NO_MATCH', false)).toBe(true)
		expect(payeeCheckBlocksPayouts('MATCH_NOT_POSSIBLE', false)).toBe(true)
		expect(payeeCheckBlocksPayouts('NO_MATCH', true)).toBe(false)
		expect(payeeCheckBlocksPayouts('MATCH_NOT_POSSIBLE', true)).toBe(false)
		expect(payeeCheckBlocksPayouts(null, false)).toBe(false)
	})

	test('the liability setting is on only when it says accepted', () => {
		expect(vopLiabilityAccepted('accepted')).toBe(true)
		expect(vopLiabilityAccepted(' Accepted ')).toBe(true)
		expect(vopLiabilityAccepted('')).toBe(false)
		expect(vopLiabilityAccepted(undefined)).toBe(false)
		expect(vopLiabilityAccepted('yes')).toBe(false)
	})
})
