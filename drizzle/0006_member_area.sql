ALTER TABLE `newsletter_subscribers` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `deleted_at` integer;--> statement-breakpoint
-- Addresses subscribed before the double opt-in had asked for the newsletter themselves: kept as confirmed.
UPDATE `newsletter_subscribers` SET `confirmed_at` = `created_at`;
