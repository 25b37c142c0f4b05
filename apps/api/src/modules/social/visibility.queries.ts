import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { blocks } from '../../db/schema.ts';

type Operand = SQLWrapper | string;

/**
 * True when neither person has blocked the other and neither is banned or suspended. Every query
 * that shows one user to another (deck, search, lists, profile detail, events) includes it, so a
 * block hides both at once and a moderator's ban or suspension hides the person from everyone.
 */
export const notBlockedBetween = (a: Operand, b: Operand): SQL =>
  sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b}) or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))
  and not exists (select 1 from users removed where removed.id in (${a}, ${b}) and (removed.banned_at is not null or removed.suspended_until > now()))`;
