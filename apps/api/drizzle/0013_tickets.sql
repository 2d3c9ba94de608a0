CREATE SEQUENCE "public"."tickets_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "ticket_adjuntos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"comentario_id" uuid,
	"archivo_clave" text NOT NULL,
	"archivo_nombre" text NOT NULL,
	"archivo_tipo" text NOT NULL,
	"archivo_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "ticket_adjuntos_tipo_valido" CHECK ("ticket_adjuntos"."archivo_tipo" in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "ticket_adjuntos_tamano" CHECK ("ticket_adjuntos"."archivo_bytes" between 1 and 10485760)
);
--> statement-breakpoint
CREATE TABLE "ticket_comentarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"autor_id" uuid NOT NULL,
	"texto" text,
	"estado" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_comentarios_estado_valido" CHECK ("ticket_comentarios"."estado" is null or "ticket_comentarios"."estado" in ('abierto', 'en-progreso', 'resuelto', 'cerrado')),
	CONSTRAINT "ticket_comentarios_con_contenido" CHECK ("ticket_comentarios"."texto" is not null or "ticket_comentarios"."estado" is not null)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" integer DEFAULT nextval('tickets_numero_seq') NOT NULL,
	"asunto" text NOT NULL,
	"descripcion" text NOT NULL,
	"categoria" text NOT NULL,
	"prioridad" text NOT NULL,
	"prioridad_rango" integer GENERATED ALWAYS AS (case "prioridad" when 'baja' then 1 when 'media' then 2 when 'alta' then 3 when 'urgente' then 4 end) STORED,
	"estado" text DEFAULT 'abierto' NOT NULL,
	"estado_desde" timestamp with time zone DEFAULT now() NOT NULL,
	"solicitante_id" uuid NOT NULL,
	"solicitante_tipo" text NOT NULL,
	"asignado_id" uuid,
	"resuelto_en" timestamp with time zone,
	"cerrado_en" timestamp with time zone,
	"busqueda" text GENERATED ALWAYS AS ('tck-' || lpad("numero"::text, 6, '0') || ' ' || lower(translate(coalesce("asunto", '') || ' ' || coalesce("descripcion", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tickets_categoria_valida" CHECK ("tickets"."categoria" in ('acceso', 'error', 'datos', 'consulta', 'estados-de-pago', 'otro')),
	CONSTRAINT "tickets_prioridad_valida" CHECK ("tickets"."prioridad" in ('baja', 'media', 'alta', 'urgente')),
	CONSTRAINT "tickets_estado_valido" CHECK ("tickets"."estado" in ('abierto', 'en-progreso', 'resuelto', 'cerrado')),
	CONSTRAINT "tickets_solicitante_tipo_valido" CHECK ("tickets"."solicitante_tipo" in ('personal', 'operador', 'cliente', 'arrendador')),
	CONSTRAINT "tickets_resuelto_con_fecha" CHECK ("tickets"."estado" <> 'resuelto' or "tickets"."resuelto_en" is not null),
	CONSTRAINT "tickets_cerrado_con_fecha" CHECK (("tickets"."estado" = 'cerrado') = ("tickets"."cerrado_en" is not null))
);
--> statement-breakpoint
ALTER TABLE "ticket_adjuntos" ADD CONSTRAINT "ticket_adjuntos_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_adjuntos" ADD CONSTRAINT "ticket_adjuntos_comentario_id_ticket_comentarios_id_fk" FOREIGN KEY ("comentario_id") REFERENCES "public"."ticket_comentarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comentarios" ADD CONSTRAINT "ticket_comentarios_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comentarios" ADD CONSTRAINT "ticket_comentarios_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_solicitante_id_usuarios_id_fk" FOREIGN KEY ("solicitante_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_asignado_id_usuarios_id_fk" FOREIGN KEY ("asignado_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_adjuntos_ticket_idx" ON "ticket_adjuntos" USING btree ("ticket_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_adjuntos_archivo_uq" ON "ticket_adjuntos" USING btree ("archivo_clave");--> statement-breakpoint
CREATE INDEX "ticket_comentarios_ticket_idx" ON "ticket_comentarios" USING btree ("ticket_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_numero_uq" ON "tickets" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "tickets_numero_idx" ON "tickets" USING btree ("numero","id") WHERE "tickets"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "tickets_prioridad_idx" ON "tickets" USING btree ("prioridad_rango","id") WHERE "tickets"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "tickets_asunto_idx" ON "tickets" USING btree ("asunto" collate "unicode","id") WHERE "tickets"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "tickets_solicitante_idx" ON "tickets" USING btree ("solicitante_id","numero","id") WHERE "tickets"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "tickets_asignado_idx" ON "tickets" USING btree ("asignado_id","numero","id") WHERE "tickets"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "tickets_estado_idx" ON "tickets" USING btree ("estado","numero","id") WHERE "tickets"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "tickets_creado_idx" ON "tickets" USING btree ("created_at","id") WHERE "tickets"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "tickets_actualizado_idx" ON "tickets" USING btree ("updated_at","id") WHERE "tickets"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "tickets_busqueda_idx" ON "tickets" USING gin ("busqueda" gin_trgm_ops);