CREATE TABLE `charity_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`charity_id` integer NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by_id` integer,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `charity_invitations_token_unique` ON `charity_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `charity_invitations_email_idx` ON `charity_invitations` (`charity_id`,`email`);--> statement-breakpoint
CREATE TABLE `charity_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`charity_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`invited_at` integer NOT NULL,
	`accepted_at` integer,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `charity_members_pair_unique` ON `charity_members` (`user_id`,`charity_id`);--> statement-breakpoint
CREATE INDEX `charity_members_charity_idx` ON `charity_members` (`charity_id`);--> statement-breakpoint
CREATE TABLE `operators` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_at` integer;--> statement-breakpoint
ALTER TABLE `pots` ADD `suspended_at` integer;--> statement-breakpoint
ALTER TABLE `pots` ADD `suspended_reason` text;