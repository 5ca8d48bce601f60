import { describe, expect, it } from 'vitest'
import { closingTagsLast } from './closing-tags-last.server.ts'

async function through(chunks: string[]) {
	const encoder = new TextEncoder()
	const source = new ReadableStream<Uint8Array>({
		start(controller) {
			for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
			controller.close()
		},
	})
	const out: string[] = []
	const decoder = new TextDecoder()
	const reader = source.pipeThrough(closingTagsLast()).getReader()
	for (let read = await reader.read(); !read.done; read = await reader.read())
		out.push(decoder.decode(read.value))
	return out
}

describe('closingTagsLast', () => {
	it('moves the closing tags after what React streams once the shell is sent', async () => {
		const out = await through([
			'<html><body>shell</body></html>',
			'<script>a()</script>',
			'<script>b()</script>',
		])
		expect(out.join('')).toBe('<html><body>shell<script>a()</script><script>b()</script></body></html>')
		// The shell is sent as soon as it comes, without waiting for the rest.
		expect(out[0]).toBe('<html><body>shell')
	})

	it('finds the closing tags split across chunks, in any place', async () => {
		const page = '<html><body>é shell</body></html><script>x()</script>'
		const expected = '<html><body>é shell<script>x()</script></body></html>'
		for (let cut = 1; cut < page.length; cut++) {
			const out = await through([page.slice(0, cut), page.slice(cut)])
			expect(out.join(''), `cut at ${cut}`).toBe(expected)
		}
	})

	it('leaves a page without them as it is, and a lookalike that is not them', async () => {
		expect((await through(['<p>a</', 'b>c</p>'])).join('')).toBe('<p>a</b>c</p>')
		expect((await through(['<p>a</bo'])).join('')).toBe('<p>a</bo')
		expect((await through(['<html><body>x</body></html>'])).join('')).toBe('<html><body>x</body></html>')
	})
})
