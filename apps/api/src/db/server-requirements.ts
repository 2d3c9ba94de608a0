// What a PostgreSQL server needs before the migrations can run on it: version 16 or newer (the
// first with the predefined ICU collation "unicode", which the name indexes and sorts use), built
// with ICU, the pg_trgm extension (contrib) for the search indexes, and a database whose
// character type knows letters beyond ASCII (with LC_CTYPE=C, lower('Ñ') stays 'Ñ', so two
// names differing only in the case of an Ñ both pass the unique index, and pg_trgm splits words
// at every ñ or accent). Checked before migrating, so such a server stops the API with this
// message instead of a failed migration halfway or a search that quietly misses rows.
export const MIN_SERVER_VERSION_NUM = 160_000

export type ServerFacts = {
  /** server_version_num, e.g. 150004 for 15.4. */
  versionNum: number
  /** server_version, e.g. "15.4 (Debian 15.4-1)". */
  version: string
  /** The predefined ICU collation "unicode" exists. */
  unicodeCollation: boolean
  /** The pg_trgm extension is installed on the server (its control file is there). */
  pgTrgm: boolean
  /** The database's LC_CTYPE, e.g. "C.UTF-8" or "en_US.UTF-8". */
  ctype: string
  /** The database's encoding and character type treat Ñ as the letter whose lower case is ñ. */
  unicodeLetters: boolean
}

export class UnsupportedServerError extends Error {
  override name = 'UnsupportedServerError'
  readonly facts: ServerFacts
  constructor(facts: ServerFacts, missing: string[]) {
    super(
      `This PostgreSQL server (${facts.version}) cannot run the Cordillera API. Missing: ` +
        `${missing.join('; ')}. The API needs PostgreSQL 16 or newer built with ICU, the pg_trgm ` +
        'extension and a UTF-8 database with a UTF-8 character type (README.md, configuration).',
    )
    this.facts = facts
  }
}

/** What the server lacks, in words an operator can act on; empty when it can run the API. */
export function missingRequirements(facts: ServerFacts): string[] {
  const missing: string[] = []
  if (facts.versionNum < MIN_SERVER_VERSION_NUM) {
    missing.push('version 16 or newer')
  } else if (!facts.unicodeCollation) {
    // From 16 on, "unicode" is missing only when the server was built without ICU.
    missing.push('the ICU collation "unicode" (a server built with ICU support)')
  }
  if (!facts.pgTrgm) missing.push('the pg_trgm extension (the contrib package)')
  if (!facts.unicodeLetters) {
    missing.push(
      `a UTF-8 database with a UTF-8 LC_CTYPE such as C.UTF-8, en_US.UTF-8 or es_CL.UTF-8 ` +
        `(this database's is ${facts.ctype})`,
    )
  }
  return missing
}

/** Runs one statement without parameters and answers its rows (any driver). */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>

const FACTS_QUERY = `select current_setting('server_version_num')::int as version_num,
  current_setting('server_version') as version,
  exists (select 1 from pg_collation where collname = 'unicode' and collprovider = 'i') as unicode,
  exists (select 1 from pg_available_extensions where name = 'pg_trgm') as pg_trgm,
  datctype as ctype,
  pg_encoding_to_char(encoding) = 'UTF8' and datctype not in ('C', 'POSIX')
    and lower('Ñ') = 'ñ' as unicode_letters
  from pg_database where datname = current_database()`

export async function readServerFacts(run: RunQuery): Promise<ServerFacts> {
  const [row] = await run(FACTS_QUERY)
  if (!row) throw new Error('The PostgreSQL server did not answer the version query')
  return {
    versionNum: Number(row.version_num),
    version: String(row.version),
    unicodeCollation: row.unicode === true,
    pgTrgm: row.pg_trgm === true,
    ctype: String(row.ctype),
    unicodeLetters: row.unicode_letters === true,
  }
}

/** Throws UnsupportedServerError when the server cannot run the migrations. */
export async function assertSupportedServer(run: RunQuery): Promise<ServerFacts> {
  const facts = await readServerFacts(run)
  const missing = missingRequirements(facts)
  if (missing.length > 0) throw new UnsupportedServerError(facts, missing)
  return facts
}
