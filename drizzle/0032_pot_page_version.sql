ALTER TABLE `pots` ADD `page_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `pot_news_charity_idx` ON `pot_news` (`charity_id`);--> statement-breakpoint
-- The pot page's data kept per worker behind a version the database bumps itself (issue 29, s15-loader;
-- docs/decisions/058-pot-page-data-per-version.md). `pots.page_version` is raised by these triggers on every insert, update
-- and delete of every table the pot page's cached data reads (app/pots/pot-page-data.server.ts), whichever code
-- path or process writes. A worker reads the version with one statement and serves its kept copy only when it
-- was kept under that same version. Existing pots start at 0: no worker keeps anything across a migration.
-- A pot's own row: any change but the bump itself (the WHEN stops the trigger re-firing on its own update).
CREATE TRIGGER `pots_page_version_update` AFTER UPDATE ON `pots` WHEN NEW.`page_version` = OLD.`page_version` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `donations_page_version_insert` AFTER INSERT ON `donations` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = NEW.pot_id;
END;
--> statement-breakpoint
CREATE TRIGGER `donations_page_version_update` AFTER UPDATE ON `donations` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = NEW.pot_id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = OLD.pot_id;
END;
--> statement-breakpoint
CREATE TRIGGER `donations_page_version_delete` AFTER DELETE ON `donations` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = OLD.pot_id;
END;
--> statement-breakpoint
CREATE TRIGGER `support_messages_page_version_insert` AFTER INSERT ON `support_messages` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = NEW.pot_id;
END;
--> statement-breakpoint
CREATE TRIGGER `support_messages_page_version_update` AFTER UPDATE ON `support_messages` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = NEW.pot_id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = OLD.pot_id;
END;
--> statement-breakpoint
CREATE TRIGGER `support_messages_page_version_delete` AFTER DELETE ON `support_messages` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = OLD.pot_id;
END;
--> statement-breakpoint
CREATE TRIGGER `pot_news_page_version_insert` AFTER INSERT ON `pot_news` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = NEW.pot_id;
END;
--> statement-breakpoint
CREATE TRIGGER `pot_news_page_version_update` AFTER UPDATE ON `pot_news` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = NEW.pot_id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = OLD.pot_id;
END;
--> statement-breakpoint
CREATE TRIGGER `pot_news_page_version_delete` AFTER DELETE ON `pot_news` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = OLD.pot_id;
END;
--> statement-breakpoint
CREATE TRIGGER `payouts_page_version_insert` AFTER INSERT ON `payouts` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = NEW.pot_id;
END;
--> statement-breakpoint
CREATE TRIGGER `payouts_page_version_update` AFTER UPDATE ON `payouts` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = NEW.pot_id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = OLD.pot_id;
END;
--> statement-breakpoint
CREATE TRIGGER `payouts_page_version_delete` AFTER DELETE ON `payouts` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = OLD.pot_id;
END;
--> statement-breakpoint
CREATE TRIGGER `pot_matchings_page_version_insert` AFTER INSERT ON `pot_matchings` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = NEW.pot_id;
END;
--> statement-breakpoint
CREATE TRIGGER `pot_matchings_page_version_update` AFTER UPDATE ON `pot_matchings` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = NEW.pot_id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = OLD.pot_id;
END;
--> statement-breakpoint
CREATE TRIGGER `pot_matchings_page_version_delete` AFTER DELETE ON `pot_matchings` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` = OLD.pot_id;
END;
--> statement-breakpoint
CREATE TRIGGER `charities_page_version_insert` AFTER INSERT ON `charities` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` = NEW.id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` IN (SELECT `pot_id` FROM `pot_news` WHERE `charity_id` = NEW.id);
END;
--> statement-breakpoint
-- A charity: only the columns the page reads (the re-shuffle rewrites every charity's rank every six hours).
CREATE TRIGGER `charities_page_version_update` AFTER UPDATE OF `id`, `name`, `slug`, `logo_path`, `description`, `certification`, `private_rate`, `enterprise_rate`, `is_active`, `provider_verified_at` ON `charities` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` = NEW.id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` IN (SELECT `pot_id` FROM `pot_news` WHERE `charity_id` = NEW.id);
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` = OLD.id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` IN (SELECT `pot_id` FROM `pot_news` WHERE `charity_id` = OLD.id);
END;
--> statement-breakpoint
CREATE TRIGGER `charities_page_version_delete` AFTER DELETE ON `charities` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` = OLD.id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` IN (SELECT `pot_id` FROM `pot_news` WHERE `charity_id` = OLD.id);
END;
--> statement-breakpoint
CREATE TRIGGER `payout_bank_accounts_page_version_insert` AFTER INSERT ON `payout_bank_accounts` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` = NEW.charity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `payout_bank_accounts_page_version_update` AFTER UPDATE ON `payout_bank_accounts` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` = NEW.charity_id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` = OLD.charity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `payout_bank_accounts_page_version_delete` AFTER DELETE ON `payout_bank_accounts` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` = OLD.charity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `charity_sdgs_page_version_insert` AFTER INSERT ON `charity_sdgs` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` = NEW.charity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `charity_sdgs_page_version_update` AFTER UPDATE ON `charity_sdgs` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` = NEW.charity_id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` = OLD.charity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `charity_sdgs_page_version_delete` AFTER DELETE ON `charity_sdgs` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` = OLD.charity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `sdgs_page_version_insert` AFTER INSERT ON `sdgs` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` IN (SELECT `charity_id` FROM `charity_sdgs` WHERE `sdg_number` = NEW.number);
END;
--> statement-breakpoint
CREATE TRIGGER `sdgs_page_version_update` AFTER UPDATE ON `sdgs` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` IN (SELECT `charity_id` FROM `charity_sdgs` WHERE `sdg_number` = NEW.number);
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` IN (SELECT `charity_id` FROM `charity_sdgs` WHERE `sdg_number` = OLD.number);
END;
--> statement-breakpoint
CREATE TRIGGER `sdgs_page_version_delete` AFTER DELETE ON `sdgs` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `charity_id` IN (SELECT `charity_id` FROM `charity_sdgs` WHERE `sdg_number` = OLD.number);
END;
--> statement-breakpoint
CREATE TRIGGER `users_page_version_insert` AFTER INSERT ON `users` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `creator_id` = NEW.id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` IN (SELECT `pot_id` FROM `donations` WHERE `donor_id` = NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER `users_page_version_update` AFTER UPDATE ON `users` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `creator_id` = NEW.id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` IN (SELECT `pot_id` FROM `donations` WHERE `donor_id` = NEW.id);
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `creator_id` = OLD.id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` IN (SELECT `pot_id` FROM `donations` WHERE `donor_id` = OLD.id);
END;
--> statement-breakpoint
CREATE TRIGGER `users_page_version_delete` AFTER DELETE ON `users` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `creator_id` = OLD.id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` IN (SELECT `pot_id` FROM `donations` WHERE `donor_id` = OLD.id);
END;
--> statement-breakpoint
CREATE TRIGGER `companies_page_version_insert` AFTER INSERT ON `companies` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `creator_id` = NEW.user_id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` IN (SELECT `pot_id` FROM `donations` WHERE `donor_id` = NEW.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER `companies_page_version_update` AFTER UPDATE ON `companies` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `creator_id` = NEW.user_id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` IN (SELECT `pot_id` FROM `donations` WHERE `donor_id` = NEW.user_id);
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `creator_id` = OLD.user_id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` IN (SELECT `pot_id` FROM `donations` WHERE `donor_id` = OLD.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER `companies_page_version_delete` AFTER DELETE ON `companies` BEGIN
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `creator_id` = OLD.user_id;
	UPDATE `pots` SET `page_version` = `page_version` + 1 WHERE `id` IN (SELECT `pot_id` FROM `donations` WHERE `donor_id` = OLD.user_id);
END;
