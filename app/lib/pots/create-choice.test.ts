import { describe, expect, test } from 'vitest'
import {
	canContinue,
	createChoiceMessages,
	type EventOptions,
	parseEventId,
	readCreateChoice,
} from './create-choice.ts'
import { kindOfRole } from '../account/account-kind.ts'
import { potMessages } from '../messages.ts'

const options: EventOptions = {
	particular: [
		{ id: 1, name: 'Anniversaire' },
		{ id: 2, name: 'Mariage' },
	],
	company: [{ id: 11, name: 'Séminaire' }],
}

const read = (query: string) => readCreateChoice(new URLSearchParams(query), options)

describe('create-pot entry choice', () => {
	test('event ids are positive whole numbers', () => {
		expect(parseEventId('3')).toBe(3)
		expect(parseEventId(' 12 ')).toBe(12)
		for (const raw of ['0', '-1', '1.5', 'abc', '', null, undefined, '1e3'])
			expect(parseEventId(raw)).toBeNull()
	})

	test('Suivant needs a type and an event above 0 of that audience', () => {
		expect(canContinue(null, 1, options)).toBe(false)
		expect(canContinue('particular', null, options)).toBe(false)
		expect(canContinue('particular', 0, options)).toBe(false)
		expect(canContinue('particular', 11, options)).toBe(false)
		expect(canContinue('particular', 2, options)).toBe(true)
		expect(canContinue('company', 11, options)).toBe(true)
	})

	test('a query without evt only preselects the type', () => {
		expect(read('')).toEqual({ status: 'idle', type: null, evt: null })
		expect(read('type=company')).toEqual({ status: 'idle', type: 'company', evt: null })
		expect(read('type=private')).toEqual({ status: 'idle', type: 'particular', evt: null })
		expect(read('type=admin')).toEqual({ status: 'idle', type: null, evt: null })
	})

	test('a valid choice goes to step 1 with the event', () => {
		expect(read('type=particular&evt=2')).toEqual({
			status: 'valid',
			type: 'particular',
			evt: 2,
			redirectTo: '/create/particular/assocs?evt=2',
		})
		expect(read('type=company&evt=11')).toMatchObject({
			status: 'valid',
			redirectTo: '/create/company/assocs?evt=11',
		})
	})

	test('an empty or wrong submission names each problem', () => {
		expect(read('evt=')).toEqual({
			status: 'invalid',
			type: null,
			evt: null,
			errors: { type: createChoiceMessages.typeRequired, evt: potMessages.eventTypeRequired },
		})
		expect(read('type=company&evt=0')).toMatchObject({
			errors: { evt: createChoiceMessages.eventTypeRequired },
		})
		expect(read('type=company&evt=2')).toEqual({
			status: 'invalid',
			type: 'company',
			evt: 2,
			errors: { evt: createChoiceMessages.eventTypeMismatch },
		})
		expect(read('evt=2')).toEqual({
			status: 'invalid',
			type: null,
			evt: 2,
			errors: { type: createChoiceMessages.typeRequired },
		})
	})

	test('a signed-in user creates for their own audience', () => {
		expect(kindOfRole('private')).toBe('particular')
		expect(kindOfRole('enterprise')).toBe('company')
		expect(kindOfRole('manager')).toBe('company')
		expect(kindOfRole(null)).toBeNull()
	})
})
