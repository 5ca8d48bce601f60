ALTER TABLE `sim_recipients` ADD `vop_id` text;--> statement-breakpoint
ALTER TABLE `sim_recipients` ADD `vop_check` text;--> statement-breakpoint
ALTER TABLE `sim_recipients` ADD `vop_message` text;