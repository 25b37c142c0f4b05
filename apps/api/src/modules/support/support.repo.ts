import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { supportRequests, users } from '../../db/schema.ts';

export async function selectMemberEmail(tx: Tx, userId: string): Promise<string | null> {
  const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return member?.email ?? null;
}

export async function insertSupportRequest(tx: Tx, row: typeof supportRequests.$inferInsert): Promise<string> {
  const [inserted] = await tx.insert(supportRequests).values(row).returning({ id: supportRequests.id });
  return inserted!.id;
}
