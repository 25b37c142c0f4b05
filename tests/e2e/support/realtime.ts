import type { Page } from '@playwright/test';

/**
 * Resolves once the page's realtime connection has said hello, so a live event cannot be missed.
 * Call it before the navigation that opens the connection.
 */
export function realtimeReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => ws.on('framereceived', (f) => String(f.payload).includes('"hello"') && resolve()));
  });
}
