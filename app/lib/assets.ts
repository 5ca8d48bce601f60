/** Public URLs of the generated demo catalogue images (written under DATA_DIR/uploads/catalogue). */
const CATALOGUE_URL = '/uploads/catalogue'

export const catalogueUrl = (relativePath: string) => `${CATALOGUE_URL}/${relativePath}`

export const brandAssets = {
	logo: catalogueUrl('brand/logo.svg'),
	defaultBanner: catalogueUrl('brand/default-banner.svg'),
}
