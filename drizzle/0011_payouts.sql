CREATE TABLE `charity_debts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`charity_id` integer NOT NULL,
	`pot_id` integer NOT NULL,
	`donation_id` integer NOT NULL,
	`payout_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'OPEN' NOT NULL,
	`offset_payout_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pot_id`) REFERENCES `pots`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`donation_id`) REFERENCES `donations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payout_id`) REFERENCES `payouts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`offset_payout_id`) REFERENCES `payouts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "charity_debts_amount_check" CHECK("charity_debts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `charity_debts_donation_unique` ON `charity_debts` (`donation_id`);--> statement-breakpoint
CREATE INDEX `charity_debts_status_idx` ON `charity_debts` (`status`,`pot_id`);--> statement-breakpoint
CREATE TABLE `payout_bank_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`charity_id` integer NOT NULL,
	`provider_recipient_id` text,
	`holder_name` text NOT NULL,
	`iban_masked` text NOT NULL,
	`iban_last4` text NOT NULL,
	`bic` text,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`failure_reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payout_bank_accounts_charity_idx` ON `payout_bank_accounts` (`charity_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `payout_bank_accounts_recipient_unique` ON `payout_bank_accounts` (`provider_recipient_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payout_bank_accounts_active_unique` ON `payout_bank_accounts` (`charity_id`) WHERE "payout_bank_accounts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE TABLE `payout_items` (
	`payout_id` integer NOT NULL,
	`donation_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	FOREIGN KEY (`payout_id`) REFERENCES `payouts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`donation_id`) REFERENCES `donations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_items_unique` ON `payout_items` (`payout_id`,`donation_id`);--> statement-breakpoint
CREATE INDEX `payout_items_donation_idx` ON `payout_items` (`donation_id`);--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pot_id` integer NOT NULL,
	`charity_id` integer NOT NULL,
	`bank_account_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`fee_cents` integer DEFAULT 0 NOT NULL,
	`fee_rule` text DEFAULT 'none' NOT NULL,
	`status` text DEFAULT 'CREATED' NOT NULL,
	`idempotency_key` text NOT NULL,
	`provider_payout_id` text,
	`result_code` text,
	`failure_reason` text,
	`succeeded_at` integer,
	`failed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`pot_id`) REFERENCES `pots`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`bank_account_id`) REFERENCES `payout_bank_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payouts_amounts_check" CHECK("payouts"."amount_cents" > 0 and "payouts"."fee_cents" >= 0 and "payouts"."fee_cents" < "payouts"."amount_cents")
);
--> statement-breakpoint
CREATE INDEX `payouts_pot_idx` ON `payouts` (`pot_id`,`status`);--> statement-breakpoint
CREATE INDEX `payouts_status_idx` ON `payouts` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_key_unique` ON `payouts` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_provider_unique` ON `payouts` (`provider_payout_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_pot_in_flight_unique` ON `payouts` (`pot_id`) WHERE "payouts"."status" = 'CREATED';