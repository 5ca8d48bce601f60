import { type FileUploadHandler, parseFormData } from '@mjackson/form-data-parser'
import { MaxFileSizeExceededError, MaxFilesExceededError } from '@mjackson/form-data-parser'
import { httpError } from './http-errors.server.ts'

/** A file field's limits, for the actions that take uploads. */
type UploadLimits = { maxFileSize: number; maxFiles: number; onFile?: FileUploadHandler }

/** Files in a form that takes none are still read (and bounded): the browser sends empty file parts. */
const DEFAULT_LIMITS: UploadLimits = { maxFileSize: 1024 * 1024, maxFiles: 20 }

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

function mediaType(request: Request) {
	return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** True when the error is an upload limit the form itself reports next to its field. */
export function isUploadLimitError(error: unknown) {
	return error instanceof MaxFileSizeExceededError || error instanceof MaxFilesExceededError
}

/**
 * The one way an action reads its body. What a browser's form sends (urlencoded or multipart) gives the
 * FormData; anything else answers in French, never 500: a body that is not a form (text/plain, JSON, none)
 * 415, a form that cannot be read (malformed multipart, a body cut short) 400. Upload limits are thrown as
 * the parser's own errors ({@link isUploadLimitError}) when `limits` are given, so that the form can put the
 * message on its field (413 otherwise).
 * Size limits for the whole body are applied before, by the HTTP server (server.js).
 */
export async function readForm(request: Request, limits?: UploadLimits): Promise<FormData> {
	if (!FORM_TYPES.has(mediaType(request))) throw httpError(415)
	try {
		const { onFile, ...options } = limits ?? DEFAULT_LIMITS
		return await parseFormData(request, options, onFile)
	} catch (error) {
		if (isUploadLimitError(error)) {
			if (limits) throw error
			throw httpError(413)
		}
		throw httpError(400)
	}
}
