import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { timestamps } from './columns.ts'

export const CERTIFICATIONS = ['DONNONS', 'DON_EN_CONFIANCE', 'IDEAS', 'EPIC_FONDATION', 'DO_GOOD'] as const
export type Certification = (typeof CERTIFICATIONS)[number]
const RECEIPT_TYPES = ['GENERATED', 'ASSOCIATION'] as const
/** How a charity is identified on a tax receipt: its SIREN (9 digits) or its RNA number (W + 9 digits). */
export const CHARITY_LEGAL_ID_TYPES = ['SIREN', 'RNA'] as const
/** The beneficiary categories of cerfa 11580*05 that our partners fall into (labels in app/lib/receipts/receipt-content.ts). */
export const CHARITY_LEGAL_CATEGORIES = [
	'PUBLIC_UTILITY',
	'GENERAL_INTEREST',
	'HELP_IN_DIFFICULTY',
	'CORPORATE_FOUNDATION',
	'RESEARCH',
] as const
export type CharityLegalCategory = (typeof CHARITY_LEGAL_CATEGORIES)[number]
const EVENT_AUDIENCES = ['particulier', 'entreprise'] as const

export const categories = sqliteTable(
	'categories',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		slug: text('slug').notNull(),
		name: text('name').notNull(),
		position: integer('position').notNull(),
	},
	(t) => [uniqueIndex('categories_slug_unique').on(t.slug)],
)

/** The 17 UN sustainable development goals ("odds" in the spec). */
export const sdgs = sqliteTable('sdgs', {
	number: integer('number').primaryKey(),
	title: text('title').notNull(),
	shortTitle: text('short_title').notNull(),
	colour: text('colour').notNull(),
	iconPath: text('icon_path').notNull(),
})

export const regions = sqliteTable('regions', {
	code: text('code').primaryKey(),
	name: text('name').notNull(),
})

export const eventTypes = sqliteTable(
	'event_types',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		slug: text('slug').notNull(),
		audience: text('audience', { enum: EVENT_AUDIENCES }).notNull(),
		name: text('name').notNull(),
		description: text('description').notNull(),
		imagePath: text('image_path').notNull(),
		position: integer('position').notNull(),
	},
	(t) => [
		uniqueIndex('event_types_slug_unique').on(t.slug),
		index('event_types_audience_idx').on(t.audience, t.position),
	],
)

/** A partner charity (docs/requirements.md#spec-2-3 Charity). Tax rates are the PRIVATE and ENTERPRISE assoc_types. */
export const charities = sqliteTable(
	'charities',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		slug: text('slug').notNull(),
		name: text('name').notNull(),
		purpose: text('purpose').notNull(),
		description: text('description').notNull(),
		about: text('about').notNull(),
		descriptionHtml: text('description_html').notNull(),
		actions: text('actions').notNull(),
		categoryId: integer('category_id')
			.notNull()
			.references(() => categories.id),
		certification: text('certification', { enum: CERTIFICATIONS }).notNull(),
		videoUrl: text('video_url'),
		bannerPath: text('banner_path'),
		logoPath: text('logo_path'),
		descDocPath: text('desc_doc_path'),
		eventDocPath: text('event_doc_path'),
		website: text('website'),
		impact30: text('impact_30').notNull(),
		impact100: text('impact_100').notNull(),
		receiptType: text('receipt_type', { enum: RECEIPT_TYPES }).notNull().default('GENERATED'),
		privateRate: integer('private_rate').notNull(),
		enterpriseRate: integer('enterprise_rate').notNull(),
		city: text('city'),
		// What a tax receipt prints about the beneficiary (cerfa 11580*05 and 16216); required for GENERATED.
		legalIdType: text('legal_id_type', { enum: CHARITY_LEGAL_ID_TYPES }),
		legalId: text('legal_id'),
		legalCategory: text('legal_category', { enum: CHARITY_LEGAL_CATEGORIES }),
		/** yyyy-MM-dd of the decree recognising public utility (PUBLIC_UTILITY only). */
		publicUtilityDecreeDate: text('public_utility_decree_date'),
		addressLine1: text('address_line_1'),
		postCode: text('post_code'),
		signatoryName: text('signatory_name'),
		signatoryRole: text('signatory_role'),
		/** The signatory's signature image (PNG under /uploads/charities), proposed by the members (ADR 029). */
		signaturePath: text('signature_path'),
		foundedYear: integer('founded_year'),
		isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
		/**
		 * The charity's place in the shuffled lists (spec 2: charities are shuffled), drawn at random by each
		 * re-shuffle (app/catalogue/shuffle.server.ts); the previous draw is kept so that a visitor paging
		 * through the list across a re-shuffle sees no charity twice and misses none.
		 */
		shuffleRank: integer('shuffle_rank').notNull().default(0),
		previousShuffleRank: integer('previous_shuffle_rank').notNull().default(0),
		providerUserId: text('provider_user_id'),
		providerWalletId: text('provider_wallet_id'),
		/**
		 * When the provider last reported the charity's legal user KYC REGULAR (its KYB validated). Until then
		 * its pots take no gift: Mangopay refuses a pay-in to an unverified beneficiary (002951, ADR 030).
		 */
		providerVerifiedAt: integer('provider_verified_at', { mode: 'timestamp_ms' }),
		...timestamps,
	},
	(t) => [
		uniqueIndex('charities_slug_unique').on(t.slug),
		// The search (app/catalogue/search.server.ts): a count by category reads this index alone; a page walks
		// a rank index and checks the category from it too, reading a charity's row only for the 12 it shows.
		index('charities_category_idx').on(t.categoryId, t.isActive),
		index('charities_active_idx').on(t.isActive),
		index('charities_shuffle_idx').on(t.isActive, t.shuffleRank, t.id, t.categoryId),
		index('charities_previous_shuffle_idx').on(t.isActive, t.previousShuffleRank, t.id, t.categoryId),
	],
)

