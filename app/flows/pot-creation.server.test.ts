import { describe, expect, test } from 'vitest'
import { potCreationMachine } from '#machines/pot-creation.ts'
import { type CreationState, routeFor } from './pot-creation.server.ts'

const states = Object.keys(potCreationMachine.config.states ?? {}) as CreationState[]
const snapshot = (
	value: CreationState,
	potId: number | null = null,
	creatorType = 'particular' as const,
) => ({
	value,
	context: { creatorType, eventTypeId: 3, charityId: 5, potId, draft: {} as never },
})

describe('routeFor: the page of each state of the pot creation', () => {
	test('each state has its page, but recording, which the driver carries out', () => {
		expect(Object.fromEntries(states.map((state) => [state, routeFor(snapshot(state, 9))]))).toEqual({
			cause: '/create/particular/assocs?evt=3',
			details: '/create/particular/details',
			choosingCauseAgain: '/create/particular/assocs?evt=3',
			identify: '/create/particular/authenticate',
			companyDetails: '/create/particular/authenticate',
			recording: null,
			wrongAccount: '/',
			recorded: '/participate/9',
		})
	})

	test('a company completes its details, then continues with its KYC once the pot is recorded', () => {
		const company = (value: CreationState) => snapshot(value, 9, 'company' as never)
		expect(routeFor(company('companyDetails'), 4)).toBe(
			'/login/representative?company=4&redirectTo=%2Fcreate%2Fcompany%2Fauthenticate',
		)
		expect(routeFor(company('recorded'))).toBe('/participate/company/9/kyc')
	})
})
