CREATE TABLE "sii_cafs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo_dte" integer NOT NULL,
	"desde" integer NOT NULL,
	"hasta" integer NOT NULL,
	"siguiente" integer NOT NULL,
	"rut_emisor" text NOT NULL,
	"fecha_autorizacion" date NOT NULL,
	"vence" date,
	"archivo_cifrado" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sii_cafs_tipo_dte" CHECK ("sii_cafs"."tipo_dte" in ('33', '52')),
	CONSTRAINT "sii_cafs_rango" CHECK ("sii_cafs"."hasta" is null or "sii_cafs"."hasta" >= "sii_cafs"."desde"),
	CONSTRAINT "sii_cafs_siguiente" CHECK ("sii_cafs"."siguiente" between "sii_cafs"."desde" and "sii_cafs"."hasta" + 1)
);
--> statement-breakpoint
CREATE TABLE "sii_certificados" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"archivo_cifrado" text NOT NULL,
	"contrasena_cifrada" text NOT NULL,
	"rut" text NOT NULL,
	"nombre" text,
	"valido_desde" timestamp with time zone NOT NULL,
	"valido_hasta" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sii_configuracion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rut_emisor" text NOT NULL,
	"razon_social" text NOT NULL,
	"giro" text NOT NULL,
	"acteco" text NOT NULL,
	"direccion" text NOT NULL,
	"comuna" text NOT NULL,
	"resolucion_numero" integer NOT NULL,
	"resolucion_fecha" date NOT NULL,
	"ambiente" text NOT NULL,
	"umbral_alerta_caf" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sii_configuracion_ambiente" CHECK ("sii_configuracion"."ambiente" in ('certificacion', 'produccion')),
	CONSTRAINT "sii_configuracion_acteco" CHECK ("sii_configuracion"."acteco" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE INDEX "sii_cafs_tipo_desde_idx" ON "sii_cafs" USING btree ("tipo_dte","desde") WHERE "sii_cafs"."eliminado_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sii_certificados_uno_uq" ON "sii_certificados" USING btree ((true)) WHERE "sii_certificados"."eliminado_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sii_configuracion_una_uq" ON "sii_configuracion" USING btree ((true)) WHERE "sii_configuracion"."eliminado_en" is null;