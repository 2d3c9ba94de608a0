CREATE TABLE "dte_emitidos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo_dte" integer NOT NULL,
	"folio" integer NOT NULL,
	"fecha_emision" date NOT NULL,
	"rut_receptor" text NOT NULL,
	"razon_social_receptor" text NOT NULL,
	"neto" numeric(16, 0) NOT NULL,
	"iva" numeric(16, 0) NOT NULL,
	"total" numeric(16, 0) NOT NULL,
	"edp_id" uuid,
	"movimiento_id" uuid,
	"dte_xml" text NOT NULL,
	"envio_xml" text NOT NULL,
	"estado_envio" text NOT NULL,
	"track_id" text,
	"mensaje_envio" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "dte_emitidos_tipo_dte" CHECK ("dte_emitidos"."tipo_dte" in ('33', '52')),
	CONSTRAINT "dte_emitidos_estado_envio" CHECK ("dte_emitidos"."estado_envio" in ('listo-para-enviar', 'enviado', 'aceptado', 'rechazado')),
	CONSTRAINT "dte_emitidos_montos" CHECK ("dte_emitidos"."neto" >= 0 and "dte_emitidos"."iva" >= 0 and "dte_emitidos"."total" = "dte_emitidos"."neto" + "dte_emitidos"."iva")
);
--> statement-breakpoint
ALTER TABLE "dte_emitidos" ADD CONSTRAINT "dte_emitidos_edp_id_edps_id_fk" FOREIGN KEY ("edp_id") REFERENCES "public"."edps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dte_emitidos" ADD CONSTRAINT "dte_emitidos_movimiento_id_movimientos_id_fk" FOREIGN KEY ("movimiento_id") REFERENCES "public"."movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dte_emitidos_folio_uq" ON "dte_emitidos" USING btree ("tipo_dte","folio");--> statement-breakpoint
CREATE UNIQUE INDEX "dte_emitidos_edp_uq" ON "dte_emitidos" USING btree ("edp_id") WHERE "dte_emitidos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "dte_emitidos_fecha_idx" ON "dte_emitidos" USING btree ("fecha_emision") WHERE "dte_emitidos"."eliminado_en" is null;