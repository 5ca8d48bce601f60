CREATE TABLE `search_order` (
	`id` integer PRIMARY KEY NOT NULL,
	`generation` integer NOT NULL,
	`shuffled_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `charities` ADD `shuffle_rank` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `charities` ADD `previous_shuffle_rank` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `charities_shuffle_idx` ON `charities` (`is_active`,`shuffle_rank`,`id`);--> statement-breakpoint
CREATE INDEX `charities_previous_shuffle_idx` ON `charities` (`is_active`,`previous_shuffle_rank`,`id`);