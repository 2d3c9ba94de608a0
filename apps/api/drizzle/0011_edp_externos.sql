CREATE SEQUENCE "public"."edps_externos_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."solicitudes_ajuste_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "acuerdo_arriendo_activos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"acuerdo_id" uuid NOT NULL,
	"activo_id" uuid NOT NULL,
	"posicion" integer NOT NULL,
	"tarifa" numeric(14, 4) NOT NULL,
	"unidad_cobro" text NOT NULL,
	"minimo_horas" numeric(8, 2),
	"minimo_por" text,
	"moneda" text NOT NULL,
	"vigencia_desde" date NOT NULL,
	"vigencia_hasta" date,
	CONSTRAINT "acuerdo_arriendo_activos_unidad_valida" CHECK ("acuerdo_arriendo_activos"."unidad_cobro" in ('hora', 'dia', 'mes')),
	CONSTRAINT "acuerdo_arriendo_activos_moneda_valida" CHECK ("acuerdo_arriendo_activos"."moneda" in ('CLP', 'UF')),
	CONSTRAINT "acuerdo_arriendo_activos_minimo_por_valido" CHECK ("acuerdo_arriendo_activos"."minimo_por" is null or "acuerdo_arriendo_activos"."minimo_por" in ('dia', 'mes')),
	CONSTRAINT "acuerdo_arriendo_activos_minimo_con_periodo" CHECK (("acuerdo_arriendo_activos"."minimo_horas" is null) = ("acuerdo_arriendo_activos"."minimo_por" is null) and ("acuerdo_arriendo_activos"."minimo_horas" is null or "acuerdo_arriendo_activos"."minimo_horas" > 0)),
	CONSTRAINT "acuerdo_arriendo_activos_tarifa_no_negativa" CHECK ("acuerdo_arriendo_activos"."tarifa" >= 0),
	CONSTRAINT "acuerdo_arriendo_activos_vigencia_en_orden" CHECK ("acuerdo_arriendo_activos"."vigencia_hasta" is null or "acuerdo_arriendo_activos"."vigencia_hasta" >= "acuerdo_arriendo_activos"."vigencia_desde")
);
--> statement-breakpoint
CREATE TABLE "acuerdos_arriendo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proveedor_id" uuid NOT NULL,
	"obra_id" uuid,
	"observaciones" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edp_externo_historial" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edp_externo_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"accion" text NOT NULL,
	"desde" text,
	"hacia" text NOT NULL,
	"usuario_id" uuid,
	"origen" text NOT NULL,
	"en" timestamp with time zone DEFAULT now() NOT NULL,
	"comentario" text,
	"solicitud_ajuste_id" uuid,
	CONSTRAINT "edp_externo_historial_accion_valida" CHECK ("edp_externo_historial"."accion" in ('crear', 'editar', 'emitir', 'aceptar', 'solicitar-ajuste', 'aceptar-ajuste', 'rechazar-ajuste')),
	CONSTRAINT "edp_externo_historial_desde_valido" CHECK ("edp_externo_historial"."desde" is null or "edp_externo_historial"."desde" in ('borrador', 'emitido', 'aceptado', 'en-ajuste')),
	CONSTRAINT "edp_externo_historial_hacia_valido" CHECK ("edp_externo_historial"."hacia" in ('borrador', 'emitido', 'aceptado', 'en-ajuste')),
	CONSTRAINT "edp_externo_historial_origen_valido" CHECK ("edp_externo_historial"."origen" in ('arrendador', 'personal'))
);
--> statement-breakpoint
CREATE TABLE "edp_externo_lineas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edp_externo_id" uuid NOT NULL,
	"posicion" integer NOT NULL,
	"origen" text NOT NULL,
	"tipo" text NOT NULL,
	"activo_id" uuid,
	"descripcion" text NOT NULL,
	"monto" numeric(16, 0) NOT NULL,
	"motivo" text,
	"linea" jsonb NOT NULL,
	CONSTRAINT "edp_externo_lineas_origen_valido" CHECK ("edp_externo_lineas"."origen" in ('calculada', 'manual')),
	CONSTRAINT "edp_externo_lineas_tipo_valido" CHECK ("edp_externo_lineas"."tipo" in ('arriendo', 'stand-by', 'flete-ida', 'flete-vuelta', 'operador', 'combustible', 'manual')),
	CONSTRAINT "edp_externo_lineas_monto_no_negativo" CHECK ("edp_externo_lineas"."monto" >= 0),
	CONSTRAINT "edp_externo_lineas_manual_con_motivo" CHECK (("edp_externo_lineas"."origen" = 'manual') = ("edp_externo_lineas"."tipo" = 'manual') and ("edp_externo_lineas"."origen" <> 'manual' or "edp_externo_lineas"."motivo" is not null))
);
--> statement-breakpoint
CREATE TABLE "edp_externo_revisiones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edp_externo_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"neto" numeric(16, 0) NOT NULL,
	"iva" numeric(16, 0) NOT NULL,
	"total" numeric(16, 0) NOT NULL,
	"lineas" jsonb NOT NULL,
	"motivo" text,
	"cerrada_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edps_externos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" integer DEFAULT nextval('edps_externos_numero_seq') NOT NULL,
	"obra_id" uuid NOT NULL,
	"proveedor_id" uuid NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"estado" text DEFAULT 'borrador' NOT NULL,
	"estado_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"valor_uf" numeric(10, 2),
	"valor_uf_fecha" date,
	"neto" numeric(16, 0) NOT NULL,
	"iva" numeric(16, 0) NOT NULL,
	"total" numeric(16, 0) NOT NULL,
	"calculo" jsonb NOT NULL,
	"busqueda" text GENERATED ALWAYS AS ('edpe-' || lpad("numero"::text, 6, '0')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "edps_externos_estado_valido" CHECK ("edps_externos"."estado" in ('borrador', 'emitido', 'aceptado', 'en-ajuste')),
	CONSTRAINT "edps_externos_periodo_en_orden" CHECK ("edps_externos"."fecha_fin" is null or "edps_externos"."fecha_fin" >= "edps_externos"."fecha_inicio"),
	CONSTRAINT "edps_externos_revision_positiva" CHECK ("edps_externos"."revision" >= 1),
	CONSTRAINT "edps_externos_montos" CHECK ("edps_externos"."neto" >= 0 and "edps_externos"."iva" >= 0 and "edps_externos"."total" = "edps_externos"."neto" + "edps_externos"."iva"),
	CONSTRAINT "edps_externos_valor_uf_con_fecha" CHECK (("edps_externos"."valor_uf" is null) = ("edps_externos"."valor_uf_fecha" is null) and ("edps_externos"."valor_uf" is null or "edps_externos"."valor_uf" > 0))
);
--> statement-breakpoint
CREATE TABLE "solicitudes_ajuste" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" integer DEFAULT nextval('solicitudes_ajuste_numero_seq') NOT NULL,
	"proveedor_id" uuid NOT NULL,
	"edp_externo_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"linea_id" text NOT NULL,
	"linea_descripcion" text NOT NULL,
	"linea_monto" numeric(16, 0) NOT NULL,
	"motivo" text NOT NULL,
	"monto_solicitado" numeric(16, 0) NOT NULL,
	"archivo_clave" text,
	"archivo_nombre" text,
	"archivo_tipo" text,
	"archivo_bytes" integer,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"estado_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"respuesta" text,
	"respondida_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "solicitudes_ajuste_estado_valido" CHECK ("solicitudes_ajuste"."estado" in ('pendiente', 'aceptada', 'rechazada')),
	CONSTRAINT "solicitudes_ajuste_monto_no_negativo" CHECK ("solicitudes_ajuste"."monto_solicitado" >= 0),
	CONSTRAINT "solicitudes_ajuste_rechazo_con_respuesta" CHECK ("solicitudes_ajuste"."estado" <> 'rechazada' or "solicitudes_ajuste"."respuesta" is not null),
	CONSTRAINT "solicitudes_ajuste_archivo_completo" CHECK (("solicitudes_ajuste"."archivo_clave" is null) = ("solicitudes_ajuste"."archivo_nombre" is null) and ("solicitudes_ajuste"."archivo_clave" is null) = ("solicitudes_ajuste"."archivo_tipo" is null) and ("solicitudes_ajuste"."archivo_clave" is null) = ("solicitudes_ajuste"."archivo_bytes" is null)),
	CONSTRAINT "solicitudes_ajuste_archivo_valido" CHECK ("solicitudes_ajuste"."archivo_clave" is null or ("solicitudes_ajuste"."archivo_tipo" in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp') and "solicitudes_ajuste"."archivo_bytes" > 0 and "solicitudes_ajuste"."archivo_bytes" <= 10485760))
);
--> statement-breakpoint
ALTER TABLE "acuerdo_arriendo_activos" ADD CONSTRAINT "acuerdo_arriendo_activos_acuerdo_id_acuerdos_arriendo_id_fk" FOREIGN KEY ("acuerdo_id") REFERENCES "public"."acuerdos_arriendo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acuerdo_arriendo_activos" ADD CONSTRAINT "acuerdo_arriendo_activos_activo_id_activos_id_fk" FOREIGN KEY ("activo_id") REFERENCES "public"."activos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acuerdos_arriendo" ADD CONSTRAINT "acuerdos_arriendo_proveedor_id_proveedores_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acuerdos_arriendo" ADD CONSTRAINT "acuerdos_arriendo_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edp_externo_historial" ADD CONSTRAINT "edp_externo_historial_edp_externo_id_edps_externos_id_fk" FOREIGN KEY ("edp_externo_id") REFERENCES "public"."edps_externos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edp_externo_historial" ADD CONSTRAINT "edp_externo_historial_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edp_externo_lineas" ADD CONSTRAINT "edp_externo_lineas_edp_externo_id_edps_externos_id_fk" FOREIGN KEY ("edp_externo_id") REFERENCES "public"."edps_externos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edp_externo_lineas" ADD CONSTRAINT "edp_externo_lineas_activo_id_activos_id_fk" FOREIGN KEY ("activo_id") REFERENCES "public"."activos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edp_externo_revisiones" ADD CONSTRAINT "edp_externo_revisiones_edp_externo_id_edps_externos_id_fk" FOREIGN KEY ("edp_externo_id") REFERENCES "public"."edps_externos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edps_externos" ADD CONSTRAINT "edps_externos_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edps_externos" ADD CONSTRAINT "edps_externos_proveedor_id_proveedores_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_ajuste" ADD CONSTRAINT "solicitudes_ajuste_proveedor_id_proveedores_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_ajuste" ADD CONSTRAINT "solicitudes_ajuste_edp_externo_id_edps_externos_id_fk" FOREIGN KEY ("edp_externo_id") REFERENCES "public"."edps_externos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_ajuste" ADD CONSTRAINT "solicitudes_ajuste_respondida_por_usuarios_id_fk" FOREIGN KEY ("respondida_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acuerdo_arriendo_activos_posicion_uq" ON "acuerdo_arriendo_activos" USING btree ("acuerdo_id","posicion");--> statement-breakpoint
CREATE INDEX "acuerdo_arriendo_activos_activo_idx" ON "acuerdo_arriendo_activos" USING btree ("activo_id","vigencia_desde");--> statement-breakpoint
CREATE UNIQUE INDEX "acuerdos_arriendo_proveedor_obra_uq" ON "acuerdos_arriendo" USING btree ("proveedor_id",coalesce("obra_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "acuerdos_arriendo"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "acuerdos_arriendo_creado_idx" ON "acuerdos_arriendo" USING btree ("created_at","id") WHERE "acuerdos_arriendo"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edp_externo_historial_edp_idx" ON "edp_externo_historial" USING btree ("edp_externo_id","en");--> statement-breakpoint
CREATE UNIQUE INDEX "edp_externo_lineas_posicion_uq" ON "edp_externo_lineas" USING btree ("edp_externo_id","posicion");--> statement-breakpoint
CREATE INDEX "edp_externo_lineas_activo_idx" ON "edp_externo_lineas" USING btree ("activo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "edp_externo_revisiones_edp_revision_uq" ON "edp_externo_revisiones" USING btree ("edp_externo_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "edps_externos_numero_uq" ON "edps_externos" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "edps_externos_numero_idx" ON "edps_externos" USING btree ("numero","id") WHERE "edps_externos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_externos_periodo_idx" ON "edps_externos" USING btree ("fecha_inicio","id") WHERE "edps_externos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_externos_total_idx" ON "edps_externos" USING btree ("total","id") WHERE "edps_externos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_externos_estado_idx" ON "edps_externos" USING btree ("estado","numero","id") WHERE "edps_externos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_externos_obra_idx" ON "edps_externos" USING btree ("obra_id","numero","id") WHERE "edps_externos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_externos_proveedor_idx" ON "edps_externos" USING btree ("proveedor_id","numero","id") WHERE "edps_externos"."eliminado_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "edps_externos_obra_proveedor_inicio_uq" ON "edps_externos" USING btree ("obra_id","proveedor_id","fecha_inicio") WHERE "edps_externos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_externos_creado_idx" ON "edps_externos" USING btree ("created_at","id") WHERE "edps_externos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_externos_actualizado_idx" ON "edps_externos" USING btree ("updated_at","id") WHERE "edps_externos"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "edps_externos_busqueda_idx" ON "edps_externos" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "solicitudes_ajuste_numero_uq" ON "solicitudes_ajuste" USING btree ("numero");--> statement-breakpoint
CREATE UNIQUE INDEX "solicitudes_ajuste_archivo_uq" ON "solicitudes_ajuste" USING btree ("archivo_clave");--> statement-breakpoint
CREATE INDEX "solicitudes_ajuste_edp_idx" ON "solicitudes_ajuste" USING btree ("edp_externo_id","estado") WHERE "solicitudes_ajuste"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "solicitudes_ajuste_proveedor_idx" ON "solicitudes_ajuste" USING btree ("proveedor_id","numero","id") WHERE "solicitudes_ajuste"."eliminado_en" is null;