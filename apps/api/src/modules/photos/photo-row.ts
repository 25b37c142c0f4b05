/** A stored photo as the modules that show photos read it (photos, profile, discover). */
export interface PhotoRow {
  id: string;
  largeKey: string;
  smallKey: string;
  width: number;
  height: number;
  /** Held for review by the nudity check: shown to its owner only. Only own-photo reads set it. */
  held?: boolean;
}
