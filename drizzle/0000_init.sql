CREATE TABLE `companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`siren` text,
	`legal_form` text,
	`logo_path` text,
	`address_line_1` text,
	`post_code` text,
	`city` text,
	`country_iso` text DEFAULT 'FR' NOT NULL,
	`rep_gender` text,
	`rep_first_name` text NOT NULL,
	`rep_last_name` text NOT NULL,
	`rep_email` text NOT NULL,
	`rep_birth_date` text,
	`rep_nationality_iso` text DEFAULT 'FR' NOT NULL,
	`rep_address_line_1` text,
	`rep_post_code` text,
	`rep_city` text,
	`rep_country_iso` text DEFAULT 'FR' NOT NULL,
	`representative_completed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `companies_user_unique` ON `companies` (`user_id`);--> statement-breakpoint
CREATE INDEX `companies_siren_idx` ON `companies` (`siren`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`unsubscribed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`user_agent` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`role` text NOT NULL,
	`is_manager` integer DEFAULT false NOT NULL,
	`gender` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone` text,
	`birth_date` text,
	`address_line_1` text,
	`post_code` text,
	`city` text,
	`country_iso` text DEFAULT 'FR' NOT NULL,
	`social_provider` text,
	`social_id` text,
	`provider_user_id` text,
	`provider_wallet_id` text,
	`kyc_level` text DEFAULT 'LIGHT' NOT NULL,
	`terms_accepted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_social_unique` ON `users` (`social_provider`,`social_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_provider_user_unique` ON `users` (`provider_user_id`);--> statement-breakpoint
CREATE TABLE `verifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`target` text NOT NULL,
	`user_id` integer,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `verifications_token_unique` ON `verifications` (`token_hash`);--> statement-breakpoint
CREATE INDEX `verifications_target_idx` ON `verifications` (`type`,`target`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_slug_unique` ON `categories` (`slug`);--> statement-breakpoint
CREATE TABLE `charities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`purpose` text NOT NULL,
	`description` text NOT NULL,
	`about` text NOT NULL,
	`description_html` text NOT NULL,
	`actions` text NOT NULL,
	`category_id` integer NOT NULL,
	`certification` text NOT NULL,
	`video_url` text,
	`banner_path` text,
	`logo_path` text,
	`desc_doc_path` text,
	`event_doc_path` text,
	`website` text,
	`impact_30` text NOT NULL,
	`impact_100` text NOT NULL,
	`receipt_type` text DEFAULT 'GENERATED' NOT NULL,
	`private_rate` integer NOT NULL,
	`enterprise_rate` integer NOT NULL,
	`city` text,
	`founded_year` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`provider_user_id` text,
	`provider_wallet_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `charities_slug_unique` ON `charities` (`slug`);--> statement-breakpoint
CREATE INDEX `charities_category_idx` ON `charities` (`category_id`);--> statement-breakpoint
CREATE INDEX `charities_active_idx` ON `charities` (`is_active`);--> statement-breakpoint
CREATE TABLE `charity_certifications` (
	`charity_id` integer NOT NULL,
	`certification` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`charity_id`, `certification`),
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `charity_countries` (
	`charity_id` integer NOT NULL,
	`country_iso` text NOT NULL,
	PRIMARY KEY(`charity_id`, `country_iso`),
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `charity_countries_iso_idx` ON `charity_countries` (`country_iso`);--> statement-breakpoint
CREATE TABLE `charity_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`charity_id` integer NOT NULL,
	`path` text NOT NULL,
	`alt` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `charity_images_charity_idx` ON `charity_images` (`charity_id`,`position`);--> statement-breakpoint
CREATE TABLE `charity_regions` (
	`charity_id` integer NOT NULL,
	`region_code` text NOT NULL,
	PRIMARY KEY(`charity_id`, `region_code`),
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`region_code`) REFERENCES `regions`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `charity_regions_code_idx` ON `charity_regions` (`region_code`);--> statement-breakpoint
CREATE TABLE `charity_sdgs` (
	`charity_id` integer NOT NULL,
	`sdg_number` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	PRIMARY KEY(`charity_id`, `sdg_number`),
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sdg_number`) REFERENCES `sdgs`(`number`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `charity_sdgs_sdg_idx` ON `charity_sdgs` (`sdg_number`);--> statement-breakpoint
CREATE TABLE `event_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`audience` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`image_path` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_types_slug_unique` ON `event_types` (`slug`);--> statement-breakpoint
CREATE INDEX `event_types_audience_idx` ON `event_types` (`audience`,`position`);--> statement-breakpoint
CREATE TABLE `regions` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sdgs` (
	`number` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`short_title` text NOT NULL,
	`colour` text NOT NULL,
	`icon_path` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`age` integer,
	`description` text NOT NULL,
	`image_path` text NOT NULL,
	`logo_path` text,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `bank_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`provider_bank_account_id` text,
	`owner_name` text NOT NULL,
	`address_line_1` text NOT NULL,
	`post_code` text NOT NULL,
	`city` text NOT NULL,
	`country_iso` text DEFAULT 'FR' NOT NULL,
	`iban_masked` text NOT NULL,
	`iban_fingerprint` text NOT NULL,
	`bic` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bank_accounts_user_idx` ON `bank_accounts` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `bank_accounts_provider_unique` ON `bank_accounts` (`provider_bank_account_id`);--> statement-breakpoint
CREATE TABLE `donations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pot_id` integer NOT NULL,
	`donor_id` integer,
	`is_quick` integer DEFAULT false NOT NULL,
	`quick_first_name` text,
	`quick_last_name` text,
	`quick_email` text,
	`quick_birth_date` text,
	`amount_cents` integer NOT NULL,
	`tip_cents` integer DEFAULT 0 NOT NULL,
	`is_visible` integer DEFAULT true NOT NULL,
	`is_anonymous` integer DEFAULT false NOT NULL,
	`method` text NOT NULL,
	`status` text DEFAULT 'CREATED' NOT NULL,
	`subscription_id` integer,
	`mandate_id` integer,
	`period` text,
	`provider_pay_in_id` text,
	`wire_reference` text,
	`result_code` text,
	`result_message` text,
	`succeeded_at` integer,
	`failed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`pot_id`) REFERENCES `pots`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`donor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`mandate_id`) REFERENCES `mandates`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "donations_amount_check" CHECK("donations"."amount_cents" >= 100 and "donations"."tip_cents" >= 0),
	CONSTRAINT "donations_donor_check" CHECK(("donations"."is_quick" = 1 and "donations"."donor_id" is null and "donations"."quick_email" is not null) or ("donations"."is_quick" = 0 and "donations"."donor_id" is not null))
);
--> statement-breakpoint
CREATE INDEX `donations_pot_idx` ON `donations` (`pot_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `donations_donor_idx` ON `donations` (`donor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `donations_status_idx` ON `donations` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `donations_pay_in_unique` ON `donations` (`provider_pay_in_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `donations_subscription_period_unique` ON `donations` (`subscription_id`,`period`);--> statement-breakpoint
CREATE TABLE `kyc_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`provider_document_id` text,
	`status` text DEFAULT 'CREATED' NOT NULL,
	`refused_reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `kyc_documents_user_idx` ON `kyc_documents` (`user_id`);--> statement-breakpoint
CREATE TABLE `mandates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`bank_account_id` integer NOT NULL,
	`provider_mandate_id` text,
	`status` text DEFAULT 'CREATED' NOT NULL,
	`mandate_type` text,
	`bank_reference` text,
	`document_url` text,
	`redirect_url` text,
	`result_code` text,
	`result_message` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bank_account_id`) REFERENCES `bank_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `mandates_user_idx` ON `mandates` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `mandates_provider_unique` ON `mandates` (`provider_mandate_id`);--> statement-breakpoint
CREATE INDEX `mandates_status_idx` ON `mandates` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `pots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description_html` text NOT NULL,
	`closing_date` integer NOT NULL,
	`color` text DEFAULT '#e7348f' NOT NULL,
	`is_locked` integer DEFAULT false NOT NULL,
	`pot_type` integer DEFAULT 0 NOT NULL,
	`banner_path` text,
	`is_active` integer DEFAULT true NOT NULL,
	`event_type_id` integer NOT NULL,
	`charity_id` integer NOT NULL,
	`creator_id` integer NOT NULL,
	`donations_total_cents` integer DEFAULT 0 NOT NULL,
	`donations_count` integer DEFAULT 0 NOT NULL,
	`donators_count` integer DEFAULT 0 NOT NULL,
	`provider_wallet_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`event_type_id`) REFERENCES `event_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "pots_type_check" CHECK("pots"."pot_type" in (0, 1)),
	CONSTRAINT "pots_totals_check" CHECK("pots"."donations_total_cents" >= 0 and "pots"."donations_count" >= 0 and "pots"."donators_count" >= 0)
);
--> statement-breakpoint
CREATE INDEX `pots_creator_idx` ON `pots` (`creator_id`);--> statement-breakpoint
CREATE INDEX `pots_charity_idx` ON `pots` (`charity_id`);--> statement-breakpoint
CREATE TABLE `receipt_counters` (
	`charity_id` integer NOT NULL,
	`year` integer NOT NULL,
	`last_sequence` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receipt_counters_pk` ON `receipt_counters` (`charity_id`,`year`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pot_id` integer NOT NULL,
	`donor_id` integer NOT NULL,
	`charity_id` integer NOT NULL,
	`mandate_id` integer,
	`amount_cents` integer NOT NULL,
	`tip_cents` integer DEFAULT 0 NOT NULL,
	`is_visible` integer DEFAULT true NOT NULL,
	`is_anonymous` integer DEFAULT false NOT NULL,
	`debit_day` integer DEFAULT 1 NOT NULL,
	`recurrence` text DEFAULT 'MONTHLY' NOT NULL,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`last_charged_period` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`pot_id`) REFERENCES `pots`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`donor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`mandate_id`) REFERENCES `mandates`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "subscriptions_debit_day_check" CHECK("subscriptions"."debit_day" between 1 and 31),
	CONSTRAINT "subscriptions_amount_check" CHECK("subscriptions"."amount_cents" >= 100)
);
--> statement-breakpoint
CREATE INDEX `subscriptions_donor_idx` ON `subscriptions` (`donor_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_due_idx` ON `subscriptions` (`status`,`debit_day`);--> statement-breakpoint
CREATE TABLE `tax_receipts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`donation_id` integer NOT NULL,
	`charity_id` integer NOT NULL,
	`year` integer NOT NULL,
	`sequence` integer NOT NULL,
	`number` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`issued_at` integer NOT NULL,
	FOREIGN KEY (`donation_id`) REFERENCES `donations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tax_receipts_donation_unique` ON `tax_receipts` (`donation_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `tax_receipts_sequence_unique` ON `tax_receipts` (`charity_id`,`year`,`sequence`);--> statement-breakpoint
CREATE TABLE `flows` (
	`id` text PRIMARY KEY NOT NULL,
	`machine` text NOT NULL,
	`version` integer NOT NULL,
	`owner_key` text NOT NULL,
	`user_id` integer,
	`snapshot` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `flows_owner_idx` ON `flows` (`owner_key`,`machine`);--> statement-breakpoint
CREATE INDEX `flows_expires_idx` ON `flows` (`expires_at`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`error` text,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_to_idx` ON `mail_outbox` (`to`,`created_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_status_idx` ON `mail_outbox` (`status`);--> statement-breakpoint
CREATE TABLE `provider_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_type` text NOT NULL,
	`resource_id` text NOT NULL,
	`occurred_at` integer NOT NULL,
	`received_at` integer NOT NULL,
	`processed_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `provider_events_unique` ON `provider_events` (`event_type`,`resource_id`,`occurred_at`);--> statement-breakpoint
CREATE INDEX `provider_events_pending_idx` ON `provider_events` (`processed_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
