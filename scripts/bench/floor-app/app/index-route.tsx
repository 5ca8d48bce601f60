import { useLoaderData } from '@remix-run/react'

export function loader() {
	return { message: 'Bonjour', count: 1 }
}

export default function Index() {
	const { message } = useLoaderData<typeof loader>()
	return <p>{message}</p>
}
