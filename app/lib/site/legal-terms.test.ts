import { describe, expect, test } from 'vitest'
import { closingDateBounds, isClosingDateAllowed } from '../dates.ts'
import { formatWholeEuros, legalTerms } from './legal-terms.ts'
import { guestListErrors } from '../pots/share-emails.ts'

const NOON = new Date('2026-11-23T11:00:00Z')

describe('legal terms hold the rules the code applies', () => {
	test('the docs/requirements.md#spec-3-9 figures', () => {
		expect(legalTerms).toMatchObject({
			collectionMinDays: 2,
			collectionMaxDays: 365,
			maxInvitedParticipants: 500,
			withdrawalDays: 14,
			terminationNoticeDays: 30,
			changesEffectiveDays: 30,
			disputeMonths: 13,
			oppositionRecordsMonths: 18,
			amlYearlyParticipationsEuros: 2500,
			amlYearlyRefundRequestsEuros: 1000,
			dataAfterClosureYears: 3,
			bankArchivesYears: 2,
			cardDataMonths: 13,
			cardDataDeferredDebitMonths: 15,
			audienceCookiesMonths: 13,
			dataRequestReplyMonths: 2,
		})
	})

	test('a pot may close at the latest 365 days from today, not one day more', () => {
		const { max } = closingDateBounds(NOON)
		expect(max).toBe('2027-11-23')
		expect(isClosingDateAllowed(max, NOON)).toBe(true)
		expect(isClosingDateAllowed('2027-11-24', NOON)).toBe(false)
		const days = (Date.parse(max) - Date.parse('2026-11-23')) / 86_400_000
		expect(days).toBe(legalTerms.collectionMaxDays)
	})

	test('a guest list of 500 is accepted, 501 is refused', () => {
		const guests = (n: number) => Array.from({ length: n }, (_, i) => `invite${i}@exemple.fr`)
		expect(guestListErrors({ valid: guests(legalTerms.maxInvitedParticipants), invalid: [] })).toEqual([])
		expect(
			guestListErrors({ valid: guests(legalTerms.maxInvitedParticipants + 1), invalid: [] }),
		).toHaveLength(1)
	})
})

describe('formatWholeEuros', () => {
	test('groups thousands and puts a no-break space before the sign', () => {
		expect(formatWholeEuros(2500).replace(/\s/g, ' ')).toBe('2 500 €')
		expect(formatWholeEuros(1000)).toMatch(/^1\s000\u00a0€$/)
		expect(formatWholeEuros(30)).toBe('30\u00a0€')
	})
})
