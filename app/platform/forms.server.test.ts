import { describe, expect, test, vi } from 'vitest'
import { capFileParts, isUploadLimitError, oversizedFiles, readForm } from './forms.server.ts'

const BOUNDARY = '----donnons-test-boundary'
const MB = 1024 * 1024

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Uint8Array }

/** A multipart body in the given order (a browser sends the parts in the form's DOM order). */
function multipart(parts: Part[]): Uint8Array {
	const encoder = new TextEncoder()
	const pieces: Uint8Array[] = []
	for (const part of parts) {
		const disposition =
			'filename' in part
				? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/jpeg`
				: `form-data; name="${part.name}"`
		pieces.push(encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`))
		pieces.push('filename' in part ? part.bytes : encoder.encode(part.value))
		pieces.push(encoder.encode('\r\n'))
	}
	pieces.push(encoder.encode(`--${BOUNDARY}--\r\n`))
	const body = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0))
	let at = 0
	for (const piece of pieces) {
		body.set(piece, at)
		at += piece.length
	}
	return body
}

/** The body streamed in chunks of `size` bytes, as a socket would, and counted as it is read. */
function streamOf(body: Uint8Array, size: number) {
	let at = 0
	const stream = new ReadableStream<Uint8Array>({
		pull(controller) {
			if (at >= body.length) return controller.close()
			controller.enqueue(body.slice(at, at + size))
			at += size
		},
	})
	return { stream, read: () => Math.min(at, body.length) }
}

function request(body: Uint8Array, chunk = 64 * 1024) {
	const { stream } = streamOf(body, chunk)
	return new Request('http://localhost/form', {
		method: 'POST',
		headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
		body: stream,
		duplex: 'half',
	} as RequestInit)
}

const photo = (size: number) => new Uint8Array(size).fill(0x61)
const limits = { maxFileSize: 2 * MB, maxFiles: 2 }

describe('readForm with upload limits: a file over the limit', () => {
	test('is left out, its field listed, and the text before and after it kept', async () => {
		const body = multipart([
			{ name: 'intent', value: 'publish' },
			{ name: 'body', value: 'Merci à tous les donateurs ! Ça avance.' },
			{ name: 'image', filename: 'photo.jpg', bytes: photo(11 * MB) },
			{ name: 'audience', value: 'ALL' },
			{ name: 'image_crop', value: '{"x":0}' },
		])
		const form = await readForm(request(body), limits)
		expect(oversizedFiles(form)).toEqual(['image'])
		expect(form.get('image')).toBeNull()
		expect(Object.fromEntries([...form.entries()])).toEqual({
			intent: 'publish',
			body: 'Merci à tous les donateurs ! Ça avance.',
			audience: 'ALL',
			image_crop: '{"x":0}',
		})
	})

	test('each oversized field is listed; a file within the limit is kept whole', async () => {
		const small = photo(2 * MB)
		small[0] = 0xff
		const body = multipart([
			{ name: 'banner', filename: 'banniere.jpg', bytes: photo(3 * MB) },
			{ name: 'name', value: 'Les 40 ans de Marie' },
			{ name: 'logo', filename: 'logo.jpg', bytes: small },
		])
		const form = await readForm(request(body, 1000), limits)
		expect(oversizedFiles(form)).toEqual(['banner'])
		expect(form.get('name')).toBe('Les 40 ans de Marie')
		const logo = form.get('logo') as File
		expect(logo.size).toBe(2 * MB)
		expect(Buffer.from(await logo.arrayBuffer()).equals(small)).toBe(true)
	})

	test('the upload handler never gets it, and what is kept of it is bounded by the limit', async () => {
		const onFile = vi.fn((file: File) => file)
		const body = multipart([
			{ name: 'emails', value: 'a@exemple.fr, b@exemple.fr' },
			{ name: 'file', filename: 'contacts.csv', bytes: photo(300 * 1024) },
		])
		const form = await readForm(request(body), { maxFileSize: 200 * 1024, maxFiles: 1, onFile })
		expect(onFile).not.toHaveBeenCalled()
		expect(oversizedFiles(form)).toEqual(['file'])
		expect(form.get('emails')).toBe('a@exemple.fr, b@exemple.fr')
	})

	test('the stream the parser reads carries at most limit + 1 bytes of the file, whatever its size', async () => {
		const cap = 2 * MB + 1
		const file = photo(30 * MB)
		const body = multipart([
			{ name: 'before', value: 'avant' },
			{ name: 'image', filename: 'photo.jpg', bytes: file },
			{ name: 'after', value: 'après' },
		])
		const { stream, read } = streamOf(body, 64 * 1024)
		let passed = 0
		let largestChunk = 0
		const reader = stream.pipeThrough(capFileParts(BOUNDARY, cap)).getReader()
		for (let next = await reader.read(); !next.done; next = await reader.read()) {
			passed += next.value.length
			largestChunk = Math.max(largestChunk, next.value.length)
		}
		expect(read()).toBe(body.length)
		// All but the file's bytes past the cap, and the epilogue (the CRLF after the closing delimiter).
		expect(passed).toBe(body.length - file.length + cap - 2)
		expect(largestChunk).toBeLessThanOrEqual(64 * 1024 + 200)
	})

	test('cut anywhere into chunks, a body within the limits reads as the platform reads it', async () => {
		const body = multipart([
			{ name: 'a', value: `--${BOUNDARY.slice(0, 10)} pas une limite\r\n\r\n` },
			{ name: 'photo', filename: 'p.jpg', bytes: photo(5000) },
			{ name: 'b', value: 'é'.repeat(300) },
			{ name: 'empty', filename: '', bytes: new Uint8Array(0) },
		])
		const expected = await new Response(new Blob([body.slice()]), {
			headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
		}).formData()
		for (const chunk of [1, 2, 7, 29, 64, 1000, body.length]) {
			const form = await readForm(request(body, chunk), { maxFileSize: 10_000, maxFiles: 2 })
			expect(oversizedFiles(form)).toEqual([])
			expect(form.get('a')).toBe(expected.get('a'))
			expect(form.get('b')).toBe(expected.get('b'))
			expect((form.get('photo') as File).size).toBe(5000)
		}
	})
})

