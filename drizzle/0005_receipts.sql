CREATE TABLE `tax_statement_sends` (
	`user_id` integer NOT NULL,
	`year` integer NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tax_statement_sends_pk` ON `tax_statement_sends` (`user_id`,`year`);--> statement-breakpoint
ALTER TABLE `charities` ADD `legal_id_type` text;--> statement-breakpoint
ALTER TABLE `charities` ADD `legal_id` text;--> statement-breakpoint
ALTER TABLE `charities` ADD `legal_category` text;--> statement-breakpoint
ALTER TABLE `charities` ADD `public_utility_decree_date` text;--> statement-breakpoint
ALTER TABLE `charities` ADD `address_line_1` text;--> statement-breakpoint
ALTER TABLE `charities` ADD `post_code` text;--> statement-breakpoint
ALTER TABLE `charities` ADD `signatory_name` text;--> statement-breakpoint
ALTER TABLE `charities` ADD `signatory_role` text;--> statement-breakpoint
ALTER TABLE `donations` ADD `reversal` text;--> statement-breakpoint
ALTER TABLE `donations` ADD `provider_reversal_id` text;--> statement-breakpoint
ALTER TABLE `donations` ADD `reversed_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `donations_reversal_unique` ON `donations` (`provider_reversal_id`);--> statement-breakpoint
ALTER TABLE `tax_receipts` ADD `donor_id` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `tax_receipts` ADD `kind` text DEFAULT 'INDIVIDUAL' NOT NULL;--> statement-breakpoint
ALTER TABLE `tax_receipts` ADD `content` text;--> statement-breakpoint
ALTER TABLE `tax_receipts` ADD `status` text DEFAULT 'ISSUED' NOT NULL;--> statement-breakpoint
ALTER TABLE `tax_receipts` ADD `cancelled_at` integer;--> statement-breakpoint
ALTER TABLE `tax_receipts` ADD `cancel_reason` text;--> statement-breakpoint
CREATE UNIQUE INDEX `tax_receipts_number_unique` ON `tax_receipts` (`number`);--> statement-breakpoint
CREATE INDEX `tax_receipts_donor_idx` ON `tax_receipts` (`donor_id`,`year`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attachments` text;--> statement-breakpoint
UPDATE `tax_receipts` SET `donor_id` = (SELECT `donor_id` FROM `donations` WHERE `donations`.`id` = `tax_receipts`.`donation_id`);--> statement-breakpoint
-- A tax receipt is never deleted, and once issued only its cancellation may be recorded (ISSUED → CANCELLED,
-- with its date and reason); every printed field and its number stay as issued (issue 11, ADR 013).
CREATE TRIGGER `tax_receipts_never_deleted` BEFORE DELETE ON `tax_receipts`
BEGIN SELECT RAISE(ABORT, 'tax receipts are never deleted'); END;--> statement-breakpoint
CREATE TRIGGER `tax_receipts_immutable` BEFORE UPDATE ON `tax_receipts`
WHEN NEW.`id` IS NOT OLD.`id` OR NEW.`donation_id` IS NOT OLD.`donation_id` OR NEW.`charity_id` IS NOT OLD.`charity_id`
	OR NEW.`donor_id` IS NOT OLD.`donor_id` OR NEW.`kind` IS NOT OLD.`kind` OR NEW.`year` IS NOT OLD.`year`
	OR NEW.`sequence` IS NOT OLD.`sequence` OR NEW.`number` IS NOT OLD.`number`
	OR NEW.`amount_cents` IS NOT OLD.`amount_cents` OR NEW.`issued_at` IS NOT OLD.`issued_at`
	OR NEW.`content` IS NOT OLD.`content` OR OLD.`status` = 'CANCELLED'
	OR (NEW.`status` = 'CANCELLED' AND (NEW.`cancelled_at` IS NULL OR NEW.`cancel_reason` IS NULL))
	OR (NEW.`status` = 'ISSUED' AND (NEW.`cancelled_at` IS NOT NULL OR NEW.`cancel_reason` IS NOT NULL))
BEGIN SELECT RAISE(ABORT, 'tax receipts are immutable'); END;
