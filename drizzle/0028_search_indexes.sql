DROP INDEX `charities_category_idx`;--> statement-breakpoint
DROP INDEX `charities_shuffle_idx`;--> statement-breakpoint
DROP INDEX `charities_previous_shuffle_idx`;--> statement-breakpoint
CREATE INDEX `charities_category_idx` ON `charities` (`category_id`,`is_active`);--> statement-breakpoint
CREATE INDEX `charities_shuffle_idx` ON `charities` (`is_active`,`shuffle_rank`,`id`,`category_id`);--> statement-breakpoint
CREATE INDEX `charities_previous_shuffle_idx` ON `charities` (`is_active`,`previous_shuffle_rank`,`id`,`category_id`);--> statement-breakpoint
CREATE INDEX `charity_sdgs_active_idx` ON `charity_sdgs` (`charity_id`,`sdg_number`,`is_active`);