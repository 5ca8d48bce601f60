-- Full-text search over the partner charities (spec 2 "Step 1: cause selection").
-- An FTS5 external-content table: the text stays in `charities`, the index is kept in step by triggers.
-- unicode61 with remove_diacritics 2 folds case and accents (« Éducation » matches "education"); ’ and '
-- are separators, like spaces. Not in the Drizzle schema (virtual table): queries go through
-- app/catalogue/search.server.ts.
CREATE VIRTUAL TABLE `charities_fts` USING fts5(
	name,
	purpose,
	description,
	content = 'charities',
	content_rowid = 'id',
	tokenize = "unicode61 remove_diacritics 2"
);
--> statement-breakpoint
CREATE TRIGGER `charities_fts_after_insert` AFTER INSERT ON `charities` BEGIN
	INSERT INTO `charities_fts` (rowid, name, purpose, description) VALUES (new.id, new.name, new.purpose, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `charities_fts_after_delete` AFTER DELETE ON `charities` BEGIN
	INSERT INTO `charities_fts` (`charities_fts`, rowid, name, purpose, description)
	VALUES ('delete', old.id, old.name, old.purpose, old.description);
END;
--> statement-breakpoint
CREATE TRIGGER `charities_fts_after_update` AFTER UPDATE OF id, name, purpose, description ON `charities` BEGIN
	INSERT INTO `charities_fts` (`charities_fts`, rowid, name, purpose, description)
	VALUES ('delete', old.id, old.name, old.purpose, old.description);
	INSERT INTO `charities_fts` (rowid, name, purpose, description) VALUES (new.id, new.name, new.purpose, new.description);
END;
--> statement-breakpoint
-- Index the rows that already exist (databases created before this migration).
INSERT INTO `charities_fts` (`charities_fts`) VALUES ('rebuild');
