ALTER TABLE `charities` ADD `provider_verified_at` integer;--> statement-breakpoint
ALTER TABLE `charity_onboardings` ADD `provider_user_key` text;--> statement-breakpoint
-- Each onboarding gets the random key of its legal user's creation (issue 24: keys never from row ids).
UPDATE `charity_onboardings` SET `provider_user_key` = 'charity-user-' || lower(hex(randomblob(10))) WHERE `provider_user_key` IS NULL;
