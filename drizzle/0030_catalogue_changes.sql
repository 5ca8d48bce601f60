CREATE TABLE `catalogue_changes` (
	`version` integer PRIMARY KEY NOT NULL,
	`charity_id` integer
);
