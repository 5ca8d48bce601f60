CREATE TABLE `pot_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pot_id` integer NOT NULL,
	`inviter_id` integer,
	`email` text NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`pot_id`) REFERENCES `pots`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`inviter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `pot_invitations_pot_idx` ON `pot_invitations` (`pot_id`,`inviter_id`);