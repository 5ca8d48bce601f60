CREATE TABLE `pot_totals_discrepancies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pot_id` integer NOT NULL,
	`stored_total_cents` integer NOT NULL,
	`recounted_total_cents` integer NOT NULL,
	`stored_count` integer NOT NULL,
	`recounted_count` integer NOT NULL,
	`stored_donators` integer NOT NULL,
	`recounted_donators` integer NOT NULL,
	`action` text NOT NULL,
	`detected_at` integer NOT NULL,
	FOREIGN KEY (`pot_id`) REFERENCES `pots`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pot_totals_discrepancies_pot_idx` ON `pot_totals_discrepancies` (`pot_id`,`detected_at`);--> statement-breakpoint
CREATE INDEX `donations_pot_donor_idx` ON `donations` (`pot_id`,`donor_id`,`status`);--> statement-breakpoint
CREATE INDEX `donations_pot_quick_email_idx` ON `donations` (`pot_id`,lower("quick_email"),`status`);