CREATE TABLE `charity_kyc_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`charity_id` integer NOT NULL,
	`type` text NOT NULL,
	`provider_document_id` text,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`refused_reason_type` text,
	`refused_reason_message` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `charity_kyc_documents_charity_idx` ON `charity_kyc_documents` (`charity_id`,`type`);--> statement-breakpoint
CREATE TABLE `charity_onboardings` (
	`charity_id` integer PRIMARY KEY NOT NULL,
	`legal_name` text,
	`legal_form` text,
	`head_office_country_iso` text DEFAULT 'FR' NOT NULL,
	`identity_completed_at` integer,
	`rep_first_name` text,
	`rep_last_name` text,
	`rep_birth_date` text,
	`rep_nationality_iso` text,
	`rep_address_line_1` text,
	`rep_post_code` text,
	`rep_city` text,
	`rep_country_iso` text,
	`representative_completed_at` integer,
	`provider_synced_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`charity_id`) REFERENCES `charities`(`id`) ON UPDATE no action ON DELETE cascade
);
