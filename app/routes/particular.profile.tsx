import { ComingSoon } from '#app/components/account-area.tsx'

export default function Profile() {
	return <ComingSoon what="La modification de votre profil" />
}