describe('readForm keeps its other answers', () => {
	test('without limits, a file over the default limit is a 413', async () => {
		const body = multipart([{ name: 'image', filename: 'photo.jpg', bytes: photo(MB + 1) }])
		await expect(readForm(request(body))).rejects.toMatchObject({ status: 413 })
	})

	test('with limits, a text part over 1 Mo (and over the file limit) is a 413, not a thrown parser error', async () => {
		const body = multipart([{ name: 'emails', value: 'a'.repeat(MB + 1) }])
		await expect(readForm(request(body), { maxFileSize: 200 * 1024, maxFiles: 1 })).rejects.toMatchObject({
			status: 413,
		})
		const within = multipart([{ name: 'emails', value: 'a'.repeat(MB) }])
		const form = await readForm(request(within), { maxFileSize: 200 * 1024, maxFiles: 1 })
		expect(form.get('emails')).toHaveLength(MB)
	})

	test('more files than allowed throws the parser’s limit error', async () => {
		const body = multipart([
			{ name: 'a', filename: 'a.jpg', bytes: photo(10) },
			{ name: 'b', filename: 'b.jpg', bytes: photo(10) },
		])
		const error = await readForm(request(body), { maxFileSize: MB, maxFiles: 1 }).catch((e: unknown) => e)
		expect(isUploadLimitError(error)).toBe(true)
	})

	test('a malformed or cut body is a 400, a body that is not a form a 415', async () => {
		const cut = multipart([{ name: 'a', value: 'x' }]).slice(0, 40)
		await expect(readForm(request(cut), limits)).rejects.toMatchObject({ status: 400 })
		const noBoundary = new Request('http://localhost/form', {
			method: 'POST',
			headers: { 'content-type': 'multipart/form-data' },
			body: 'x',
		})
		await expect(readForm(noBoundary, limits)).rejects.toMatchObject({ status: 400 })
		const json = new Request('http://localhost/form', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: '{}',
		})
		await expect(readForm(json, limits)).rejects.toMatchObject({ status: 415 })
	})
})
