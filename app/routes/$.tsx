import { redirect } from '@remix-run/node'

// Any unknown path goes to the home page (docs/requirements.md#spec-2-2 "Any unknown path redirects to home").
export function loader() {
	return redirect('/')
}
export const action = loader
