import { useCallback, useEffect, useRef, useState } from 'react';
import { draftKey, parseDraft, type Draft } from './onboarding-draft.ts';
import { EMPTY_VALUES } from './onboarding-values.ts';
import { resumeStep } from './step-rules.ts';

const FRESH: Draft = { step: 1, values: EMPTY_VALUES };

function read(userId: string): Draft {
  let saved: Draft | null = null;
  try {
    saved = parseDraft(sessionStorage.getItem(draftKey(userId)));
  } catch {
    // Storage can be switched off (private modes, policies); the flow still works, only without resume.
  }
  return saved ? { step: resumeStep(saved.step, saved.values, new Date()), values: saved.values } : FRESH;
}

/**
 * The step and answers, mirrored into sessionStorage under the user's id so a reload resumes where the
 * person was, and another account in the same tab never sees them. Signed-out visitors get no storage.
 */
export function useOnboardingDraft(userId: string | null) {
  const [draft, setDraft] = useState<Draft>(() => (userId ? read(userId) : FRESH));
  const finished = useRef(false);

  useEffect(() => {
    if (!userId || finished.current) return;
    try {
      sessionStorage.setItem(draftKey(userId), JSON.stringify(draft));
    } catch {
      /* storage full or disabled: resuming is a convenience, not a requirement */
    }
  }, [userId, draft]);

  /** After a successful save: forget the answers and stop writing them back. */
  const clear = useCallback(() => {
    finished.current = true;
    if (!userId) return;
    try {
      sessionStorage.removeItem(draftKey(userId));
    } catch {
      /* nothing stored to remove */
    }
  }, [userId]);

  return { draft, setDraft, clear };
}
