import { parseWithZod } from '@conform-to/zod'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { coercedSchema, parseWithNotice } from './form-validation.ts'
import { generic } from './messages.ts'

const schema = z.object({
	name: z.string({ required_error: 'Nom requis' }),
	amount: z.number({ required_error: 'Montant requis' }).int().min(1),
	visible: z.boolean().default(false),
	note: z.string().optional(),
})

const form = (entries: Record<string, string>) => {
	const data = new FormData()
	for (const [name, value] of Object.entries(entries)) data.append(name, value)
	return data
}

test("a schema's coerced copy is made once, and parses as Conform's own coercion does", () => {
	expect(coercedSchema(schema)).toBe(coercedSchema(schema))
	const cases: Record<string, string>[] = [
		{ name: 'Léa', amount: '12', visible: 'on', note: '' },
		{ name: '', amount: 'douze' },
		{ amount: '0', note: 'x' },
	]
	for (const entries of cases) {
		const ours = parseWithNotice(form(entries), schema)
		const conform = parseWithZod(form(entries), { schema })
		expect(ours.status).toBe(conform.status)
		expect(ours.payload).toEqual(conform.payload)
		if (conform.status === 'success') expect(ours.status === 'success' && ours.value).toEqual(conform.value)
		else
			expect(ours.status === 'error' && ours.error).toEqual({
				...conform.error,
				'': [generic.requiredFields],
			})
	}
	expect(parseWithNotice(form({ name: 'Léa', amount: '12', visible: 'on' }), schema)).toMatchObject({
		status: 'success',
		value: { name: 'Léa', amount: 12, visible: true },
	})
})
