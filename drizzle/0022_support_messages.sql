PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_support_messages` (
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
INSERT INTO `__new_support_messages`("id", "pot_id", "flow_id", "donation_id", "body", "hidden_at", "created_at", "updated_at") SELECT "id", "pot_id", "flow_id", "donation_id", "body", "hidden_at", "created_at", "updated_at" FROM `support_messages`;--> statement-breakpoint
DROP TABLE `support_messages`;--> statement-breakpoint
ALTER TABLE `__new_support_messages` RENAME TO `support_messages`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `support_messages_flow_unique` ON `support_messages` (`flow_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `support_messages_donation_unique` ON `support_messages` (`donation_id`);--> statement-breakpoint
CREATE INDEX `support_messages_pot_idx` ON `support_messages` (`pot_id`,`created_at`);