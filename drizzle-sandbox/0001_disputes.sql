CREATE TABLE `sim_disputes` (
	`id` text PRIMARY KEY NOT NULL,
	`pay_in_id` text NOT NULL,
	`repudiation_id` text,
	`dispute_type` text NOT NULL,
	`reason_type` text NOT NULL,
	`reason_message` text,
	`status` text NOT NULL,
	`disputed_amount` integer NOT NULL,
	`result_code` text,
	`result_message` text,
	`contest_deadline` integer,
	`created_at` integer NOT NULL,
	`closed_at` integer
);
--> statement-breakpoint
CREATE INDEX `sim_disputes_pay_in_idx` ON `sim_disputes` (`pay_in_id`);