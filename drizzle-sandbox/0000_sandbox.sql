CREATE TABLE `sim_bank_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`owner_name` text NOT NULL,
	`owner_address` text NOT NULL,
	`iban` text NOT NULL,
	`iban_masked` text NOT NULL,
	`bic` text,
	`active` integer DEFAULT true NOT NULL,
	`tag` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sim_card_registrations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`currency` text NOT NULL,
	`card_type` text NOT NULL,
	`access_key` text NOT NULL,
	`preregistration_data` text NOT NULL,
	`token` text,
	`pending_alias` text,
	`pending_expiry` text,
	`pending_behaviour` text,
	`registration_data` text,
	`status` text DEFAULT 'CREATED' NOT NULL,
	`card_id` text,
	`result_code` text,
	`result_message` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sim_cards` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`alias` text NOT NULL,
	`expiration_date` text NOT NULL,
	`card_type` text NOT NULL,
	`behaviour` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`validity` text DEFAULT 'UNKNOWN' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sim_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_type` text NOT NULL,
	`resource_id` text NOT NULL,
	`date` integer NOT NULL,
	`delivered` integer DEFAULT false NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`delivered_at` integer
);
--> statement-breakpoint
CREATE INDEX `sim_events_date_idx` ON `sim_events` (`date`);--> statement-breakpoint
CREATE INDEX `sim_events_pending_idx` ON `sim_events` (`delivered`);--> statement-breakpoint
CREATE TABLE `sim_faults` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`operation` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sim_idempotency` (
	`key` text PRIMARY KEY NOT NULL,
	`operation` text NOT NULL,
	`status_code` integer NOT NULL,
	`resource` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sim_kyc_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`tag` text,
	`page_count` integer DEFAULT 0 NOT NULL,
	`refused_reason_type` text,
	`refused_reason_message` text,
	`created_at` integer NOT NULL,
	`submitted_at` integer,
	`processed_at` integer
);
--> statement-breakpoint
CREATE TABLE `sim_mandates` (
	`id` text PRIMARY KEY NOT NULL,
	`bank_account_id` text NOT NULL,
	`user_id` text NOT NULL,
	`status` text NOT NULL,
	`culture` text NOT NULL,
	`return_url` text NOT NULL,
	`redirect_token` text NOT NULL,
	`bank_reference` text NOT NULL,
	`scheme` text,
	`result_code` text,
	`result_message` text,
	`tag` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sim_mandates_token_idx` ON `sim_mandates` (`redirect_token`);--> statement-breakpoint
CREATE INDEX `sim_mandates_status_idx` ON `sim_mandates` (`status`);--> statement-breakpoint
CREATE TABLE `sim_pay_ins` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_type` text NOT NULL,
	`execution_type` text NOT NULL,
	`status` text NOT NULL,
	`result_code` text,
	`result_message` text,
	`author_id` text NOT NULL,
	`credited_wallet_id` text NOT NULL,
	`debited_amount` integer NOT NULL,
	`fees_amount` integer NOT NULL,
	`currency` text DEFAULT 'EUR' NOT NULL,
	`card_id` text,
	`mandate_id` text,
	`secure_mode` text,
	`secure_mode_needed` integer DEFAULT false NOT NULL,
	`redirect_token` text,
	`return_url` text,
	`wire_reference` text,
	`charge_date` integer,
	`late_failure_at` integer,
	`statement_descriptor` text,
	`tag` text,
	`created_at` integer NOT NULL,
	`executed_at` integer
);
--> statement-breakpoint
CREATE INDEX `sim_pay_ins_status_idx` ON `sim_pay_ins` (`status`,`payment_type`);--> statement-breakpoint
CREATE UNIQUE INDEX `sim_pay_ins_token_idx` ON `sim_pay_ins` (`redirect_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `sim_pay_ins_wire_idx` ON `sim_pay_ins` (`wire_reference`);--> statement-breakpoint
CREATE TABLE `sim_payouts` (
	`id` text PRIMARY KEY NOT NULL,
	`author_id` text NOT NULL,
	`debited_wallet_id` text NOT NULL,
	`recipient_id` text NOT NULL,
	`debited_amount` integer NOT NULL,
	`fees_amount` integer NOT NULL,
	`bank_wire_ref` text,
	`status` text NOT NULL,
	`result_code` text,
	`result_message` text,
	`created_at` integer NOT NULL,
	`executed_at` integer
);
--> statement-breakpoint
CREATE TABLE `sim_recipients` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`owner_name` text NOT NULL,
	`iban` text NOT NULL,
	`iban_masked` text NOT NULL,
	`bic` text,
	`address` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sim_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`nature` text NOT NULL,
	`pay_in_id` text NOT NULL,
	`debited_wallet_id` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`result_code` text,
	`result_message` text,
	`tag` text,
	`created_at` integer NOT NULL,
	`executed_at` integer
);
--> statement-breakpoint
CREATE TABLE `sim_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`clock_offset_ms` integer DEFAULT 0 NOT NULL,
	`next_id` integer DEFAULT 200000000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sim_transfers` (
	`id` text PRIMARY KEY NOT NULL,
	`author_id` text NOT NULL,
	`debited_wallet_id` text NOT NULL,
	`credited_wallet_id` text NOT NULL,
	`debited_amount` integer NOT NULL,
	`fees_amount` integer NOT NULL,
	`status` text NOT NULL,
	`result_code` text,
	`result_message` text,
	`tag` text,
	`created_at` integer NOT NULL,
	`executed_at` integer
);
--> statement-breakpoint
CREATE TABLE `sim_users` (
	`id` text PRIMARY KEY NOT NULL,
	`person_type` text NOT NULL,
	`category` text NOT NULL,
	`legal_person_type` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`name` text,
	`email` text NOT NULL,
	`kyc_level` text DEFAULT 'LIGHT' NOT NULL,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`terms_accepted` integer DEFAULT false NOT NULL,
	`tag` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sim_wallets` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`currency` text DEFAULT 'EUR' NOT NULL,
	`description` text NOT NULL,
	`balance` integer DEFAULT 0 NOT NULL,
	`tag` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sim_wallets_owner_idx` ON `sim_wallets` (`owner_id`);