CREATE SEQUENCE "public"."reports_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "asignaciones_operador" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operador_id" uuid NOT NULL,
	"activo_id" uuid NOT NULL,
	"contrato_id" uuid NOT NULL,
	"desde" date NOT NULL,
	"hasta" date,
	"origen" text NOT NULL,
	"termino" text,
	"reemplaza_id" uuid,
	"observaciones" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "asignaciones_operador_origen_valido" CHECK ("asignaciones_operador"."origen" in ('asignacion', 'cambio', 'adicion')),
	CONSTRAINT "asignaciones_operador_termino_valido" CHECK ("asignaciones_operador"."termino" is null or "asignaciones_operador"."termino" in ('retiro', 'cambio')),
	CONSTRAINT "asignaciones_operador_fechas_en_orden" CHECK ("asignaciones_operador"."hasta" is null or "asignaciones_operador"."hasta" >= "asignaciones_operador"."desde"),
	CONSTRAINT "asignaciones_operador_termino_con_fecha" CHECK (("asignaciones_operador"."termino" is null) = ("asignaciones_operador"."hasta" is null))
);
--> statement-breakpoint
CREATE TABLE "documentos_trabajador" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trabajador_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"clase" text,
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
	CONSTRAINT "documentos_trabajador_tipo_valido" CHECK ("documentos_trabajador"."tipo" in ('licencia-conducir', 'examen-preocupacional', 'examen-ocupacional', 'certificacion', 'contrato-trabajo', 'otro')),
	CONSTRAINT "documentos_trabajador_clase_valida" CHECK ("documentos_trabajador"."clase" is null or "documentos_trabajador"."clase" in ('A1', 'A2', 'A3', 'A4', 'A5', 'B', 'C', 'D', 'E', 'F')),
	CONSTRAINT "documentos_trabajador_archivo_tipo_valido" CHECK ("documentos_trabajador"."archivo_tipo" in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "documentos_trabajador_archivo_tamano" CHECK ("documentos_trabajador"."archivo_bytes" > 0 and "documentos_trabajador"."archivo_bytes" <= 10485760),
	CONSTRAINT "documentos_trabajador_fechas_en_orden" CHECK ("documentos_trabajador"."vence" is null or "documentos_trabajador"."fecha_emision" is null or "documentos_trabajador"."vence" >= "documentos_trabajador"."fecha_emision")
);
--> statement-breakpoint
CREATE TABLE "firmas_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"firmado_por" uuid NOT NULL,
	"firmante_nombre" text NOT NULL,
	"firmado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"contenido" jsonb NOT NULL,
	"hash" text NOT NULL,
	"imagen_clave" text NOT NULL,
	CONSTRAINT "firmas_report_hash_hex" CHECK ("firmas_report"."hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "operadores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trabajador_id" uuid NOT NULL,
	"licencia_clase" text NOT NULL,
	"certificaciones" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "operadores_licencia_clase_valida" CHECK ("operadores"."licencia_clase" in ('A1', 'A2', 'A3', 'A4', 'A5', 'B', 'C', 'D', 'E', 'F'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" integer DEFAULT nextval('reports_numero_seq') NOT NULL,
	"operador_id" uuid NOT NULL,
	"activo_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"contrato_id" uuid,
	"fecha" date NOT NULL,
	"jornada" text NOT NULL,
	"horometro_inicio" numeric(10, 1) NOT NULL,
	"horometro_fin" numeric(10, 1) NOT NULL,
	"horas_trabajadas" numeric(10, 1) GENERATED ALWAYS AS ("horometro_fin" - "horometro_inicio") STORED NOT NULL,
	"horas_stand_by" numeric(4, 1) DEFAULT 0 NOT NULL,
	"horas_detenidas" numeric(4, 1) DEFAULT 0 NOT NULL,
	"motivo_detencion" text,
	"viajes" integer,
	"cargas" integer,
	"combustible_litros" numeric(7, 1),
	"actividades" text NOT NULL,
	"observaciones" text,
	"estado" text DEFAULT 'borrador' NOT NULL,
	"estado_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"observacion" text,
	"clave_sync" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "reports_jornada_valida" CHECK ("reports"."jornada" in ('dia', 'noche')),
	CONSTRAINT "reports_estado_valido" CHECK ("reports"."estado" in ('borrador', 'firmado', 'en-observacion', 'validado')),
	CONSTRAINT "reports_motivo_valido" CHECK ("reports"."motivo_detencion" is null or "reports"."motivo_detencion" in ('falla', 'clima', 'sin-frente', 'otro')),
	CONSTRAINT "reports_horometro_en_orden" CHECK ("reports"."horometro_fin" >= "reports"."horometro_inicio" and "reports"."horometro_inicio" >= 0),
	CONSTRAINT "reports_horas_del_dia" CHECK ("reports"."horometro_fin" - "reports"."horometro_inicio" + "reports"."horas_stand_by" + "reports"."horas_detenidas" <= 24
        and "reports"."horas_stand_by" >= 0 and "reports"."horas_detenidas" >= 0),
	CONSTRAINT "reports_detencion_con_motivo" CHECK (("reports"."horas_detenidas" > 0) = ("reports"."motivo_detencion" is not null)),
	CONSTRAINT "reports_observado_con_comentario" CHECK ("reports"."estado" <> 'en-observacion' or "reports"."observacion" is not null)
);
--> statement-breakpoint
CREATE TABLE "trabajadores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rut" text NOT NULL,
	"rut_numero" integer GENERATED ALWAYS AS ((split_part("rut", '-', 1))::integer) STORED,
	"nombres" text NOT NULL,
	"apellidos" text NOT NULL,
	"cargo" text NOT NULL,
	"fecha_ingreso" date NOT NULL,
	"telefono" text,
	"email" text,
	"activo" boolean DEFAULT true NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (lower(translate(coalesce("rut", '') || ' ' || coalesce("nombres", '') || ' ' || coalesce("apellidos", '') || ' ' || coalesce("cargo", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asignaciones_operador" ADD CONSTRAINT "asignaciones_operador_operador_id_operadores_id_fk" FOREIGN KEY ("operador_id") REFERENCES "public"."operadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asignaciones_operador" ADD CONSTRAINT "asignaciones_operador_activo_id_activos_id_fk" FOREIGN KEY ("activo_id") REFERENCES "public"."activos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asignaciones_operador" ADD CONSTRAINT "asignaciones_operador_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_trabajador" ADD CONSTRAINT "documentos_trabajador_trabajador_id_trabajadores_id_fk" FOREIGN KEY ("trabajador_id") REFERENCES "public"."trabajadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmas_report" ADD CONSTRAINT "firmas_report_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operadores" ADD CONSTRAINT "operadores_trabajador_id_trabajadores_id_fk" FOREIGN KEY ("trabajador_id") REFERENCES "public"."trabajadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_operador_id_operadores_id_fk" FOREIGN KEY ("operador_id") REFERENCES "public"."operadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_activo_id_activos_id_fk" FOREIGN KEY ("activo_id") REFERENCES "public"."activos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asignaciones_operador_operador_idx" ON "asignaciones_operador" USING btree ("operador_id","desde","id") WHERE "asignaciones_operador"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "asignaciones_operador_activo_idx" ON "asignaciones_operador" USING btree ("activo_id","desde","id") WHERE "asignaciones_operador"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "asignaciones_operador_contrato_idx" ON "asignaciones_operador" USING btree ("contrato_id") WHERE "asignaciones_operador"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "asignaciones_operador_abiertas_idx" ON "asignaciones_operador" USING btree ("operador_id") WHERE "asignaciones_operador"."hasta" is null and "asignaciones_operador"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "documentos_trabajador_trabajador_idx" ON "documentos_trabajador" USING btree ("trabajador_id","vence") WHERE "documentos_trabajador"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "documentos_trabajador_vence_idx" ON "documentos_trabajador" USING btree ("vence","trabajador_id") WHERE "documentos_trabajador"."eliminado_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_trabajador_archivo_uq" ON "documentos_trabajador" USING btree ("archivo_clave");--> statement-breakpoint
CREATE INDEX "firmas_report_report_idx" ON "firmas_report" USING btree ("report_id","firmado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "firmas_report_imagen_uq" ON "firmas_report" USING btree ("imagen_clave");--> statement-breakpoint
CREATE UNIQUE INDEX "operadores_trabajador_vigente_uq" ON "operadores" USING btree ("trabajador_id") WHERE "operadores"."eliminado_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_numero_uq" ON "reports" USING btree ("numero");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_clave_sync_uq" ON "reports" USING btree ("clave_sync");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_operador_activo_fecha_jornada_uq" ON "reports" USING btree ("operador_id","activo_id","fecha","jornada") WHERE "reports"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "reports_operador_fecha_idx" ON "reports" USING btree ("operador_id","fecha","id") WHERE "reports"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "reports_activo_fecha_idx" ON "reports" USING btree ("activo_id","fecha","id") WHERE "reports"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "reports_obra_fecha_idx" ON "reports" USING btree ("obra_id","fecha","id") WHERE "reports"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "reports_estado_fecha_idx" ON "reports" USING btree ("estado","fecha","id") WHERE "reports"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "reports_fecha_idx" ON "reports" USING btree ("fecha","id") WHERE "reports"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "reports_numero_idx" ON "reports" USING btree ("numero","id") WHERE "reports"."eliminado_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "trabajadores_rut_vigente_uq" ON "trabajadores" USING btree ("rut") WHERE "trabajadores"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "trabajadores_nombre_idx" ON "trabajadores" USING btree ("apellidos" collate "unicode","nombres" collate "unicode","id") WHERE "trabajadores"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "trabajadores_rut_idx" ON "trabajadores" USING btree ("rut_numero","id") WHERE "trabajadores"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "trabajadores_cargo_idx" ON "trabajadores" USING btree ("cargo" collate "unicode","id") WHERE "trabajadores"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "trabajadores_ingreso_idx" ON "trabajadores" USING btree ("fecha_ingreso","id") WHERE "trabajadores"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "trabajadores_creado_idx" ON "trabajadores" USING btree ("created_at","id") WHERE "trabajadores"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "trabajadores_actualizado_idx" ON "trabajadores" USING btree ("updated_at","id") WHERE "trabajadores"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "trabajadores_busqueda_idx" ON "trabajadores" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
-- Added by hand: before this migration an operator user's operador_id named a record that did not
-- exist yet (it only marked the user as an operator); the seed links it again once the operator
-- record exists, so the foreign key below can be added to a database seeded earlier.
UPDATE "usuarios" SET "operador_id" = NULL WHERE "operador_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_operador_id_operadores_id_fk" FOREIGN KEY ("operador_id") REFERENCES "public"."operadores"("id") ON DELETE no action ON UPDATE no action;