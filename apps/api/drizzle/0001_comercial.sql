-- Hand-added: the trigram operator classes of the lists' search indexes (busqueda gin_trgm_ops).
-- PGlite loads the extension in src/db/database.ts; PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE "public"."obras_codigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "contactos_razon_social" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"razon_social_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"cargo" text,
	"email" text,
	"telefono" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "constructoras" DROP CONSTRAINT "constructoras_rut_unique";--> statement-breakpoint
ALTER TABLE "grupos_cliente" DROP CONSTRAINT "grupos_cliente_nombre_unique";--> statement-breakpoint
ALTER TABLE "obras" DROP CONSTRAINT "obras_codigo_unique";--> statement-breakpoint
ALTER TABLE "razones_sociales" DROP CONSTRAINT "razones_sociales_rut_unique";--> statement-breakpoint
ALTER TABLE "proveedores" DROP CONSTRAINT "proveedores_rut_unique";--> statement-breakpoint
ALTER TABLE "obras" ALTER COLUMN "direccion" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "razones_sociales" ALTER COLUMN "giro" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "razones_sociales" ALTER COLUMN "direccion" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "razones_sociales" ALTER COLUMN "comuna" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "razones_sociales" ALTER COLUMN "region" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "constructoras" ADD COLUMN "rut_numero" integer GENERATED ALWAYS AS ((split_part("rut", '-', 1))::integer) STORED;--> statement-breakpoint
ALTER TABLE "constructoras" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (lower(translate(coalesce("rut", '') || ' ' || coalesce("nombre", '') || ' ' || coalesce("contacto", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
ALTER TABLE "grupos_cliente" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (lower(translate(coalesce("nombre", '') || ' ' || coalesce("descripcion", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
ALTER TABLE "obras" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (lower(translate(coalesce("codigo", '') || ' ' || coalesce("nombre", '') || ' ' || coalesce("direccion", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
ALTER TABLE "razones_sociales" ADD COLUMN "rut_numero" integer GENERATED ALWAYS AS ((split_part("rut", '-', 1))::integer) STORED;--> statement-breakpoint
ALTER TABLE "razones_sociales" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (lower(translate(coalesce("rut", '') || ' ' || coalesce("razon_social", '') || ' ' || coalesce("nombre_fantasia", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
ALTER TABLE "proveedores" ADD COLUMN "rut_numero" integer GENERATED ALWAYS AS ((split_part("rut", '-', 1))::integer) STORED;--> statement-breakpoint
ALTER TABLE "proveedores" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (lower(translate(coalesce("rut", '') || ' ' || coalesce("razon_social", '') || ' ' || coalesce("contacto", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
ALTER TABLE "contactos_razon_social" ADD CONSTRAINT "contactos_razon_social_razon_social_id_razones_sociales_id_fk" FOREIGN KEY ("razon_social_id") REFERENCES "public"."razones_sociales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contactos_razon_social_idx" ON "contactos_razon_social" USING btree ("razon_social_id") WHERE "contactos_razon_social"."eliminado_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "constructoras_rut_vigente_uq" ON "constructoras" USING btree ("rut") WHERE "constructoras"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "constructoras_nombre_idx" ON "constructoras" USING btree ("nombre" collate "unicode","id") WHERE "constructoras"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "constructoras_rut_idx" ON "constructoras" USING btree ("rut_numero","id") WHERE "constructoras"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "constructoras_creado_idx" ON "constructoras" USING btree ("created_at","id") WHERE "constructoras"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "constructoras_actualizado_idx" ON "constructoras" USING btree ("updated_at","id") WHERE "constructoras"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "constructoras_busqueda_idx" ON "constructoras" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "grupos_cliente_nombre_vigente_uq" ON "grupos_cliente" USING btree (lower("nombre")) WHERE "grupos_cliente"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "grupos_cliente_nombre_idx" ON "grupos_cliente" USING btree ("nombre" collate "unicode","id") WHERE "grupos_cliente"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "grupos_cliente_creado_idx" ON "grupos_cliente" USING btree ("created_at","id") WHERE "grupos_cliente"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "grupos_cliente_actualizado_idx" ON "grupos_cliente" USING btree ("updated_at","id") WHERE "grupos_cliente"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "grupos_cliente_busqueda_idx" ON "grupos_cliente" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "obras_codigo_vigente_uq" ON "obras" USING btree ("codigo") WHERE "obras"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "obras_activa_idx" ON "obras" USING btree ("activa") WHERE "obras"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "obras_nombre_idx" ON "obras" USING btree ("nombre" collate "unicode","id") WHERE "obras"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "obras_codigo_idx" ON "obras" USING btree ("codigo","id") WHERE "obras"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "obras_fecha_inicio_idx" ON "obras" USING btree ("fecha_inicio","id") WHERE "obras"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "obras_creado_idx" ON "obras" USING btree ("created_at","id") WHERE "obras"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "obras_actualizado_idx" ON "obras" USING btree ("updated_at","id") WHERE "obras"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "obras_busqueda_idx" ON "obras" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "razones_sociales_rut_vigente_uq" ON "razones_sociales" USING btree ("rut") WHERE "razones_sociales"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "razones_sociales_nombre_idx" ON "razones_sociales" USING btree ("razon_social" collate "unicode","id") WHERE "razones_sociales"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "razones_sociales_rut_idx" ON "razones_sociales" USING btree ("rut_numero","id") WHERE "razones_sociales"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "razones_sociales_creado_idx" ON "razones_sociales" USING btree ("created_at","id") WHERE "razones_sociales"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "razones_sociales_actualizado_idx" ON "razones_sociales" USING btree ("updated_at","id") WHERE "razones_sociales"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "razones_sociales_grupo_idx" ON "razones_sociales" USING btree ("grupo_cliente_id") WHERE "razones_sociales"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "razones_sociales_activo_idx" ON "razones_sociales" USING btree ("activo") WHERE "razones_sociales"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "razones_sociales_busqueda_idx" ON "razones_sociales" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "proveedores_rut_vigente_uq" ON "proveedores" USING btree ("rut") WHERE "proveedores"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "proveedores_nombre_idx" ON "proveedores" USING btree ("razon_social" collate "unicode","id") WHERE "proveedores"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "proveedores_rut_idx" ON "proveedores" USING btree ("rut_numero","id") WHERE "proveedores"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "proveedores_creado_idx" ON "proveedores" USING btree ("created_at","id") WHERE "proveedores"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "proveedores_actualizado_idx" ON "proveedores" USING btree ("updated_at","id") WHERE "proveedores"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "proveedores_busqueda_idx" ON "proveedores" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_fechas_en_orden" CHECK ("obras"."fecha_termino" is null or "obras"."fecha_termino" >= "obras"."fecha_inicio");--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_comuna_cut" CHECK ("obras"."comuna" ~ '^[0-9]{5}$');--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_region_de_comuna" CHECK ("obras"."region" = left("obras"."comuna", 2));--> statement-breakpoint
ALTER TABLE "razones_sociales" ADD CONSTRAINT "razones_sociales_comuna_cut" CHECK ("razones_sociales"."comuna" ~ '^[0-9]{5}$');--> statement-breakpoint
ALTER TABLE "razones_sociales" ADD CONSTRAINT "razones_sociales_region_de_comuna" CHECK ("razones_sociales"."region" = left("razones_sociales"."comuna", 2));--> statement-breakpoint
ALTER TABLE "proveedores" ADD CONSTRAINT "proveedores_tipo_cuenta" CHECK ("proveedores"."tipo_cuenta" is null or "proveedores"."tipo_cuenta" in ('corriente', 'vista', 'ahorro'));--> statement-breakpoint
ALTER TABLE "proveedores" ADD CONSTRAINT "proveedores_validado_con_banco" CHECK ("proveedores"."provisorio" or ("proveedores"."banco" is not null and "proveedores"."tipo_cuenta" is not null and "proveedores"."numero_cuenta" is not null));