import { describe, expect, test } from 'vitest'
import {
	AccountSuspensionSchema,
	InviteMemberSchema,
	PotSuspensionSchema,
	ResendMailSchema,
} from './admin-schemas.ts'

describe('admin forms', () => {
	test('an invitation: a valid address, lower-cased', () => {
		expect(InviteMemberSchema.parse({ email: ' Ana@Exemple.FR ' })).toEqual({ email: 'ana@exemple.fr' })
		expect(InviteMemberSchema.safeParse({ email: 'ana@' }).success).toBe(false)
	})
	test('suspending a pot needs a reason of 500 characters at most; reopening needs none', () => {
		expect(PotSuspensionSchema.safeParse({ intent: 'suspend', reason: '   ' }).success).toBe(false)
		expect(PotSuspensionSchema.safeParse({ intent: 'suspend', reason: 'x'.repeat(501) }).success).toBe(false)
		expect(PotSuspensionSchema.parse({ intent: 'suspend', reason: ' Signalée ' })).toEqual({
			intent: 'suspend',
			reason: 'Signalée',
		})
		expect(PotSuspensionSchema.parse({ intent: 'reopen' })).toEqual({ intent: 'reopen' })
		expect(PotSuspensionSchema.safeParse({ intent: 'delete' }).success).toBe(false)
	})
	test('ids are positive integers; anything else is refused, never thrown', () => {
		expect(AccountSuspensionSchema.parse({ intent: 'suspend', userId: '12' })).toEqual({
			intent: 'suspend',
			userId: 12,
		})
		for (const mailId of ['', '-1', '1.5', 'abc', '1e12'])
			expect(ResendMailSchema.safeParse({ mailId }).success).toBe(false)
	})
})
