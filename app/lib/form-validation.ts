import { parseWithZod } from '@conform-to/zod'
import { type ZodTypeAny } from 'zod'
import { generic } from './messages.ts'

/**
 * Validates a form with its schema and, when anything is wrong, adds the spec's notice at the top of the
 * form ('Veuillez remplir les champs obligatoires', docs/requirements.md#spec-1-8). Used by the browser and the server alike.
 */
export function parseWithNotice<Schema extends ZodTypeAny>(formData: FormData, schema: Schema) {
	const submission = parseWithZod(formData, { schema })
	if (submission.status === 'error' && submission.error) {
		submission.error[''] = [generic.requiredFields]
	}
	return submission
}
