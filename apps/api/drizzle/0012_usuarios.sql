CREATE TABLE "perfiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"permisos" text[] DEFAULT '{}' NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (lower(translate(coalesce("nombre", '') || ' ' || coalesce("descripcion", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"eliminado_en" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_perfiles" (
	"usuario_id" uuid NOT NULL,
	"perfil_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_perfiles_usuario_id_perfil_id_pk" PRIMARY KEY("usuario_id","perfil_id")
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (lower(translate(coalesce("nombre", '') || ' ' || coalesce("email", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED;--> statement-breakpoint
ALTER TABLE "usuario_perfiles" ADD CONSTRAINT "usuario_perfiles_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_perfiles" ADD CONSTRAINT "usuario_perfiles_perfil_id_perfiles_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "perfiles_nombre_vigente_uq" ON "perfiles" USING btree (lower("nombre")) WHERE "perfiles"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "perfiles_nombre_idx" ON "perfiles" USING btree ("nombre" collate "unicode","id") WHERE "perfiles"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "perfiles_creado_idx" ON "perfiles" USING btree ("created_at","id") WHERE "perfiles"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "perfiles_actualizado_idx" ON "perfiles" USING btree ("updated_at","id") WHERE "perfiles"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "perfiles_busqueda_idx" ON "perfiles" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usuario_perfiles_perfil_idx" ON "usuario_perfiles" USING btree ("perfil_id");--> statement-breakpoint
CREATE INDEX "usuarios_nombre_idx" ON "usuarios" USING btree ("nombre" collate "unicode","id") WHERE "usuarios"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "usuarios_email_idx" ON "usuarios" USING btree ("email","id") WHERE "usuarios"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "usuarios_creado_idx" ON "usuarios" USING btree ("created_at","id") WHERE "usuarios"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "usuarios_actualizado_idx" ON "usuarios" USING btree ("updated_at","id") WHERE "usuarios"."eliminado_en" is null;--> statement-breakpoint
CREATE INDEX "usuarios_busqueda_idx" ON "usuarios" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usuarios_su_idx" ON "usuarios" USING btree ("id") WHERE "usuarios"."su" and "usuarios"."eliminado_en" is null;