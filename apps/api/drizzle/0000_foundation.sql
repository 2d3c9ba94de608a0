CREATE TYPE "public"."tipo_usuario" AS ENUM('cordillera', 'proveedor');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" uuid,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "constructoras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rut" text NOT NULL,
	"nombre" text NOT NULL,
	"contacto" text,
	"telefono" text,
	"email" text,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "constructoras_rut_unique" UNIQUE("rut")
);
--> statement-breakpoint
CREATE TABLE "grupos_cliente" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "grupos_cliente_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "obras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"direccion" text,
	"comuna" varchar(5) NOT NULL,
	"region" varchar(2) NOT NULL,
	"constructora_id" uuid NOT NULL,
	"razon_social_id" uuid NOT NULL,
	"administrador_nombre" text,
	"administrador_email" text,
	"administrador_telefono" text,
	"fecha_inicio" date NOT NULL,
	"fecha_termino" date,
	"activa" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "obras_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "razones_sociales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rut" text NOT NULL,
	"razon_social" text NOT NULL,
	"nombre_fantasia" text,
	"giro" text,
	"direccion" text,
	"comuna" varchar(5),
	"region" varchar(2),
	"telefono" text,
	"email" text,
	"grupo_cliente_id" uuid,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "razones_sociales_rut_unique" UNIQUE("rut")
);
--> statement-breakpoint
CREATE TABLE "proveedores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rut" text NOT NULL,
	"razon_social" text NOT NULL,
	"contacto" text,
	"email" text,
	"telefono" text,
	"banco" text,
	"tipo_cuenta" text,
	"numero_cuenta" text,
	"activo" boolean DEFAULT true NOT NULL,
	"provisorio" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "proveedores_rut_unique" UNIQUE("rut")
);
--> statement-breakpoint
CREATE TABLE "usuario_obras" (
	"usuario_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_obras_usuario_id_obra_id_pk" PRIMARY KEY("usuario_id","obra_id")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cognito_sub" text,
	"email" text NOT NULL,
	"nombre" text NOT NULL,
	"tipo" "tipo_usuario" NOT NULL,
	"su" boolean DEFAULT false NOT NULL,
	"permisos" text[] DEFAULT '{}' NOT NULL,
	"proveedor_id" uuid,
	"operador_id" uuid,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "usuarios_cognito_sub_unique" UNIQUE("cognito_sub"),
	CONSTRAINT "usuarios_email_unique" UNIQUE("email"),
	CONSTRAINT "usuarios_proveedor_por_tipo" CHECK (("usuarios"."tipo" = 'proveedor') = ("usuarios"."proveedor_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_constructora_id_constructoras_id_fk" FOREIGN KEY ("constructora_id") REFERENCES "public"."constructoras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_razon_social_id_razones_sociales_id_fk" FOREIGN KEY ("razon_social_id") REFERENCES "public"."razones_sociales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "razones_sociales" ADD CONSTRAINT "razones_sociales_grupo_cliente_id_grupos_cliente_id_fk" FOREIGN KEY ("grupo_cliente_id") REFERENCES "public"."grupos_cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_obras" ADD CONSTRAINT "usuario_obras_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_obras" ADD CONSTRAINT "usuario_obras_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_proveedor_id_proveedores_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "obras_constructora_idx" ON "obras" USING btree ("constructora_id");--> statement-breakpoint
CREATE INDEX "obras_razon_social_idx" ON "obras" USING btree ("razon_social_id");--> statement-breakpoint
CREATE INDEX "usuario_obras_obra_idx" ON "usuario_obras" USING btree ("obra_id");