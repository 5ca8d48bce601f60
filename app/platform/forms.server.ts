import { type FileUploadHandler, parseFormData } from '@mjackson/form-data-parser'
import { MaxFileSizeExceededError, MaxFilesExceededError } from '@mjackson/form-data-parser'
import { getMultipartBoundary, MultipartPart } from '@mjackson/multipart-parser'
import { httpError } from './http-errors.server.ts'

/** A file field's limits, for the actions that take uploads. */
type UploadLimits = { maxFileSize: number; maxFiles: number; onFile?: FileUploadHandler }

/** Files in a form that takes none are still read (and bounded): the browser sends empty file parts. */
const DEFAULT_LIMITS: UploadLimits = { maxFileSize: 1024 * 1024, maxFiles: 20 }

/** A text part may be as long as a whole urlencoded form (server/http-guards.js). */
const TEXT_PART_LIMIT = 1024 * 1024

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

/** The file fields of each form read with limits whose file was over `maxFileSize` (and not kept). */
const oversized = new WeakMap<FormData, readonly string[]>()

function mediaType(request: Request) {
	return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** True when the error is an upload limit the form itself reports next to its field. */
export function isUploadLimitError(error: unknown) {
	return error instanceof MaxFileSizeExceededError || error instanceof MaxFilesExceededError
}

/**
 * The file fields of a form read by {@link readForm} with limits whose file was over the limit, in the
 * body's order: the file is not in the form, its text fields are.
 */
export function oversizedFiles(form: FormData): readonly string[] {
	return oversized.get(form) ?? []
}

/**
 * The one way an action reads its body. What a browser's form sends (urlencoded or multipart) gives the
 * FormData; anything else answers in French, never 500: a body that is not a form (text/plain, JSON, none)
 * 415, a form that cannot be read (malformed multipart, a body cut short) 400.
 * With `limits`, a file over `maxFileSize` does not fail the form: its bytes past the limit are not kept
 * (the stream is cut, see {@link capFileParts}), the file is left out and its field is listed by
 * {@link oversizedFiles}, so that the form comes back with everything typed and the message on the field.
 * More files than `maxFiles` throws the parser's error ({@link isUploadLimitError}); a text part over
 * {@link TEXT_PART_LIMIT} (or over `maxFileSize`, when larger) answers 413, and so does, without `limits`,
 * any upload limit.
 * Size limits for the whole body are applied before, by the HTTP server (server.js).
 */
export async function readForm(request: Request, limits?: UploadLimits): Promise<FormData> {
	if (!FORM_TYPES.has(mediaType(request))) throw httpError(415)
	try {
		if (!limits) return await parseFormData(request, DEFAULT_LIMITS)
		return await readLimitedForm(request, limits)
	} catch (error) {
		if (error instanceof MaxFilesExceededError && limits) throw error
		// With limits, only a text part can still be over the parser's limit: no field to put it on.
		if (isUploadLimitError(error)) throw httpError(413)
		throw httpError(400)
	}
}

async function readLimitedForm(request: Request, { maxFileSize, maxFiles, onFile }: UploadLimits) {
	const boundary = getMultipartBoundary(request.headers.get('content-type') ?? '')
	if (!boundary || !request.body) return parseFormData(request, { maxFileSize, maxFiles }, onFile)
	const fields: string[] = []
	const capped = new Request(request.url, {
		method: request.method,
		headers: request.headers,
		body: request.body.pipeThrough(capFileParts(boundary, maxFileSize + 1)),
		duplex: 'half',
	} as RequestInit)
	const options = { maxFileSize: Math.max(maxFileSize + 1, TEXT_PART_LIMIT), maxFiles }
	const form = await parseFormData(capped, options, (file) => {
		if (file.size <= maxFileSize) return onFile ? onFile(file) : file
		fields.push(file.fieldName)
		return null
	})
	oversized.set(form, fields)
	return form
}

const ascii = (text: string) => new TextEncoder().encode(text)
const HEADER_END = ascii('\r\n\r\n')
/** The parser's own limit on a part's headers; past it, the bytes go through and the parser refuses them. */
const MAX_HEADER_BYTES = 8 * 1024

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0) {
	return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(needle, from)
}

