CREATE TABLE "valores_uf" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fecha" date NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "valores_uf_valor_positivo" CHECK ("valores_uf"."valor" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "valores_uf_fecha_vigente_uq" ON "valores_uf" USING btree ("fecha") WHERE "valores_uf"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "valores_uf_fecha_idx" ON "valores_uf" USING btree ("fecha","id") WHERE "valores_uf"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "valores_uf_creado_idx" ON "valores_uf" USING btree ("created_at","id") WHERE "valores_uf"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "valores_uf_actualizado_idx" ON "valores_uf" USING btree ("updated_at","id") WHERE "valores_uf"."eliminado_en" is null;