CREATE TABLE `support_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pot_id` integer NOT NULL,
	`flow_id` text NOT NULL,
	`donation_id` integer,
	`body` text NOT NULL,
	`hidden_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`pot_id`) REFERENCES `pots`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`donation_id`) REFERENCES `donations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `support_messages_flow_unique` ON `support_messages` (`flow_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `support_messages_donation_unique` ON `support_messages` (`donation_id`);--> statement-breakpoint
CREATE INDEX `support_messages_pot_idx` ON `support_messages` (`pot_id`,`created_at`);