import type { ContactDetails } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { fieldContext, openField, sealField, UnreadableFieldError } from '../../lib/field-cipher.ts';
import { findSealedContact, recordContactAccess, upsertSealedContact, type SealedContact } from './contact.repo.ts';

type ContactFields = { [K in keyof SealedContact]: string | null };

// Column names, so the context a value is bound to says exactly where it may live.
const COLUMNS: Record<keyof SealedContact, string> = {
  phone: 'phone_enc',
  emergencyContactName: 'emergency_contact_name_enc',
  emergencyContactPhone: 'emergency_contact_phone_enc',
};
const FIELDS = Object.keys(COLUMNS) as Array<keyof SealedContact>;

const CONTACT_UNREADABLE =
  'Your saved contact details could not be read. Please enter them again and save to replace them.';

function seal(key: Buffer, userId: string, fields: ContactFields): SealedContact {
  const out = {} as SealedContact;
  for (const f of FIELDS) {
    const v = fields[f];
    out[f] = v === null ? null : sealField(key, v, fieldContext(userId, COLUMNS[f]));
  }
  return out;
}

function open(key: Buffer, userId: string, sealed: SealedContact): ContactFields {
  const out = {} as ContactFields;
  for (const f of FIELDS) {
    const v = sealed[f];
    out[f] = v === null ? null : openField(key, v, fieldContext(userId, COLUMNS[f]));
  }
  return out;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The owner's contact details; the read is logged even when it then fails, since it was an access.
 * A value that does not decrypt (altered, copied from another row, or a lost key) is never shown in
 * part: the owner gets a 409 asking them to enter the details again, which a save then replaces.
 */
export async function readContactDetails(
  deps: Pick<AppDeps, 'clock' | 'contactKey' | 'database'>,
  userId: string,
  ip: string,
  logUnreadable: (err: unknown) => void,
): Promise<ContactDetails> {
  const now = deps.clock();
  const { row, previous } = await deps.database.db.transaction(async (tx) => {
    const previous = await recordContactAccess(tx, { userId, action: 'read', ip, at: now });
    return { row: await findSealedContact(tx, userId), previous };
  });
  let fields: ContactFields = { phone: null, emergencyContactName: null, emergencyContactPhone: null };
  if (row) {
    try {
      fields = open(deps.contactKey, userId, row);
    } catch (err) {
      if (!(err instanceof UnreadableFieldError)) throw err;
      logUnreadable(err);
      throw new AppError(409, 'contact_details_unreadable', CONTACT_UNREADABLE);
    }
  }
  return { ...fields, updatedAt: iso(row?.updatedAt), lastAccessedAt: iso(previous) };
}

/** Replaces all three fields (null clears one); the change and its log entry commit together. */
export async function saveContactDetails(
  deps: Pick<AppDeps, 'clock' | 'contactKey' | 'database'>,
  userId: string,
  fields: ContactFields,
  ip: string,
): Promise<ContactDetails> {
  const now = deps.clock();
  const sealed = seal(deps.contactKey, userId, fields);
  const previous = await deps.database.db.transaction(async (tx) => {
    const previous = await recordContactAccess(tx, { userId, action: 'update', ip, at: now });
    await upsertSealedContact(tx, userId, sealed, now);
    return previous;
  });
  return { ...fields, updatedAt: now.toISOString(), lastAccessedAt: iso(previous) };
}
