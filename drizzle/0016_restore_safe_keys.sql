-- Issue 24: every money row that leads to a provider create carries a random key made at insert
-- (provider_key), from which its idempotency keys and tags are built. Rows written before keep the key their
-- id made, so an attempt in flight during the upgrade still finds its provider object under the same key.
-- SQLite adds a NOT NULL column only with a constant default: '' here. The app always writes a key
-- (db/schema/columns.ts); a row inserted by raw SQL without one (fixtures, benchmarks, an operator) gets a
-- random one from the trigger at once, so no row ever keeps '' (nor blocks the next one on the unique index).
ALTER TABLE `users` ADD `provider_key` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `users` SET `provider_key` = 'user-' || `id` || '-payer';--> statement-breakpoint
CREATE UNIQUE INDEX `users_provider_key_unique` ON `users` (`provider_key`);--> statement-breakpoint
ALTER TABLE `bank_accounts` ADD `provider_key` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `bank_accounts` SET `provider_key` = 'bank-account-' || `id`;--> statement-breakpoint
CREATE UNIQUE INDEX `bank_accounts_provider_key_unique` ON `bank_accounts` (`provider_key`);--> statement-breakpoint
ALTER TABLE `donations` ADD `provider_key` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `donations` SET `provider_key` = CASE
	WHEN `subscription_id` IS NOT NULL AND `period` IS NOT NULL THEN 'subscription-' || `subscription_id` || '-' || `period`
	ELSE 'donation-' || `id` || '-payin' END;--> statement-breakpoint
CREATE UNIQUE INDEX `donations_provider_key_unique` ON `donations` (`provider_key`);--> statement-breakpoint
ALTER TABLE `kyc_documents` ADD `provider_key` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `kyc_documents` SET `provider_key` = 'kyc-' || substr('00000000' || `id`, -8) || '-doc';--> statement-breakpoint
CREATE UNIQUE INDEX `kyc_documents_provider_key_unique` ON `kyc_documents` (`provider_key`);--> statement-breakpoint
ALTER TABLE `mandates` ADD `provider_key` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `mandates` SET `provider_key` = 'mandate-' || `id`;--> statement-breakpoint
CREATE UNIQUE INDEX `mandates_provider_key_unique` ON `mandates` (`provider_key`);--> statement-breakpoint
ALTER TABLE `pots` ADD `provider_key` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `pots` SET `provider_key` = 'pot-' || `id` || '-wallet';--> statement-breakpoint
CREATE UNIQUE INDEX `pots_provider_key_unique` ON `pots` (`provider_key`);--> statement-breakpoint
ALTER TABLE `payout_bank_accounts` ADD `provider_key` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `payout_bank_accounts` SET `provider_key` = 'charity-bank-' || `id`;--> statement-breakpoint
CREATE UNIQUE INDEX `payout_bank_accounts_provider_key_unique` ON `payout_bank_accounts` (`provider_key`);--> statement-breakpoint
ALTER TABLE `charity_kyc_documents` ADD `provider_key` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `charity_kyc_documents` SET `provider_key` = 'charity-kyc-' || `id`;--> statement-breakpoint
CREATE UNIQUE INDEX `charity_kyc_documents_provider_key_unique` ON `charity_kyc_documents` (`provider_key`);--> statement-breakpoint
CREATE TRIGGER `users_provider_key_default` AFTER INSERT ON `users` WHEN NEW.`provider_key` = '' BEGIN
	UPDATE `users` SET `provider_key` = lower(hex(randomblob(12))) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `bank_accounts_provider_key_default` AFTER INSERT ON `bank_accounts` WHEN NEW.`provider_key` = '' BEGIN
	UPDATE `bank_accounts` SET `provider_key` = lower(hex(randomblob(12))) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `donations_provider_key_default` AFTER INSERT ON `donations` WHEN NEW.`provider_key` = '' BEGIN
	UPDATE `donations` SET `provider_key` = lower(hex(randomblob(12))) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `kyc_documents_provider_key_default` AFTER INSERT ON `kyc_documents` WHEN NEW.`provider_key` = '' BEGIN
	UPDATE `kyc_documents` SET `provider_key` = lower(hex(randomblob(12))) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `mandates_provider_key_default` AFTER INSERT ON `mandates` WHEN NEW.`provider_key` = '' BEGIN
	UPDATE `mandates` SET `provider_key` = lower(hex(randomblob(12))) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `pots_provider_key_default` AFTER INSERT ON `pots` WHEN NEW.`provider_key` = '' BEGIN
	UPDATE `pots` SET `provider_key` = lower(hex(randomblob(12))) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `payout_bank_accounts_provider_key_default` AFTER INSERT ON `payout_bank_accounts` WHEN NEW.`provider_key` = '' BEGIN
	UPDATE `payout_bank_accounts` SET `provider_key` = lower(hex(randomblob(12))) WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `charity_kyc_documents_provider_key_default` AFTER INSERT ON `charity_kyc_documents` WHEN NEW.`provider_key` = '' BEGIN
	UPDATE `charity_kyc_documents` SET `provider_key` = lower(hex(randomblob(12))) WHERE `id` = NEW.`id`;
END;
