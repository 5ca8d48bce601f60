import { z } from 'zod'
import { checkSupportMessage } from './support-message.ts'

/** The zod side of a word of support (./support-message.ts has the rules): the forms parsed with Conform. */

/** The form field `message`: optional; its value is the text to store, or null. */
export const supportMessageField = z
	.string()
	.optional()
	.transform((value, ctx) => {
		const checked = checkSupportMessage(value)
		if (checked.ok) return checked.body
		ctx.addIssue({ code: z.ZodIssueCode.custom, message: checked.error })
		return z.NEVER
	})

/** A form with the message alone (the signed-in donor's payment page). */
export const SupportMessageSchema = z.object({ message: supportMessageField })

/** A form's schema with the optional message added (the quick donor's identity form). */
export function withSupportMessage<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
	// Extended once per schema (a form's schema is kept, not rebuilt per request: quickIdentitySchema).
	let extended = withMessage.get(schema) as ReturnType<typeof extend<T>> | undefined
	if (!extended) withMessage.set(schema, (extended = extend(schema)))
	return extended
}

const extend = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
	schema.extend({ message: supportMessageField })
const withMessage = new WeakMap<z.ZodTypeAny, z.ZodTypeAny>()
