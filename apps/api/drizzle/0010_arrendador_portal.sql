CREATE SEQUENCE "public"."incidentes_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "fotos_incidente" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incidente_id" uuid NOT NULL,
	"archivo_clave" text NOT NULL,
	"archivo_nombre" text NOT NULL,
	"archivo_tipo" text NOT NULL,
	"archivo_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "fotos_incidente_archivo_tipo_valido" CHECK ("fotos_incidente"."archivo_tipo" in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "fotos_incidente_archivo_tamano" CHECK ("fotos_incidente"."archivo_bytes" > 0 and "fotos_incidente"."archivo_bytes" <= 10485760)
);
--> statement-breakpoint
CREATE TABLE "incidentes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" integer DEFAULT nextval('incidentes_numero_seq') NOT NULL,
	"proveedor_id" uuid NOT NULL,
	"activo_id" uuid NOT NULL,
	"obra_id" uuid,
	"fecha" date NOT NULL,
	"tipo" text NOT NULL,
	"descripcion" text NOT NULL,
	"estado" text DEFAULT 'abierto' NOT NULL,
	"estado_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"comentario_cierre" text,
	"cerrado_por" uuid,
	"cerrado_en" timestamp with time zone,
	"busqueda" text GENERATED ALWAYS AS (lower(translate(coalesce("descripcion", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "incidentes_tipo_valido" CHECK ("incidentes"."tipo" in ('falla', 'siniestro', 'otro')),
	CONSTRAINT "incidentes_estado_valido" CHECK ("incidentes"."estado" in ('abierto', 'en-revision', 'cerrado')),
	CONSTRAINT "incidentes_cierre_segun_estado" CHECK (("incidentes"."estado" = 'cerrado') = ("incidentes"."comentario_cierre" is not null and "incidentes"."cerrado_por" is not null and "incidentes"."cerrado_en" is not null))
);
--> statement-breakpoint
CREATE TABLE "reports_arrendador" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proveedor_id" uuid NOT NULL,
	"tipo" text DEFAULT 'viaje' NOT NULL,
	"activo_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	"origen" text NOT NULL,
	"destino" text NOT NULL,
	"km" numeric(8, 1) NOT NULL,
	"carga" text NOT NULL,
	"guia_despacho" integer,
	"observaciones" text,
	"busqueda" text GENERATED ALWAYS AS (lower(translate(coalesce("origen", '') || ' ' || coalesce("destino", '') || ' ' || coalesce("carga", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "reports_arrendador_tipo_valido" CHECK ("reports_arrendador"."tipo" in ('viaje')),
	CONSTRAINT "reports_arrendador_km_no_negativo" CHECK ("reports_arrendador"."km" >= 0),
	CONSTRAINT "reports_arrendador_guia_positiva" CHECK ("reports_arrendador"."guia_despacho" is null or "reports_arrendador"."guia_despacho" > 0)
);
--> statement-breakpoint
ALTER TABLE "fotos_incidente" ADD CONSTRAINT "fotos_incidente_incidente_id_incidentes_id_fk" FOREIGN KEY ("incidente_id") REFERENCES "public"."incidentes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidentes" ADD CONSTRAINT "incidentes_proveedor_id_proveedores_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidentes" ADD CONSTRAINT "incidentes_activo_id_activos_id_fk" FOREIGN KEY ("activo_id") REFERENCES "public"."activos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidentes" ADD CONSTRAINT "incidentes_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports_arrendador" ADD CONSTRAINT "reports_arrendador_proveedor_id_proveedores_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports_arrendador" ADD CONSTRAINT "reports_arrendador_activo_id_activos_id_fk" FOREIGN KEY ("activo_id") REFERENCES "public"."activos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fotos_incidente_incidente_idx" ON "fotos_incidente" USING btree ("incidente_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fotos_incidente_archivo_uq" ON "fotos_incidente" USING btree ("archivo_clave");--> statement-breakpoint
CREATE UNIQUE INDEX "incidentes_numero_uq" ON "incidentes" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "incidentes_numero_idx" ON "incidentes" USING btree ("numero","id") WHERE "incidentes"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "incidentes_fecha_idx" ON "incidentes" USING btree ("fecha","id") WHERE "incidentes"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "incidentes_estado_fecha_idx" ON "incidentes" USING btree ("estado","fecha","id") WHERE "incidentes"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "incidentes_proveedor_fecha_idx" ON "incidentes" USING btree ("proveedor_id","fecha","id") WHERE "incidentes"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "incidentes_activo_fecha_idx" ON "incidentes" USING btree ("activo_id","fecha","id") WHERE "incidentes"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "incidentes_creado_idx" ON "incidentes" USING btree ("created_at","id") WHERE "incidentes"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "incidentes_actualizado_idx" ON "incidentes" USING btree ("updated_at","id") WHERE "incidentes"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "incidentes_busqueda_idx" ON "incidentes" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reports_arrendador_fecha_idx" ON "reports_arrendador" USING btree ("fecha","id") WHERE "reports_arrendador"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "reports_arrendador_km_idx" ON "reports_arrendador" USING btree ("km","id") WHERE "reports_arrendador"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "reports_arrendador_proveedor_fecha_idx" ON "reports_arrendador" USING btree ("proveedor_id","fecha","id") WHERE "reports_arrendador"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "reports_arrendador_activo_fecha_idx" ON "reports_arrendador" USING btree ("activo_id","fecha","id") WHERE "reports_arrendador"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "reports_arrendador_creado_idx" ON "reports_arrendador" USING btree ("created_at","id") WHERE "reports_arrendador"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "reports_arrendador_actualizado_idx" ON "reports_arrendador" USING btree ("updated_at","id") WHERE "reports_arrendador"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "reports_arrendador_busqueda_idx" ON "reports_arrendador" USING gin ("busqueda" gin_trgm_ops);