import { parseWithZod, unstable_coerceFormValue as coerceFormValue } from '@conform-to/zod'
import { type ZodTypeAny } from 'zod'
import { generic } from './messages.ts'

/**
 * A schema with Conform's form-value coercion (empty strings as undefined, numbers, booleans…), made once per
 * schema: `parseWithZod` rebuilds the coerced copy of the whole schema on every call, which cost more than
 * parsing the form (docs/performance.md, s16-gift). The same coercion, so the same results.
 */
const coerced = new WeakMap<ZodTypeAny, ZodTypeAny>()

export function coercedSchema<Schema extends ZodTypeAny>(schema: Schema): Schema {
	let made = coerced.get(schema)
	if (!made) coerced.set(schema, (made = coerceFormValue(schema)))
	return made as Schema
}

/**
 * Validates a form with its schema and, when anything is wrong, adds the spec's notice at the top of the
 * form ('Veuillez remplir les champs obligatoires', docs/requirements.md#spec-1-8). Used by the browser and the server alike.
 */
export function parseWithNotice<Schema extends ZodTypeAny>(formData: FormData, schema: Schema) {
	const submission = parseWithZod(formData, { schema: coercedSchema(schema), disableAutoCoercion: true })
	if (submission.status === 'error' && submission.error) {
		submission.error[''] = [generic.requiredFields]
	}
	return submission
}
