// @ts-check
// Serves the brotli or gzip copy written at build time (scripts/precompress.mjs) of a static file when the
// browser accepts it: the file is compressed once, not on every request (issue 16). The copy is sent by
// express.static with the original's Content-Type; compression() leaves a response that already has a
// Content-Encoding alone.
import fs from 'node:fs'
import path from 'node:path'
import express from 'express'

/** @param {string} root the folder express.static serves */
export function precompressed(root) {
	/** @type {Set<string>} the relative paths that have a .br or .gz copy, found once at start-up */
	const copies = new Set()
	/** @param {string} dir */
	const scan = (dir) => {
		if (!fs.existsSync(dir)) return
		for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
			const file = path.join(dir, entry.name)
			if (entry.isDirectory()) scan(file)
			else if (/\.(br|gz)$/.test(entry.name))
				copies.add(`/${path.relative(root, file).split(path.sep).join('/')}`)
		}
	}
	scan(root)
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
