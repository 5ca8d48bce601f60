CREATE TABLE `invitation_opt_outs` (
	`email` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `pot_invitations` ADD `declined_at` integer;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `headers` text;