CREATE TABLE `pot_news` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pot_id` integer NOT NULL,
	`author_id` integer NOT NULL,
	`charity_id` integer,
	`body_html` text NOT NULL,
	`image_path` text,
	`audience` text NOT NULL,
	`edited_at` integer,
	`email_sent_at` integer,
	`email_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`pot_id`) REFERENCES `pots`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "pot_news_email_count_check" CHECK("pot_news"."email_count" >= 0)
);
--> statement-breakpoint
CREATE INDEX `pot_news_pot_idx` ON `pot_news` (`pot_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `pot_news_pot_email_idx` ON `pot_news` (`pot_id`,`email_sent_at`);--> statement-breakpoint
CREATE TABLE `pot_news_opt_outs` (
	`pot_id` integer NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`pot_id`, `email`),
	FOREIGN KEY (`pot_id`) REFERENCES `pots`(`id`) ON UPDATE no action ON DELETE no action
);
