-- Search that stays flat (issue 29, item 6; docs/decisions/043-search-that-stays-flat.md).
-- 1. The full-text index holds the ACTIVE charities only: its content is the view `charities_search_text`, so
--    a keyword count is a count of the index's matches (no look-up of each match in `charities`), and
--    'rebuild' indexes exactly what the search may show. The triggers follow a charity in and out of it.
DROP TRIGGER IF EXISTS `charities_fts_after_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `charities_fts_after_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `charities_fts_after_update`;
--> statement-breakpoint
DROP TABLE IF EXISTS `charities_fts`;
--> statement-breakpoint
CREATE VIEW `charities_search_text` AS
	SELECT `id`, `name`, `purpose`, `description` FROM `charities` WHERE `is_active` = 1;
--> statement-breakpoint
CREATE VIRTUAL TABLE `charities_fts` USING fts5(
	name,
	purpose,
	description,
	content = 'charities_search_text',
	content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `charities_fts_after_insert` AFTER INSERT ON `charities` WHEN new.is_active = 1 BEGIN
	INSERT INTO `charities_fts` (rowid, name, purpose, description) VALUES (new.id, new.name, new.purpose, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `charities_fts_after_delete` AFTER DELETE ON `charities` WHEN old.is_active = 1 BEGIN
	INSERT INTO `charities_fts` (`charities_fts`, rowid, name, purpose, description)
	VALUES ('delete', old.id, old.name, old.purpose, old.description);
END;
--> statement-breakpoint
-- One trigger, the old entry out before the new one in (two triggers would fire in no defined order).
CREATE TRIGGER `charities_fts_after_update` AFTER UPDATE OF id, name, purpose, description, is_active ON `charities` BEGIN
	INSERT INTO `charities_fts` (`charities_fts`, rowid, name, purpose, description)
	SELECT 'delete', old.id, old.name, old.purpose, old.description WHERE old.is_active = 1;
	INSERT INTO `charities_fts` (rowid, name, purpose, description)
	SELECT new.id, new.name, new.purpose, new.description WHERE new.is_active = 1;
END;
--> statement-breakpoint
INSERT INTO `charities_fts` (`charities_fts`) VALUES ('rebuild');
--> statement-breakpoint
-- 2. The catalogue's version: bumped by any change that can alter a search's count or the filter choices.
INSERT INTO `catalogue_version` (`id`, `version`) VALUES (1, 1) ON CONFLICT (`id`) DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER `charities_version_insert` AFTER INSERT ON `charities` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `charities_version_delete` AFTER DELETE ON `charities` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `charities_version_update` AFTER UPDATE OF id, is_active, category_id, name, purpose, description ON `charities` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `charity_countries_version_insert` AFTER INSERT ON `charity_countries` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `charity_countries_version_delete` AFTER DELETE ON `charity_countries` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `charity_countries_version_update` AFTER UPDATE ON `charity_countries` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `charity_regions_version_insert` AFTER INSERT ON `charity_regions` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `charity_regions_version_delete` AFTER DELETE ON `charity_regions` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `charity_regions_version_update` AFTER UPDATE ON `charity_regions` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `charity_sdgs_version_insert` AFTER INSERT ON `charity_sdgs` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `charity_sdgs_version_delete` AFTER DELETE ON `charity_sdgs` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `charity_sdgs_version_update` AFTER UPDATE ON `charity_sdgs` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_version_insert` AFTER INSERT ON `categories` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_version_delete` AFTER DELETE ON `categories` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_version_update` AFTER UPDATE ON `categories` BEGIN
	UPDATE `catalogue_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
