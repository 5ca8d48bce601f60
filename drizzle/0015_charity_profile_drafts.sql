CREATE TABLE `charity_profile_drafts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`charity_id` integer NOT NULL,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`values_json` text NOT NULL,
	`files_json` text NOT NULL,
	`rejection_reason` text,
	`updated_by_id` integer,
	`updated_at` integer NOT NULL,
	`submitted_by_id` integer,
	`submitted_at` integer,
	`reviewed_by_id` integer,
	`reviewed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`submitted_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reviewed_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `charity_profile_drafts_open_unique` ON `charity_profile_drafts` (`charity_id`) WHERE "charity_profile_drafts"."status" <> 'PUBLISHED';--> statement-breakpoint
CREATE INDEX `charity_profile_drafts_status_idx` ON `charity_profile_drafts` (`status`,`submitted_at`);--> statement-breakpoint
ALTER TABLE `charities` ADD `signature_path` text;