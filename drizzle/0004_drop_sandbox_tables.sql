-- The sandbox simulator moved to its own file, DATA_DIR/sandbox.db (ADR 012; migrations in drizzle-sandbox/).
-- Its sim_* tables leave the product database. They only held simulator state (fake users, wallets, cards,
-- pay-ins of the demo bank): it is dropped, not copied, and the demo starts a fresh simulated bank on upgrade.
-- Donations, mandates and users that point at those simulated ids keep them; the new sandbox does not know
-- them (acceptable for the demo, never the case with Mangopay, whose objects live at Mangopay).
-- IF EXISTS: a database may never have had them.
DROP TABLE IF EXISTS `sim_bank_accounts`;--> statement-breakpoint
DROP TABLE IF EXISTS `sim_card_registrations`;--> statement-breakpoint
DROP TABLE IF EXISTS `sim_cards`;--> statement-breakpoint
DROP TABLE IF EXISTS `sim_events`;--> statement-breakpoint
DROP TABLE IF EXISTS `sim_faults`;--> statement-breakpoint
DROP TABLE IF EXISTS `sim_idempotency`;--> statement-breakpoint
DROP TABLE IF EXISTS `sim_kyc_documents`;--> statement-breakpoint
DROP TABLE IF EXISTS `sim_mandates`;--> statement-breakpoint
DROP TABLE IF EXISTS `sim_pay_ins`;--> statement-breakpoint
DROP TABLE IF EXISTS `sim_payouts`;--> statement-breakpoint
DROP TABLE IF EXISTS `sim_recipients`;--> statement-breakpoint
DROP TABLE IF EXISTS `sim_refunds`;--> statement-breakpoint
DROP TABLE IF EXISTS `sim_state`;--> statement-breakpoint
DROP TABLE IF EXISTS `sim_transfers`;--> statement-breakpoint
DROP TABLE IF EXISTS `sim_users`;--> statement-breakpoint
DROP TABLE IF EXISTS `sim_wallets`;
