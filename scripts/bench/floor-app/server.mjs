// @ts-check
// bench:floor's fixture server (scripts/bench/floor.ts): the fixture app's build (FLOOR_BUILD_DIR) served by
// Express and @remix-run/express on node:http, as little as Remix 2 needs; with FLOOR_COMPRESSION=on, the
// product's compression() middleware as server.js mounts it. Started with `npm start`'s Node flags.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'

const buildDir = /** @type {string} */ (process.env.FLOOR_BUILD_DIR)
const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)
const app = express()
app.disable('x-powered-by')
if (process.env.FLOOR_COMPRESSION === 'on')
	app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }))
app.use(createRequestHandler({ build, mode: 'production' }))
app.listen(Number(process.env.PORT), '127.0.0.1')
