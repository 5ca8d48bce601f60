// @ts-check
// bench:floor's HTTP floor (scripts/bench/floor.ts): a bare node:http server answering, for each path of
// FLOOR_ANSWERS (a JSON file: path → status, headers, base64 body), the exact bytes and headers another server
// sent for it. Started with `npm start`'s Node flags.
import fs from 'node:fs'
import http from 'node:http'

/** @type {Record<string, { status: number, headers: Record<string, string | string[]>, body: string }>} */
const answers = JSON.parse(fs.readFileSync(/** @type {string} */ (process.env.FLOOR_ANSWERS), 'utf8'))
const byPath = new Map(
	Object.entries(answers).map(([at, a]) => [at, { ...a, body: Buffer.from(a.body, 'base64') }]),
)
http
	.createServer((req, res) => {
		const answer = byPath.get(req.url ?? '')
		req.resume()
		if (!answer) return void res.writeHead(404).end()
		res.writeHead(answer.status, answer.headers)
		res.end(answer.body)
	})
	.listen(Number(process.env.PORT), '127.0.0.1')
