// @ts-check
// Serves the brotli or gzip copy written at build time (scripts/precompress.mjs) of a static file when the
// browser accepts it: the file is compressed once, not on every request (docs/performance.md). The copy is sent by
// express.static with the original's Content-Type; compression() leaves a response that already has a
// Content-Encoding alone.
import fs from 'node:fs'
import path from 'node:path'
import express from 'express'

/**
 * The relative paths ('/favicon.svg') of the files under `root`, found once at start-up: the build's client
 * folder does not change while the server runs.
 * @param {string} root
 */
function filesUnder(root) {
	/** @type {Set<string>} */
	const files = new Set()
	/** @param {string} dir */
	const scan = (dir) => {
		if (!fs.existsSync(dir)) return
		for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
			const file = path.join(dir, entry.name)
			if (entry.isDirectory()) scan(file)
			else files.add(`/${path.relative(root, file).split(path.sep).join('/')}`)
		}
	}
	scan(root)
	return files
}

/**
 * Runs `handlers` (precompressed, express.static) only for a file that exists under `root`: every page's
 * request passed through express.static at the site's root, which asked the disk for it first (a `stat` per
 * page, 0.7 ms of a gift's journey, docs/performance.md).
 * @param {string} root
 * @param {import('express').RequestHandler[]} handlers
 * @returns {import('express').RequestHandler}
 */
export function onlyExistingFiles(root, handlers) {
	const files = filesUnder(root)
	const router = express.Router()
	router.use(...handlers)
	return (req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next()
		let wanted
		try {
			wanted = decodeURIComponent(req.path)
		} catch {
			return next()
		}
		if (!files.has(wanted)) return next()
		router(req, res, next)
	}
}

/** @param {string} root the folder express.static serves */
export function precompressed(root) {
	/** the relative paths that have a .br or .gz copy */
	const copies = new Set([...filesUnder(root)].filter((file) => /\.(br|gz)$/.test(file)))
	const mime = express.static.mime
	/** @type {import('express').RequestHandler} */
	return (req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next()
		const hasBrotli = copies.has(`${req.path}.br`)
		const hasGzip = copies.has(`${req.path}.gz`)
		if (!hasBrotli && !hasGzip) return next()
		res.vary('Accept-Encoding')
		const accepted = String(req.headers['accept-encoding'] ?? '')
		const encoding =
			hasBrotli && /\bbr\b/.test(accepted)
				? { ext: '.br', name: 'br' }
				: hasGzip && /\bgzip\b/.test(accepted)
					? { ext: '.gz', name: 'gzip' }
					: null
		if (!encoding) return next()
		const type = mime.lookup(req.path)
		res.setHeader('Content-Type', /^text\/|javascript|json|svg/.test(type) ? `${type}; charset=utf-8` : type)
		res.setHeader('Content-Encoding', encoding.name)
		req.url = `${req.path}${encoding.ext}${req.url.slice(req.path.length)}`
		next()
	}
}
