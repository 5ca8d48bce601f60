ALTER TABLE `payout_bank_accounts` ADD `vop_check` text;--> statement-breakpoint
ALTER TABLE `payout_bank_accounts` ADD `vop_message` text;--> statement-breakpoint
ALTER TABLE `payout_bank_accounts` ADD `vop_suggested_name` text;--> statement-breakpoint
ALTER TABLE `payout_bank_accounts` ADD `vop_id` text;