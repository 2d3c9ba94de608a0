CREATE SEQUENCE "public"."contratos_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."cotizaciones_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."solicitudes_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "contrato_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contrato_id" uuid NOT NULL,
	"activo_id" uuid NOT NULL,
	"cotizacion_item_id" uuid,
	"tarifa" numeric(16, 4) NOT NULL,
	"unidad_cobro" text NOT NULL,
	"minimo_horas" numeric(6, 1),
	"minimo_por" text,
	"tarifa_stand_by" numeric(16, 4),
	"flete_ida" numeric(16, 4) DEFAULT 0 NOT NULL,
	"flete_vuelta" numeric(16, 4) DEFAULT 0 NOT NULL,
	"con_operador" boolean DEFAULT false NOT NULL,
	"fecha_entrega" date NOT NULL,
	"fecha_retiro" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contrato_items_unidad_valida" CHECK ("contrato_items"."unidad_cobro" in ('hora', 'dia', 'mes')),
	CONSTRAINT "contrato_items_minimo_valido" CHECK (("contrato_items"."minimo_horas" is null) = ("contrato_items"."minimo_por" is null) and ("contrato_items"."minimo_por" is null or ("contrato_items"."unidad_cobro" = 'hora' and "contrato_items"."minimo_por" in ('dia', 'mes') and "contrato_items"."minimo_horas" > 0))),
	CONSTRAINT "contrato_items_montos_no_negativos" CHECK ("contrato_items"."tarifa" >= 0 and "contrato_items"."flete_ida" >= 0 and "contrato_items"."flete_vuelta" >= 0 and ("contrato_items"."tarifa_stand_by" is null or "contrato_items"."tarifa_stand_by" >= 0)),
	CONSTRAINT "contrato_items_fechas_en_orden" CHECK ("contrato_items"."fecha_retiro" is null or "contrato_items"."fecha_retiro" >= "contrato_items"."fecha_entrega")
);
--> statement-breakpoint
CREATE TABLE "contratos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" integer DEFAULT nextval('contratos_numero_seq') NOT NULL,
	"cotizacion_id" uuid,
	"razon_social_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"moneda" text NOT NULL,
	"orden_compra" text,
	"fecha_inicio" date NOT NULL,
	"fecha_termino" date,
	"estado" text DEFAULT 'vigente' NOT NULL,
	"condiciones" text,
	"busqueda" text GENERATED ALWAYS AS ('con-' || lpad("numero"::text, 6, '0') || ' ' || lower(translate(coalesce("orden_compra", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contratos_estado_valido" CHECK ("contratos"."estado" in ('vigente', 'terminado')),
	CONSTRAINT "contratos_moneda_valida" CHECK ("contratos"."moneda" in ('CLP', 'UF')),
	CONSTRAINT "contratos_fechas_en_orden" CHECK ("contratos"."fecha_termino" is null or "contratos"."fecha_termino" >= "contratos"."fecha_inicio")
);
--> statement-breakpoint
CREATE TABLE "cotizacion_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cotizacion_id" uuid NOT NULL,
	"posicion" integer NOT NULL,
	"tipo_activo_id" uuid NOT NULL,
	"descripcion" text,
	"cantidad" integer NOT NULL,
	"unidad_cobro" text NOT NULL,
	"tarifa" numeric(16, 4) NOT NULL,
	"periodo_estimado" numeric(10, 1) DEFAULT 0 NOT NULL,
	"flete_ida" numeric(16, 4) DEFAULT 0 NOT NULL,
	"flete_vuelta" numeric(16, 4) DEFAULT 0 NOT NULL,
	"con_operador" boolean DEFAULT false NOT NULL,
	"descuento_pct" numeric(5, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "cotizacion_items_unidad_valida" CHECK ("cotizacion_items"."unidad_cobro" in ('hora', 'dia', 'mes')),
	CONSTRAINT "cotizacion_items_cantidad_positiva" CHECK ("cotizacion_items"."cantidad" >= 1),
	CONSTRAINT "cotizacion_items_montos_no_negativos" CHECK ("cotizacion_items"."tarifa" >= 0 and "cotizacion_items"."periodo_estimado" >= 0 and "cotizacion_items"."flete_ida" >= 0 and "cotizacion_items"."flete_vuelta" >= 0),
	CONSTRAINT "cotizacion_items_descuento_rango" CHECK ("cotizacion_items"."descuento_pct" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "cotizaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" integer DEFAULT nextval('cotizaciones_numero_seq') NOT NULL,
	"razon_social_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	"validez_dias" integer NOT NULL,
	"moneda" text NOT NULL,
	"condiciones" text,
	"estado" text DEFAULT 'borrador' NOT NULL,
	"estado_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"motivo_rechazo" text,
	"neto" numeric(16, 4) DEFAULT 0 NOT NULL,
	"iva" numeric(16, 4) DEFAULT 0 NOT NULL,
	"total" numeric(16, 4) DEFAULT 0 NOT NULL,
	"busqueda" text GENERATED ALWAYS AS ('cot-' || lpad("numero"::text, 6, '0') || ' ' || lower(translate(coalesce("condiciones", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cotizaciones_estado_valido" CHECK ("cotizaciones"."estado" in ('borrador', 'enviada', 'aceptada', 'rechazada', 'contratada')),
	CONSTRAINT "cotizaciones_moneda_valida" CHECK ("cotizaciones"."moneda" in ('CLP', 'UF')),
	CONSTRAINT "cotizaciones_validez_positiva" CHECK ("cotizaciones"."validez_dias" between 1 and 365),
	CONSTRAINT "cotizaciones_rechazo_con_motivo" CHECK (("cotizaciones"."estado" = 'rechazada') = ("cotizaciones"."motivo_rechazo" is not null)),
	CONSTRAINT "cotizaciones_montos_no_negativos" CHECK ("cotizaciones"."neto" >= 0 and "cotizaciones"."iva" >= 0 and "cotizaciones"."total" = "cotizaciones"."neto" + "cotizaciones"."iva")
);
--> statement-breakpoint
CREATE TABLE "solicitud_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"solicitud_id" uuid NOT NULL,
	"posicion" integer NOT NULL,
	"tipo_activo_id" uuid,
	"cantidad" integer,
	"contrato_item_id" uuid,
	"unidad_cobro" text,
	"tarifa" numeric(16, 4),
	"con_operador" boolean DEFAULT false NOT NULL,
	"descripcion" text,
	CONSTRAINT "solicitud_items_algo_pedido" CHECK ("solicitud_items"."contrato_item_id" is not null or ("solicitud_items"."tipo_activo_id" is not null and "solicitud_items"."cantidad" >= 1)),
	CONSTRAINT "solicitud_items_unidad_valida" CHECK ("solicitud_items"."unidad_cobro" is null or "solicitud_items"."unidad_cobro" in ('hora', 'dia', 'mes')),
	CONSTRAINT "solicitud_items_tarifa_no_negativa" CHECK ("solicitud_items"."tarifa" is null or "solicitud_items"."tarifa" >= 0)
);
--> statement-breakpoint
CREATE TABLE "solicitudes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" integer DEFAULT nextval('solicitudes_numero_seq') NOT NULL,
	"tipo" text NOT NULL,
	"origen" text NOT NULL,
	"obra_id" uuid NOT NULL,
	"contrato_id" uuid,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"estado_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_requerida" date NOT NULL,
	"comentarios" text,
	"motivo_rechazo" text,
	"solicitante_id" uuid,
	"busqueda" text GENERATED ALWAYS AS ('sol-' || lpad("numero"::text, 6, '0') || ' ' || lower(translate(coalesce("comentarios", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "solicitudes_tipo_valido" CHECK ("solicitudes"."tipo" in ('arriendo', 'adicion', 'cambio', 'retiro-parcial', 'cierre')),
	CONSTRAINT "solicitudes_origen_valido" CHECK ("solicitudes"."origen" in ('cliente', 'comercial')),
	CONSTRAINT "solicitudes_estado_valido" CHECK ("solicitudes"."estado" in ('pendiente', 'aprobada', 'rechazada', 'en-logistica', 'completada')),
	CONSTRAINT "solicitudes_contrato_segun_tipo" CHECK (("solicitudes"."tipo" = 'arriendo') = ("solicitudes"."contrato_id" is null)),
	CONSTRAINT "solicitudes_rechazo_con_motivo" CHECK (("solicitudes"."estado" = 'rechazada') = ("solicitudes"."motivo_rechazo" is not null))
);
--> statement-breakpoint
ALTER TABLE "contrato_items" ADD CONSTRAINT "contrato_items_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_items" ADD CONSTRAINT "contrato_items_activo_id_activos_id_fk" FOREIGN KEY ("activo_id") REFERENCES "public"."activos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_items" ADD CONSTRAINT "contrato_items_cotizacion_item_id_cotizacion_items_id_fk" FOREIGN KEY ("cotizacion_item_id") REFERENCES "public"."cotizacion_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_cotizacion_id_cotizaciones_id_fk" FOREIGN KEY ("cotizacion_id") REFERENCES "public"."cotizaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_razon_social_id_razones_sociales_id_fk" FOREIGN KEY ("razon_social_id") REFERENCES "public"."razones_sociales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotizacion_items" ADD CONSTRAINT "cotizacion_items_cotizacion_id_cotizaciones_id_fk" FOREIGN KEY ("cotizacion_id") REFERENCES "public"."cotizaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotizacion_items" ADD CONSTRAINT "cotizacion_items_tipo_activo_id_tipos_activo_id_fk" FOREIGN KEY ("tipo_activo_id") REFERENCES "public"."tipos_activo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotizaciones" ADD CONSTRAINT "cotizaciones_razon_social_id_razones_sociales_id_fk" FOREIGN KEY ("razon_social_id") REFERENCES "public"."razones_sociales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotizaciones" ADD CONSTRAINT "cotizaciones_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_items" ADD CONSTRAINT "solicitud_items_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_items" ADD CONSTRAINT "solicitud_items_tipo_activo_id_tipos_activo_id_fk" FOREIGN KEY ("tipo_activo_id") REFERENCES "public"."tipos_activo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_items" ADD CONSTRAINT "solicitud_items_contrato_item_id_contrato_items_id_fk" FOREIGN KEY ("contrato_item_id") REFERENCES "public"."contrato_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD CONSTRAINT "solicitudes_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD CONSTRAINT "solicitudes_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD CONSTRAINT "solicitudes_solicitante_id_usuarios_id_fk" FOREIGN KEY ("solicitante_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contrato_items_contrato_idx" ON "contrato_items" USING btree ("contrato_id") WHERE "contrato_items"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "contrato_items_activo_idx" ON "contrato_items" USING btree ("activo_id","fecha_entrega") WHERE "contrato_items"."eliminado_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contratos_numero_uq" ON "contratos" USING btree ("numero");--> statement-breakpoint
CREATE UNIQUE INDEX "contratos_cotizacion_uq" ON "contratos" USING btree ("cotizacion_id") WHERE "contratos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "contratos_numero_idx" ON "contratos" USING btree ("numero","id") WHERE "contratos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "contratos_fecha_inicio_idx" ON "contratos" USING btree ("fecha_inicio","id") WHERE "contratos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "contratos_fecha_termino_idx" ON "contratos" USING btree ("fecha_termino","id") WHERE "contratos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "contratos_estado_idx" ON "contratos" USING btree ("estado","numero","id") WHERE "contratos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "contratos_razon_social_idx" ON "contratos" USING btree ("razon_social_id","numero","id") WHERE "contratos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "contratos_obra_idx" ON "contratos" USING btree ("obra_id","numero","id") WHERE "contratos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "contratos_creado_idx" ON "contratos" USING btree ("created_at","id") WHERE "contratos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "contratos_actualizado_idx" ON "contratos" USING btree ("updated_at","id") WHERE "contratos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "contratos_busqueda_idx" ON "contratos" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "cotizacion_items_posicion_uq" ON "cotizacion_items" USING btree ("cotizacion_id","posicion");--> statement-breakpoint
CREATE INDEX "cotizacion_items_tipo_idx" ON "cotizacion_items" USING btree ("tipo_activo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cotizaciones_numero_uq" ON "cotizaciones" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "cotizaciones_numero_idx" ON "cotizaciones" USING btree ("numero","id") WHERE "cotizaciones"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "cotizaciones_fecha_idx" ON "cotizaciones" USING btree ("fecha","id") WHERE "cotizaciones"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "cotizaciones_total_idx" ON "cotizaciones" USING btree ("total","id") WHERE "cotizaciones"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "cotizaciones_estado_idx" ON "cotizaciones" USING btree ("estado","numero","id") WHERE "cotizaciones"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "cotizaciones_razon_social_idx" ON "cotizaciones" USING btree ("razon_social_id","numero","id") WHERE "cotizaciones"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "cotizaciones_obra_idx" ON "cotizaciones" USING btree ("obra_id","numero","id") WHERE "cotizaciones"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "cotizaciones_creado_idx" ON "cotizaciones" USING btree ("created_at","id") WHERE "cotizaciones"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "cotizaciones_actualizado_idx" ON "cotizaciones" USING btree ("updated_at","id") WHERE "cotizaciones"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "cotizaciones_busqueda_idx" ON "cotizaciones" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "solicitud_items_posicion_uq" ON "solicitud_items" USING btree ("solicitud_id","posicion");--> statement-breakpoint
CREATE INDEX "solicitud_items_contrato_item_idx" ON "solicitud_items" USING btree ("contrato_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solicitudes_numero_uq" ON "solicitudes" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "solicitudes_numero_idx" ON "solicitudes" USING btree ("numero","id") WHERE "solicitudes"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "solicitudes_fecha_requerida_idx" ON "solicitudes" USING btree ("fecha_requerida","id") WHERE "solicitudes"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "solicitudes_estado_idx" ON "solicitudes" USING btree ("estado","numero","id") WHERE "solicitudes"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "solicitudes_tipo_idx" ON "solicitudes" USING btree ("tipo","numero","id") WHERE "solicitudes"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "solicitudes_obra_idx" ON "solicitudes" USING btree ("obra_id","numero","id") WHERE "solicitudes"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "solicitudes_contrato_idx" ON "solicitudes" USING btree ("contrato_id") WHERE "solicitudes"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "solicitudes_creado_idx" ON "solicitudes" USING btree ("created_at","id") WHERE "solicitudes"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "solicitudes_actualizado_idx" ON "solicitudes" USING btree ("updated_at","id") WHERE "solicitudes"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "solicitudes_busqueda_idx" ON "solicitudes" USING gin ("busqueda" gin_trgm_ops);