import { describe, expect, test } from 'vitest'
import { htmlFindings } from '#tests/support/e2e/html-validity.ts'

const page = (body: string) =>
	`<!doctype html><html lang="fr"><head><title>Essai</title></head><body><main>${body}</main></body></html>`

const select = (attributes: string, options: string) =>
	page(`<label for="pays">Pays</label><select id="pays" name="pays" ${attributes}>${options}</select>`)

describe('the HTML rules every page is held to (.htmlvalidate.mjs)', () => {
	test('a required select must start with an empty placeholder option, as the W3C validator says', async () => {
		const refused = await htmlFindings(select('required', '<option value="FR">France</option>'))
		expect(refused).toEqual([expect.stringContaining('donnons/required-select-placeholder')])
		expect(
			await htmlFindings(select('required', '<option value="">Choisir</option><option>France</option>')),
		).toEqual([])
		expect(
			await htmlFindings(select('required', '<option value="x"></option><option>France</option>')),
		).toEqual([])
		// Not required, or a list box: no placeholder needed.
		expect(await htmlFindings(select('', '<option value="FR">France</option>'))).toEqual([])
		expect(await htmlFindings(select('required size="3"', '<option value="FR">France</option>'))).toEqual([])
	})

	test('a page is valid only when nothing follows </html>', async () => {
		expect(await htmlFindings(page('<p>Bonjour</p>'))).toEqual([])
		const after = await htmlFindings(`${page('<p>Bonjour</p>')}<script>1</script>`)
		expect(after).toEqual(expect.arrayContaining([expect.stringContaining('content-after-html')]))
	})
})