function concat(a: Uint8Array, b: Uint8Array) {
	if (a.length === 0) return b
	const joined = new Uint8Array(a.length + b.length)
	joined.set(a, 0)
	joined.set(b, a.length)
	return joined
}

/**
 * A multipart body with the content of every file part cut after `cap` bytes: what follows is read and
 * dropped, so that a file over the form's limit costs at most `cap` bytes of memory while the parts after
 * it are still read. Boundaries and headers are found the way @mjackson/multipart-parser finds them (the
 * part's headers are read by its own MultipartPart); anything it would refuse is passed through untouched,
 * for it to refuse.
 */
export function capFileParts(boundary: string, cap: number) {
	const opening = ascii(`--${boundary}`)
	const delimiter = ascii(`\r\n--${boundary}`)
	let state: 'start' | 'after-boundary' | 'header' | 'body' | 'epilogue' | 'through' = 'start'
	let pending: Uint8Array = new Uint8Array(0)
	let isFile = false
	let kept = 0

	function body(bytes: Uint8Array, out: TransformStreamDefaultController<Uint8Array>) {
		if (!isFile) return out.enqueue(bytes)
		const room = Math.max(0, cap - kept)
		const part = bytes.length > room ? bytes.subarray(0, room) : bytes
		kept += part.length
		if (part.length > 0) out.enqueue(part)
	}

	function step(out: TransformStreamDefaultController<Uint8Array>): boolean {
		switch (state) {
			case 'start': {
				if (pending.length < opening.length) return false
				if (indexOf(pending.subarray(0, opening.length), opening) !== 0) state = 'through'
				else {
					out.enqueue(pending.subarray(0, opening.length))
					pending = pending.subarray(opening.length)
					state = 'after-boundary'
				}
				return true
			}
			case 'after-boundary': {
				if (pending.length < 2) return false
				// After the closing delimiter's `--` comes the epilogue, which the parser ignores when it comes
				// in the same chunk and refuses when it comes in a later one: it is dropped.
				state = pending[0] === 45 && pending[1] === 45 ? 'epilogue' : 'header'
				out.enqueue(pending.subarray(0, 2))
				pending = pending.subarray(2)
				return true
			}
			case 'header': {
				const end = indexOf(pending, HEADER_END)
				if (end === -1) {
					if (pending.length > MAX_HEADER_BYTES) state = 'through'
					return state === 'through'
				}
				if (end > MAX_HEADER_BYTES) {
					state = 'through'
					return true
				}
				isFile = new MultipartPart(pending.subarray(0, end), []).isFile
				kept = 0
				out.enqueue(pending.subarray(0, end + HEADER_END.length))
				pending = pending.subarray(end + HEADER_END.length)
				state = 'body'
				return true
			}
			case 'body': {
				const at = indexOf(pending, delimiter)
				if (at === -1) {
					// The tail may be the start of a delimiter cut between two chunks.
					const safe = Math.max(0, pending.length - (delimiter.length - 1))
					body(pending.subarray(0, safe), out)
					pending = pending.subarray(safe)
					return false
				}
				body(pending.subarray(0, at), out)
				out.enqueue(pending.subarray(at, at + delimiter.length))
				pending = pending.subarray(at + delimiter.length)
				state = 'after-boundary'
				return true
			}
			case 'epilogue': {
				pending = new Uint8Array(0)
				return false
			}
			case 'through': {
				if (pending.length > 0) out.enqueue(pending)
				pending = new Uint8Array(0)
				return false
			}
		}
	}

	return new TransformStream<Uint8Array, Uint8Array>({
		transform(chunk, out) {
			pending = concat(pending, chunk)
			while (step(out));
			// What is kept is copied: the chunks it came from are not held.
			pending = pending.slice()
		},
		flush(out) {
			if (state === 'body' && isFile) body(pending, out)
			else if (state !== 'epilogue' && pending.length > 0) out.enqueue(pending)
		},
	})
}
