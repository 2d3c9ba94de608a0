-- Filtered asset lists (by tipo, marca, flota or owner) read their page in código order and
-- count it from these indexes alone, instead of reading the table (docs/benchmarks/activos.md).
DROP INDEX "activos_tipo_idx";--> statement-breakpoint
DROP INDEX "activos_marca_idx";--> statement-breakpoint
DROP INDEX "activos_flota_idx";--> statement-breakpoint
DROP INDEX "activos_proveedor_idx";--> statement-breakpoint
CREATE INDEX "activos_tipo_idx" ON "activos" USING btree ("tipo_activo_id","codigo","id") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "activos_marca_idx" ON "activos" USING btree ("marca_id","codigo","id") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "activos_flota_idx" ON "activos" USING btree ("flota_id","codigo","id") WHERE "activos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "activos_proveedor_idx" ON "activos" USING btree ("proveedor_id","codigo","id") WHERE "activos"."eliminado_en" is null;