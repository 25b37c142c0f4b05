export const STREAM_TABS = ['discover', 'go-live'] as const;
export type StreamTab = (typeof STREAM_TABS)[number];

/** The tab named in the address (`?tab=`); Discover Streams when missing or unknown. */
export function streamTabOf(param: string | null): StreamTab {
  return STREAM_TABS.includes(param as StreamTab) ? (param as StreamTab) : 'discover';
}
