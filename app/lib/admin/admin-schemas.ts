/**
 * One zod schema per form of the operators' area and of the charity space (ADR 026), shared by the browser
 * (Conform) and the server (the actions).
 */
import { z } from 'zod'
import { passwordConfirmationRefinement, passwordConfirmationSchema } from '../validation.ts'
import { emailSchema, firstNameSchema, lastNameSchema } from '../validation.ts'
import { adminMessages } from './admin-messages.ts'
import { newPassword, required } from '../account/account-schemas.ts'
import { derivedMessages } from '../messages.ts'

const id = z.coerce.number({ invalid_type_error: adminMessages.notFound }).int().positive().max(999_999_999)

export const InviteMemberSchema = z.object({ email: emailSchema })

export const CharityStatusSchema = z.object({ intent: z.enum(['publish', 'suspend']) })

export const POT_SUSPENSION_REASON_MAX = 500

export const PotSuspensionSchema = z.discriminatedUnion('intent', [
	z.object({
		intent: z.literal('suspend'),
		reason: required(adminMessages.reasonRequired).pipe(
			z.string().max(POT_SUSPENSION_REASON_MAX, adminMessages.reasonTooLong),
		),
	}),
	z.object({ intent: z.literal('reopen') }),
])

export const AccountSuspensionSchema = z.object({
	intent: z.enum(['suspend', 'reactivate']),
	userId: id,
})

export const ResendMailSchema = z.object({ mailId: id })

/** Joining with a new account: names and a password (the address is the invitation's). */
export const AcceptInvitationSchema = z
	.object({
		token: required(derivedMessages.resetLinkInvalid),
		firstname: firstNameSchema,
		name: lastNameSchema,
		password: newPassword,
		password_confirmation: passwordConfirmationSchema,
	})
	.superRefine(passwordConfirmationRefinement())

/** Joining with the signed-in account. */
export const JoinInvitationSchema = z.object({ token: required(derivedMessages.resetLinkInvalid) })
