import { redirect } from '@remix-run/node'
import { createPaths } from '#app/lib/pots/create-paths.ts'

// docs/requirements.md#spec-2-2: select/particular leads to the individual event selection page.
export function loader() {
	return redirect(createPaths.selectEvent('particular'), 302)
}
