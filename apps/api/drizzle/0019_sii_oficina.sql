ALTER TABLE "dte_emitidos" ADD COLUMN "oficina_sii" text;--> statement-breakpoint
ALTER TABLE "sii_configuracion" ADD COLUMN "oficina_sii" text DEFAULT 'SANTIAGO CENTRO' NOT NULL;