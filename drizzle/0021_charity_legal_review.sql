ALTER TABLE `charity_onboardings` ADD `pending_legal_json` text;--> statement-breakpoint
ALTER TABLE `charity_onboardings` ADD `legal_submitted_at` integer;--> statement-breakpoint
ALTER TABLE `charity_onboardings` ADD `legal_rejection_reason` text;