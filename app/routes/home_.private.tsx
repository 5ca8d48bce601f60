import { redirect } from '@remix-run/node'

// Post-login destinations of the original site (spec 1 §4, spec 2 §2): they all lead home.
export function loader() {
	return redirect('/')
}
