CREATE TABLE `reconciliation_findings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subject` text NOT NULL,
	`record_id` integer,
	`provider_id` text,
	`our_status` text NOT NULL,
	`provider_status` text,
	`action` text NOT NULL,
	`detail` text,
	`detected_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reconciliation_findings_detected_idx` ON `reconciliation_findings` (`detected_at`);--> statement-breakpoint
CREATE INDEX `reconciliation_findings_subject_idx` ON `reconciliation_findings` (`subject`,`detected_at`);