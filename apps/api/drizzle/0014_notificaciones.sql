CREATE TABLE "notificaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"cuerpo" text NOT NULL,
	"enlace" text,
	"leida_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificaciones_tipo" CHECK ("notificaciones"."tipo" in ('ticket-respondido', 'ticket-actualizado', 'edp-en-obra', 'report-observado'))
);
--> statement-breakpoint
CREATE TABLE "trabajos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"datos" jsonb NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"ejecutar_en" timestamp with time zone DEFAULT now() NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"ultimo_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terminado_en" timestamp with time zone,
	CONSTRAINT "trabajos_estado" CHECK ("trabajos"."estado" in ('pendiente', 'hecho', 'fallido'))
);
--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificaciones_usuario_idx" ON "notificaciones" USING btree ("usuario_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notificaciones_no_leidas_idx" ON "notificaciones" USING btree ("usuario_id") WHERE "notificaciones"."leida_en" is null;--> statement-breakpoint
CREATE INDEX "trabajos_pendientes_idx" ON "trabajos" USING btree ("ejecutar_en") WHERE "trabajos"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "trabajos_hechos_idx" ON "trabajos" USING btree ("terminado_en") WHERE "trabajos"."estado" = 'hecho';