CREATE SEQUENCE "public"."edps_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "edp_historial" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edp_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"accion" text NOT NULL,
	"desde" text,
	"hacia" text NOT NULL,
	"usuario_id" uuid,
	"origen" text NOT NULL,
	"en" timestamp with time zone DEFAULT now() NOT NULL,
	"comentario" text,
	"observaciones_lineas" jsonb,
	CONSTRAINT "edp_historial_accion_valida" CHECK ("edp_historial"."accion" in ('crear', 'editar', 'enviar-a-obra', 'observar', 'tomar-observacion', 'reenviar', 'aprobar')),
	CONSTRAINT "edp_historial_desde_valido" CHECK ("edp_historial"."desde" is null or "edp_historial"."desde" in ('revision-comercial-1', 'revision-obra', 'observado-obra', 'revision-comercial-2', 'aprobado-obra')),
	CONSTRAINT "edp_historial_hacia_valido" CHECK ("edp_historial"."hacia" in ('revision-comercial-1', 'revision-obra', 'observado-obra', 'revision-comercial-2', 'aprobado-obra')),
	CONSTRAINT "edp_historial_origen_valido" CHECK ("edp_historial"."origen" in ('cliente', 'comercial')),
	CONSTRAINT "edp_historial_observacion_con_comentario" CHECK ("edp_historial"."accion" <> 'observar' or "edp_historial"."comentario" is not null)
);
--> statement-breakpoint
CREATE TABLE "edp_lineas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edp_id" uuid NOT NULL,
	"posicion" integer NOT NULL,
	"origen" text NOT NULL,
	"tipo" text NOT NULL,
	"contrato_item_id" uuid,
	"descripcion" text NOT NULL,
	"monto" numeric(16, 0) NOT NULL,
	"motivo" text,
	"linea" jsonb NOT NULL,
	CONSTRAINT "edp_lineas_origen_valido" CHECK ("edp_lineas"."origen" in ('calculada', 'manual')),
	CONSTRAINT "edp_lineas_tipo_valido" CHECK ("edp_lineas"."tipo" in ('arriendo', 'stand-by', 'flete-ida', 'flete-vuelta', 'operador', 'combustible', 'manual')),
	CONSTRAINT "edp_lineas_monto_no_negativo" CHECK ("edp_lineas"."monto" >= 0),
	CONSTRAINT "edp_lineas_manual_con_motivo" CHECK (("edp_lineas"."origen" = 'manual') = ("edp_lineas"."tipo" = 'manual') and ("edp_lineas"."origen" <> 'manual' or "edp_lineas"."motivo" is not null))
);
--> statement-breakpoint
CREATE TABLE "edp_revisiones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edp_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"neto" numeric(16, 0) NOT NULL,
	"iva" numeric(16, 0) NOT NULL,
	"total" numeric(16, 0) NOT NULL,
	"lineas" jsonb NOT NULL,
	"observacion" text,
	"observaciones_lineas" jsonb,
	"cerrada_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" integer DEFAULT nextval('edps_numero_seq') NOT NULL,
	"contrato_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"razon_social_id" uuid NOT NULL,
	"periodo_desde" date NOT NULL,
	"periodo_hasta" date NOT NULL,
	"estado" text DEFAULT 'revision-comercial-1' NOT NULL,
	"estado_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"moneda" text NOT NULL,
	"valor_uf" numeric(10, 2),
	"valor_uf_fecha" date,
	"neto" numeric(16, 0) NOT NULL,
	"iva" numeric(16, 0) NOT NULL,
	"total" numeric(16, 0) NOT NULL,
	"orden_compra" text,
	"hes" text,
	"calculo" jsonb NOT NULL,
	"busqueda" text GENERATED ALWAYS AS ('edp-' || lpad("numero"::text, 6, '0') || ' ' || lower(translate(coalesce("orden_compra", '') || ' ' || coalesce("hes", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "edps_estado_valido" CHECK ("edps"."estado" in ('revision-comercial-1', 'revision-obra', 'observado-obra', 'revision-comercial-2', 'aprobado-obra')),
	CONSTRAINT "edps_moneda_valida" CHECK ("edps"."moneda" in ('CLP', 'UF')),
	CONSTRAINT "edps_periodo_en_orden" CHECK ("edps"."periodo_hasta" is null or "edps"."periodo_hasta" >= "edps"."periodo_desde"),
	CONSTRAINT "edps_revision_positiva" CHECK ("edps"."revision" >= 1),
	CONSTRAINT "edps_montos" CHECK ("edps"."neto" >= 0 and "edps"."iva" >= 0 and "edps"."total" = "edps"."neto" + "edps"."iva"),
	CONSTRAINT "edps_valor_uf_con_fecha" CHECK (("edps"."valor_uf" is null) = ("edps"."valor_uf_fecha" is null) and ("edps"."valor_uf" is null or "edps"."valor_uf" > 0))
);
--> statement-breakpoint
ALTER TABLE "contrato_items" ADD COLUMN "descuento_pct" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contrato_items" ADD COLUMN "tarifa_operador" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "clima_no_cobrable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "precio_combustible" numeric(16, 4);--> statement-breakpoint
ALTER TABLE "edp_historial" ADD CONSTRAINT "edp_historial_edp_id_edps_id_fk" FOREIGN KEY ("edp_id") REFERENCES "public"."edps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edp_historial" ADD CONSTRAINT "edp_historial_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edp_lineas" ADD CONSTRAINT "edp_lineas_edp_id_edps_id_fk" FOREIGN KEY ("edp_id") REFERENCES "public"."edps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edp_lineas" ADD CONSTRAINT "edp_lineas_contrato_item_id_contrato_items_id_fk" FOREIGN KEY ("contrato_item_id") REFERENCES "public"."contrato_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edp_revisiones" ADD CONSTRAINT "edp_revisiones_edp_id_edps_id_fk" FOREIGN KEY ("edp_id") REFERENCES "public"."edps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edps" ADD CONSTRAINT "edps_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edps" ADD CONSTRAINT "edps_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edps" ADD CONSTRAINT "edps_razon_social_id_razones_sociales_id_fk" FOREIGN KEY ("razon_social_id") REFERENCES "public"."razones_sociales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edp_historial_edp_idx" ON "edp_historial" USING btree ("edp_id","en");--> statement-breakpoint
CREATE UNIQUE INDEX "edp_lineas_posicion_uq" ON "edp_lineas" USING btree ("edp_id","posicion");--> statement-breakpoint
CREATE INDEX "edp_lineas_contrato_item_idx" ON "edp_lineas" USING btree ("contrato_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "edp_revisiones_edp_revision_uq" ON "edp_revisiones" USING btree ("edp_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "edps_numero_uq" ON "edps" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "edps_numero_idx" ON "edps" USING btree ("numero","id") WHERE "edps"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_periodo_idx" ON "edps" USING btree ("periodo_desde","id") WHERE "edps"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_total_idx" ON "edps" USING btree ("total","id") WHERE "edps"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_estado_idx" ON "edps" USING btree ("estado","numero","id") WHERE "edps"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_obra_idx" ON "edps" USING btree ("obra_id","numero","id") WHERE "edps"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_razon_social_idx" ON "edps" USING btree ("razon_social_id","numero","id") WHERE "edps"."eliminado_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "edps_contrato_desde_uq" ON "edps" USING btree ("contrato_id","periodo_desde") WHERE "edps"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_contrato_idx" ON "edps" USING btree ("contrato_id","periodo_desde") WHERE "edps"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_creado_idx" ON "edps" USING btree ("created_at","id") WHERE "edps"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_actualizado_idx" ON "edps" USING btree ("updated_at","id") WHERE "edps"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_busqueda_idx" ON "edps" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "contrato_items" ADD CONSTRAINT "contrato_items_descuento_rango" CHECK ("contrato_items"."descuento_pct" between 0 and 100);--> statement-breakpoint
ALTER TABLE "contrato_items" ADD CONSTRAINT "contrato_items_tarifa_operador_no_negativa" CHECK ("contrato_items"."tarifa_operador" is null or "contrato_items"."tarifa_operador" >= 0);--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_precio_combustible_no_negativo" CHECK ("contratos"."precio_combustible" is null or "contratos"."precio_combustible" >= 0);