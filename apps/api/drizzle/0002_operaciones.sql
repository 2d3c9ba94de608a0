CREATE TABLE "activos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"tipo_activo_id" uuid NOT NULL,
	"marca_id" uuid NOT NULL,
	"modelo" text NOT NULL,
	"anio" integer NOT NULL,
	"patente" text,
	"numero_serie" text NOT NULL,
	"horometro" numeric(10, 1) DEFAULT '0' NOT NULL,
	"flota_id" uuid,
	"proveedor_id" uuid,
	"observaciones" text,
	"estado" text DEFAULT 'disponible' NOT NULL,
	"estado_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"obra_actual_id" uuid,
	"busqueda" text GENERATED ALWAYS AS (lower(translate(coalesce("codigo", '') || ' ' || coalesce("numero_serie", '') || ' ' || coalesce("patente", '') || ' ' || coalesce("modelo", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "activos_estado_valido" CHECK ("activos"."estado" in ('disponible', 'reservado', 'en-obra', 'en-traslado', 'en-taller', 'de-baja')),
	CONSTRAINT "activos_codigo_mayusculas" CHECK ("activos"."codigo" = upper("activos"."codigo")),
	CONSTRAINT "activos_anio_razonable" CHECK ("activos"."anio" between 1950 and 2100),
	CONSTRAINT "activos_horometro_no_negativo" CHECK ("activos"."horometro" >= 0),
	CONSTRAINT "activos_patente_formato" CHECK ("activos"."patente" is null or "activos"."patente" ~ '^([A-Z]{2}[0-9]{4}|[BCDFGHJKLPRSTVWXYZ]{4}[0-9]{2})$'),
	CONSTRAINT "activos_obra_segun_estado" CHECK ("activos"."obra_actual_id" is null or "activos"."estado" in ('reservado', 'en-obra', 'en-traslado'))
);
--> statement-breakpoint
CREATE TABLE "documentos_activo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activo_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"numero" text,
	"fecha_emision" date,
	"vence" date,
	"observaciones" text,
	"archivo_clave" text NOT NULL,
	"archivo_nombre" text NOT NULL,
	"archivo_tipo" text NOT NULL,
	"archivo_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "documentos_activo_tipo_valido" CHECK ("documentos_activo"."tipo" in ('revision-tecnica', 'soap', 'permiso-circulacion', 'certificado-operacion', 'otro')),
	CONSTRAINT "documentos_activo_archivo_tipo_valido" CHECK ("documentos_activo"."archivo_tipo" in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "documentos_activo_archivo_tamano" CHECK ("documentos_activo"."archivo_bytes" > 0 and "documentos_activo"."archivo_bytes" <= 10485760),
	CONSTRAINT "documentos_activo_fechas_en_orden" CHECK ("documentos_activo"."vence" is null or "documentos_activo"."fecha_emision" is null or "documentos_activo"."vence" >= "documentos_activo"."fecha_emision")
);
--> statement-breakpoint
CREATE TABLE "flotas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"busqueda" text GENERATED ALWAYS AS (lower(translate(coalesce("nombre", '') || ' ' || coalesce("descripcion", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marcas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (lower(translate(coalesce("nombre", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipos_activo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"categoria" text NOT NULL,
	"descripcion" text,
	"unidad_cobro_default" text NOT NULL,
	"tarifa_referencia" integer NOT NULL,
	"requiere_operador" boolean DEFAULT false NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (lower(translate(coalesce("nombre", '') || ' ' || coalesce("descripcion", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tipos_activo_categoria_valida" CHECK ("tipos_activo"."categoria" in ('movimiento-de-tierra', 'levante', 'compactacion', 'transporte', 'energia', 'otro')),
	CONSTRAINT "tipos_activo_unidad_valida" CHECK ("tipos_activo"."unidad_cobro_default" in ('hora', 'dia', 'mes')),
	CONSTRAINT "tipos_activo_tarifa_no_negativa" CHECK ("tipos_activo"."tarifa_referencia" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activos" ADD CONSTRAINT "activos_tipo_activo_id_tipos_activo_id_fk" FOREIGN KEY ("tipo_activo_id") REFERENCES "public"."tipos_activo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activos" ADD CONSTRAINT "activos_marca_id_marcas_id_fk" FOREIGN KEY ("marca_id") REFERENCES "public"."marcas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activos" ADD CONSTRAINT "activos_flota_id_flotas_id_fk" FOREIGN KEY ("flota_id") REFERENCES "public"."flotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activos" ADD CONSTRAINT "activos_proveedor_id_proveedores_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activos" ADD CONSTRAINT "activos_obra_actual_id_obras_id_fk" FOREIGN KEY ("obra_actual_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_activo" ADD CONSTRAINT "documentos_activo_activo_id_activos_id_fk" FOREIGN KEY ("activo_id") REFERENCES "public"."activos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activos_codigo_vigente_uq" ON "activos" USING btree ("codigo") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "activos_numero_serie_vigente_uq" ON "activos" USING btree (upper("numero_serie")) WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "activos_patente_vigente_uq" ON "activos" USING btree ("patente") WHERE "activos"."eliminado_en" is null and "activos"."patente" is not null;--> statement-breakpoint
CREATE INDEX "activos_codigo_idx" ON "activos" USING btree ("codigo","id") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "activos_modelo_idx" ON "activos" USING btree ("modelo" collate "unicode","id") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "activos_anio_idx" ON "activos" USING btree ("anio","id") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "activos_horometro_idx" ON "activos" USING btree ("horometro","id") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "activos_estado_idx" ON "activos" USING btree ("estado","id") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "activos_creado_idx" ON "activos" USING btree ("created_at","id") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "activos_actualizado_idx" ON "activos" USING btree ("updated_at","id") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "activos_tipo_idx" ON "activos" USING btree ("tipo_activo_id") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "activos_marca_idx" ON "activos" USING btree ("marca_id") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "activos_flota_idx" ON "activos" USING btree ("flota_id") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "activos_proveedor_idx" ON "activos" USING btree ("proveedor_id") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "activos_obra_actual_idx" ON "activos" USING btree ("obra_actual_id") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "activos_busqueda_idx" ON "activos" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documentos_activo_activo_idx" ON "documentos_activo" USING btree ("activo_id","vence") WHERE "documentos_activo"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "documentos_activo_vence_idx" ON "documentos_activo" USING btree ("vence","activo_id") WHERE "documentos_activo"."eliminado_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_activo_archivo_uq" ON "documentos_activo" USING btree ("archivo_clave");--> statement-breakpoint
CREATE UNIQUE INDEX "flotas_nombre_vigente_uq" ON "flotas" USING btree (lower("nombre")) WHERE "flotas"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "flotas_nombre_idx" ON "flotas" USING btree ("nombre" collate "unicode","id") WHERE "flotas"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "flotas_creado_idx" ON "flotas" USING btree ("created_at","id") WHERE "flotas"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "flotas_actualizado_idx" ON "flotas" USING btree ("updated_at","id") WHERE "flotas"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "flotas_busqueda_idx" ON "flotas" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "marcas_nombre_vigente_uq" ON "marcas" USING btree (lower("nombre")) WHERE "marcas"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "marcas_nombre_idx" ON "marcas" USING btree ("nombre" collate "unicode","id") WHERE "marcas"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "marcas_creado_idx" ON "marcas" USING btree ("created_at","id") WHERE "marcas"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "marcas_actualizado_idx" ON "marcas" USING btree ("updated_at","id") WHERE "marcas"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "marcas_busqueda_idx" ON "marcas" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tipos_activo_nombre_vigente_uq" ON "tipos_activo" USING btree (lower("nombre")) WHERE "tipos_activo"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "tipos_activo_nombre_idx" ON "tipos_activo" USING btree ("nombre" collate "unicode","id") WHERE "tipos_activo"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "tipos_activo_categoria_idx" ON "tipos_activo" USING btree ("categoria","id") WHERE "tipos_activo"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "tipos_activo_tarifa_idx" ON "tipos_activo" USING btree ("tarifa_referencia","id") WHERE "tipos_activo"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "tipos_activo_creado_idx" ON "tipos_activo" USING btree ("created_at","id") WHERE "tipos_activo"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "tipos_activo_actualizado_idx" ON "tipos_activo" USING btree ("updated_at","id") WHERE "tipos_activo"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "tipos_activo_busqueda_idx" ON "tipos_activo" USING gin ("busqueda" gin_trgm_ops);