-- Search that stays flat, continued (issue 29, item 6; docs/decisions/047-search-index-of-id-sets.md).
-- Every bump of `catalogue_version` (drizzle/0027_search_stays_flat.sql) now also says which charity it was for
-- in `catalogue_changes` (null: a category, so every charity), and the log keeps the last 1 000 versions. A
-- process's search index re-reads only the charities changed since the version it holds, instead of counting
-- again. The triggers are 0027's, dropped and created again with the log line; their events are unchanged.
DROP TRIGGER IF EXISTS `charities_version_insert`;
--> statement-breakpoint
CREATE TRIGGER `charities_version_insert` AFTER INSERT ON `charities` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
	INSERT INTO `catalogue_changes` (`version`, `charity_id`) SELECT `version`, new.id FROM `catalogue_version` WHERE `id` = 1;
	DELETE FROM `catalogue_changes` WHERE `version` <= (SELECT `version` FROM `catalogue_version` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `charities_version_delete`;
--> statement-breakpoint
CREATE TRIGGER `charities_version_delete` AFTER DELETE ON `charities` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
	INSERT INTO `catalogue_changes` (`version`, `charity_id`) SELECT `version`, old.id FROM `catalogue_version` WHERE `id` = 1;
	DELETE FROM `catalogue_changes` WHERE `version` <= (SELECT `version` FROM `catalogue_version` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `charities_version_update`;
--> statement-breakpoint
CREATE TRIGGER `charities_version_update` AFTER UPDATE OF id, is_active, category_id, name, purpose, description ON `charities` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
	INSERT INTO `catalogue_changes` (`version`, `charity_id`) SELECT `version`, CASE WHEN old.id = new.id THEN new.id END FROM `catalogue_version` WHERE `id` = 1;
	DELETE FROM `catalogue_changes` WHERE `version` <= (SELECT `version` FROM `catalogue_version` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `charity_countries_version_insert`;
--> statement-breakpoint
CREATE TRIGGER `charity_countries_version_insert` AFTER INSERT ON `charity_countries` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
	INSERT INTO `catalogue_changes` (`version`, `charity_id`) SELECT `version`, new.charity_id FROM `catalogue_version` WHERE `id` = 1;
	DELETE FROM `catalogue_changes` WHERE `version` <= (SELECT `version` FROM `catalogue_version` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `charity_countries_version_delete`;
--> statement-breakpoint
CREATE TRIGGER `charity_countries_version_delete` AFTER DELETE ON `charity_countries` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
	INSERT INTO `catalogue_changes` (`version`, `charity_id`) SELECT `version`, old.charity_id FROM `catalogue_version` WHERE `id` = 1;
	DELETE FROM `catalogue_changes` WHERE `version` <= (SELECT `version` FROM `catalogue_version` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `charity_countries_version_update`;
--> statement-breakpoint
CREATE TRIGGER `charity_countries_version_update` AFTER UPDATE ON `charity_countries` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
	INSERT INTO `catalogue_changes` (`version`, `charity_id`) SELECT `version`, CASE WHEN old.charity_id = new.charity_id THEN new.charity_id END FROM `catalogue_version` WHERE `id` = 1;
	DELETE FROM `catalogue_changes` WHERE `version` <= (SELECT `version` FROM `catalogue_version` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `charity_regions_version_insert`;
--> statement-breakpoint
CREATE TRIGGER `charity_regions_version_insert` AFTER INSERT ON `charity_regions` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
	INSERT INTO `catalogue_changes` (`version`, `charity_id`) SELECT `version`, new.charity_id FROM `catalogue_version` WHERE `id` = 1;
	DELETE FROM `catalogue_changes` WHERE `version` <= (SELECT `version` FROM `catalogue_version` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `charity_regions_version_delete`;
--> statement-breakpoint
CREATE TRIGGER `charity_regions_version_delete` AFTER DELETE ON `charity_regions` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
	INSERT INTO `catalogue_changes` (`version`, `charity_id`) SELECT `version`, old.charity_id FROM `catalogue_version` WHERE `id` = 1;
	DELETE FROM `catalogue_changes` WHERE `version` <= (SELECT `version` FROM `catalogue_version` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `charity_regions_version_update`;
--> statement-breakpoint
CREATE TRIGGER `charity_regions_version_update` AFTER UPDATE ON `charity_regions` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
	INSERT INTO `catalogue_changes` (`version`, `charity_id`) SELECT `version`, CASE WHEN old.charity_id = new.charity_id THEN new.charity_id END FROM `catalogue_version` WHERE `id` = 1;
	DELETE FROM `catalogue_changes` WHERE `version` <= (SELECT `version` FROM `catalogue_version` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `charity_sdgs_version_insert`;
--> statement-breakpoint
CREATE TRIGGER `charity_sdgs_version_insert` AFTER INSERT ON `charity_sdgs` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
	INSERT INTO `catalogue_changes` (`version`, `charity_id`) SELECT `version`, new.charity_id FROM `catalogue_version` WHERE `id` = 1;
	DELETE FROM `catalogue_changes` WHERE `version` <= (SELECT `version` FROM `catalogue_version` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `charity_sdgs_version_delete`;
--> statement-breakpoint
CREATE TRIGGER `charity_sdgs_version_delete` AFTER DELETE ON `charity_sdgs` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
	INSERT INTO `catalogue_changes` (`version`, `charity_id`) SELECT `version`, old.charity_id FROM `catalogue_version` WHERE `id` = 1;
	DELETE FROM `catalogue_changes` WHERE `version` <= (SELECT `version` FROM `catalogue_version` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `charity_sdgs_version_update`;
--> statement-breakpoint
CREATE TRIGGER `charity_sdgs_version_update` AFTER UPDATE ON `charity_sdgs` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
	INSERT INTO `catalogue_changes` (`version`, `charity_id`) SELECT `version`, CASE WHEN old.charity_id = new.charity_id THEN new.charity_id END FROM `catalogue_version` WHERE `id` = 1;
	DELETE FROM `catalogue_changes` WHERE `version` <= (SELECT `version` FROM `catalogue_version` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `categories_version_insert`;
--> statement-breakpoint
CREATE TRIGGER `categories_version_insert` AFTER INSERT ON `categories` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
	INSERT INTO `catalogue_changes` (`version`, `charity_id`) SELECT `version`, NULL FROM `catalogue_version` WHERE `id` = 1;
	DELETE FROM `catalogue_changes` WHERE `version` <= (SELECT `version` FROM `catalogue_version` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `categories_version_delete`;
--> statement-breakpoint
CREATE TRIGGER `categories_version_delete` AFTER DELETE ON `categories` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
	INSERT INTO `catalogue_changes` (`version`, `charity_id`) SELECT `version`, NULL FROM `catalogue_version` WHERE `id` = 1;
	DELETE FROM `catalogue_changes` WHERE `version` <= (SELECT `version` FROM `catalogue_version` WHERE `id` = 1) - 1000;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `categories_version_update`;
--> statement-breakpoint
CREATE TRIGGER `categories_version_update` AFTER UPDATE ON `categories` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
	INSERT INTO `catalogue_changes` (`version`, `charity_id`) SELECT `version`, NULL FROM `catalogue_version` WHERE `id` = 1;
	DELETE FROM `catalogue_changes` WHERE `version` <= (SELECT `version` FROM `catalogue_version` WHERE `id` = 1) - 1000;
END;
