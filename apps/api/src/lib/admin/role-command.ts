import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

const ROLES = ['moderator', 'admin'] as const;
type Role = (typeof ROLES)[number];

export const ADMIN_USAGE = 'usage: npm run admin -- grant|revoke moderator|admin <email>   (or: npm run admin -- list)';

/**
 * The operators' only way to give or take a role: no route writes `users.role`. Answers the exit code
 * and prints what changed. Revoking leaves the person a member.
 */
export async function runAdminCommand(db: Tx, argv: readonly string[], print: (line: string) => void): Promise<number> {
  const [verb, role, rawEmail] = argv;
  if (verb === 'list' && argv.length === 1) {
    const result = await db.execute(sql`select email, role from users where role <> 'member' order by role, email`);
    const rows = rowsOf<{ email: string; role: string }>(result);
    if (rows.length === 0) print('No moderators or admins.');
    for (const r of rows) print(`${r.role}\t${r.email}`);
    return 0;
  }
  if ((verb !== 'grant' && verb !== 'revoke') || !ROLES.includes(role as Role) || !rawEmail || argv.length !== 3) {
    print(ADMIN_USAGE);
    return 2;
  }
  const email = rawEmail.trim().toLowerCase();
  const result =
    verb === 'grant'
      ? await db.execute(sql`update users set role = ${role} where email = ${email} returning role`)
      : await db.execute(
          sql`update users set role = 'member' where email = ${email} and role = ${role} returning role`,
        );
  if (rowsOf(result).length === 0) {
    const exists = rowsOf(await db.execute(sql`select 1 from users where email = ${email}`)).length > 0;
    print(exists ? `${email} is not a ${role}; nothing changed.` : `No account uses ${email}.`);
    return exists ? 0 : 1;
  }
  print(verb === 'grant' ? `${email} is now a ${role}.` : `${email} is no longer a ${role}; they are a member.`);
  return 0;
}
