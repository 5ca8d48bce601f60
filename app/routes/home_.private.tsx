import { redirect } from '@remix-run/node'

// Post-login destinations of the original site (docs/requirements.md#spec-1-4, docs/requirements.md#spec-2-2): they all lead home.
export function loader() {
	return redirect('/')
}
