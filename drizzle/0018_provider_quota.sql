CREATE TABLE `provider_quota` (
	`seconds` integer PRIMARY KEY NOT NULL,
	`limit` integer NOT NULL,
	`used` integer NOT NULL,
	`reset_at` integer NOT NULL
);
