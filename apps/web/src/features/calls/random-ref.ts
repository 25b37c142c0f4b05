/** A ref that tells this tab's answers apart (not a secret). */
export const randomRef = (): string => `call-${crypto.randomUUID().slice(0, 18)}`;
