import { expect, test } from 'vitest'
import { frenchTurboStream, frenchTurboStreamTransform } from './remix-errors.ts'

const remix405 =
	'[{"_1":2},"error",["ErrorResponse",3,4,5],405,"Method Not Allowed","Error: You made a POST request to \\"/x\\" but did not provide an `action` for route \\"routes/x\\", so there is no way to handle the request."]'

test('replaces Remix’s own English messages, keeps the rest', () => {
	const french = frenchTurboStream(`${remix405}\nP1:[1]\n`, 'Action impossible')
	expect(french).not.toMatch(/You made a|Method Not Allowed|routes\/x/)
	expect(JSON.parse(french.split('\n')[0] as string)).toEqual([
		{ _1: 2 },
		'error',
		['ErrorResponse', 3, 4, 5],
		405,
		'Action impossible',
		'Action impossible',
	])
	expect(french.split('\n')[1]).toBe('P1:[1]')
})

test('leaves the app’s own data alone', () => {
	const line = '[{"_1":2},"data","Page introuvable","Not Found here"]'
	expect(frenchTurboStream(line, 'x')).toBe(line)
})

test('works on a stream cut anywhere', async () => {
	const bytes = new TextEncoder().encode(`${remix405}\n`)
	const source = new ReadableStream<Uint8Array>({
		start(controller) {
			for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7))
			controller.close()
		},
	})
	const text = await new Response(source.pipeThrough(frenchTurboStreamTransform('FR'))).text()
	expect(text).toContain('"FR"')
	expect(text).not.toContain('You made a')
})
