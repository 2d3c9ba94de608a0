// Who is making a change: the signed-in user, recorded as created_by/updated_by and in the audit.
export type Actor = { id: string }