/** The generation of the charities' shuffled order: one row, bumped by each re-shuffle. */
export const searchOrder = sqliteTable('search_order', {
	id: integer('id').primaryKey(),
	generation: integer('generation').notNull(),
	shuffledAt: integer('shuffled_at', { mode: 'timestamp_ms' }).notNull(),
})

/**
 * A counter bumped by triggers (drizzle/0027_search_stays_flat.sql) whenever something a search counts
 * changes: a charity's activity, category or texts, its goals, countries or regions, the categories. Each
 * process keeps the search's counts and filter choices while it holds (app/catalogue/search-cache.server.ts).
 */
export const catalogueVersion = sqliteTable('catalogue_version', {
	id: integer('id').primaryKey(),
	version: integer('version').notNull(),
})

/**
 * Which charity each bump of `catalogue_version` was for (null: the categories, so everything), written by the
 * same triggers (drizzle/0031_catalogue_changes_log.sql) and pruned to the last 1 000 versions. A process's
 * search index (app/catalogue/search-index.server.ts) catches up by re-reading only these charities.
 */
export const catalogueChanges = sqliteTable('catalogue_changes', {
	version: integer('version').primaryKey(),
	charityId: integer('charity_id'),
})

export const charityCertifications = sqliteTable(
	'charity_certifications',
	{
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id, { onDelete: 'cascade' }),
		certification: text('certification', { enum: CERTIFICATIONS }).notNull(),
		position: integer('position').notNull(),
	},
	(t) => [primaryKey({ columns: [t.charityId, t.certification] })],
)

export const charitySdgs = sqliteTable(
	'charity_sdgs',
	{
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id, { onDelete: 'cascade' }),
		sdgNumber: integer('sdg_number')
			.notNull()
			.references(() => sdgs.number),
		isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
	},
	(t) => [
		primaryKey({ columns: [t.charityId, t.sdgNumber] }),
		index('charity_sdgs_sdg_idx').on(t.sdgNumber),
		// The search's goal filter checks a charity's active goal from this index alone.
		index('charity_sdgs_active_idx').on(t.charityId, t.sdgNumber, t.isActive),
	],
)

export const charityCountries = sqliteTable(
	'charity_countries',
	{
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id, { onDelete: 'cascade' }),
		countryIso: text('country_iso').notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.charityId, t.countryIso] }),
		index('charity_countries_iso_idx').on(t.countryIso),
	],
)

export const charityRegions = sqliteTable(
	'charity_regions',
	{
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id, { onDelete: 'cascade' }),
		regionCode: text('region_code')
			.notNull()
			.references(() => regions.code),
	},
	(t) => [
		primaryKey({ columns: [t.charityId, t.regionCode] }),
		index('charity_regions_code_idx').on(t.regionCode),
	],
)

/** Slideshow images ("diaporamas") of a charity page. */
export const charityImages = sqliteTable(
	'charity_images',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id, { onDelete: 'cascade' }),
		path: text('path').notNull(),
		alt: text('alt').notNull(),
		position: integer('position').notNull(),
	},
	(t) => [index('charity_images_charity_idx').on(t.charityId, t.position)],
)

export const testimonials = sqliteTable('testimonials', {
	id: integer('id').primaryKey({ autoIncrement: true }),
	name: text('name').notNull(),
	role: text('role').notNull(),
	age: integer('age'),
	description: text('description').notNull(),
	imagePath: text('image_path').notNull(),
	logoPath: text('logo_path'),
	position: integer('position').notNull(),
})
