CREATE TABLE `pot_matchings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pot_id` integer NOT NULL,
	`company_user_id` integer NOT NULL,
	`ratio_percent` integer NOT NULL,
	`ceiling_cents` integer NOT NULL,
	`until_day` text NOT NULL,
	`donation_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`pot_id`) REFERENCES `pots`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`donation_id`) REFERENCES `donations`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "pot_matchings_ratio_check" CHECK("pot_matchings"."ratio_percent" between 50 and 300),
	CONSTRAINT "pot_matchings_ceiling_check" CHECK("pot_matchings"."ceiling_cents" >= 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pot_matchings_pot_unique` ON `pot_matchings` (`pot_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `pot_matchings_donation_unique` ON `pot_matchings` (`donation_id`);