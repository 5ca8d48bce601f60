ALTER TABLE `donations` ADD `attempt_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `donations_attempt_unique` ON `donations` (`attempt_key`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `attempt_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_attempt_unique` ON `subscriptions` (`attempt_key`);