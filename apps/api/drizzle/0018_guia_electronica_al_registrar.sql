ALTER TABLE "movimientos" DROP CONSTRAINT "movimientos_guia_segun_tipo";--> statement-breakpoint
-- Added by hand (drizzle-kit cannot express a constraint trigger; decision 091): the rule the
-- check said — a despacho, retiro or traslado carries its guía — now holds at commit instead of at
-- each statement. A despacho recorded with its guía electrónica is inserted first and gets the
-- issued folio later in the same transaction; a transaction that commits a movement between sites
-- without a guía still fails, with the same constraint name and SQLSTATE 23514 (check_violation).
-- The row is read again at commit: NEW is the row as inserted, not as the transaction left it.
CREATE FUNCTION "movimientos_guia_segun_tipo"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "movimientos" m
    WHERE m."id" = NEW."id"
      AND m."guia_despacho" IS NULL
      AND m."tipo" IN ('despacho', 'retiro', 'traslado')
  ) THEN
    RAISE EXCEPTION 'El movimiento % lleva guía de despacho y no tiene una.', NEW."id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'movimientos_guia_segun_tipo',
        TABLE = 'movimientos';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "movimientos_guia_segun_tipo"
  AFTER INSERT OR UPDATE OF "guia_despacho", "tipo" ON "movimientos"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "movimientos_guia_segun_tipo"();
