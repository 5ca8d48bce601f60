import { redirect } from '@remix-run/node'
import { createPaths } from '#app/lib/pots/create-paths.ts'

// docs/requirements.md#spec-2-2: select/company leads to the company event selection page.
export function loader() {
	return redirect(createPaths.selectEvent('company'), 302)
}
