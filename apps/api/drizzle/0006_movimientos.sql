CREATE TABLE "movimientos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activo_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"desde_lugar" text NOT NULL,
	"desde_obra_id" uuid,
	"hasta_lugar" text NOT NULL,
	"hasta_obra_id" uuid,
	"estado_resultante" text NOT NULL,
	"solicitud_id" uuid,
	"guia_despacho" integer,
	"guia_emisor" text,
	"transportista" text,
	"responsable" text NOT NULL,
	"observaciones" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "movimientos_tipo_valido" CHECK ("movimientos"."tipo" in ('despacho', 'retiro', 'traslado', 'ingreso-taller', 'salida-taller')),
	CONSTRAINT "movimientos_desde_lugar_valido" CHECK ("movimientos"."desde_lugar" in ('bodega', 'obra', 'taller')),
	CONSTRAINT "movimientos_hasta_lugar_valido" CHECK ("movimientos"."hasta_lugar" in ('bodega', 'obra', 'taller')),
	CONSTRAINT "movimientos_estado_valido" CHECK ("movimientos"."estado_resultante" in ('disponible', 'reservado', 'en-obra', 'en-traslado', 'en-taller', 'de-baja')),
	CONSTRAINT "movimientos_desde_obra_segun_lugar" CHECK (("movimientos"."desde_lugar" = 'obra') = ("movimientos"."desde_obra_id" is not null)),
	CONSTRAINT "movimientos_hasta_obra_segun_lugar" CHECK (("movimientos"."hasta_lugar" = 'obra') = ("movimientos"."hasta_obra_id" is not null)),
	CONSTRAINT "movimientos_guia_segun_tipo" CHECK ("movimientos"."guia_despacho" is not null or "movimientos"."tipo" not in ('despacho', 'retiro', 'traslado')),
	CONSTRAINT "movimientos_guia_con_emisor" CHECK (("movimientos"."guia_despacho" is null) = ("movimientos"."guia_emisor" is null)),
	CONSTRAINT "movimientos_guia_positiva" CHECK ("movimientos"."guia_despacho" is null or "movimientos"."guia_despacho" > 0)
);
--> statement-breakpoint
ALTER TABLE "movimientos" ADD CONSTRAINT "movimientos_activo_id_activos_id_fk" FOREIGN KEY ("activo_id") REFERENCES "public"."activos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos" ADD CONSTRAINT "movimientos_desde_obra_id_obras_id_fk" FOREIGN KEY ("desde_obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos" ADD CONSTRAINT "movimientos_hasta_obra_id_obras_id_fk" FOREIGN KEY ("hasta_obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos" ADD CONSTRAINT "movimientos_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movimientos_activo_fecha_idx" ON "movimientos" USING btree ("activo_id","fecha","id");--> statement-breakpoint
CREATE INDEX "movimientos_fecha_idx" ON "movimientos" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "movimientos_creado_idx" ON "movimientos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "movimientos_desde_obra_idx" ON "movimientos" USING btree ("desde_obra_id","fecha","id") WHERE "movimientos"."desde_obra_id" is not null;--> statement-breakpoint
CREATE INDEX "movimientos_hasta_obra_idx" ON "movimientos" USING btree ("hasta_obra_id","fecha","id") WHERE "movimientos"."hasta_obra_id" is not null;--> statement-breakpoint
CREATE INDEX "movimientos_solicitud_idx" ON "movimientos" USING btree ("solicitud_id") WHERE "movimientos"."solicitud_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "movimientos_guia_uq" ON "movimientos" USING btree ("guia_emisor","guia_despacho") WHERE "movimientos"."guia_despacho" is not null;