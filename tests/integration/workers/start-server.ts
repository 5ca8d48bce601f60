// A server start-up without the HTTP part, on the test's DATA_DIR: startServer() as server.js calls it, then
// "started" on stdout, and the process stays until it is killed. Started by tests/integration/server-lock.test.ts.
import { startServer } from '#app/server-start.server.ts'

await startServer()
console.log('started')
setInterval(() => {}, 60_000)
