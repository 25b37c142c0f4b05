import type { Session, SignOutScope, User } from '@sankofa/contracts';
import { sessionEndpoints as api } from '@sankofa/contracts/endpoints/session';
import { ApiError, apiRequest, type RequestOptions } from '@/lib/api-client.ts';

type Listener = (user: User | null) => void;

/** Refresh this long before the access token expires, and on tab focus when this close to it. */
const REFRESH_AHEAD_MS = 60_000;

/**
 * Holds the access token in memory only (the refresh token lives in an httpOnly cookie the page
 * cannot read), refreshes before expiry and when the tab becomes visible again, and shares one
 * in-flight refresh between every caller.
 */
export class SessionManager {
  private accessToken: string | null = null;
  private expiresAtMs = 0;
  private user: User | null = null;
  private inflight: Promise<User | null> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private listeners = new Set<Listener>();

  constructor() {
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', () => {
        if (
          document.visibilityState === 'visible' &&
          this.user &&
          Date.now() > this.expiresAtMs - REFRESH_AHEAD_MS * 2
        ) {
          void this.refresh().catch(() => {});
        }
      });
    }
  }

  get currentUser(): User | null {
    return this.user;
  }

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private set(session: Session | null): void {
    clearTimeout(this.timer);
    this.accessToken = session?.accessToken ?? null;
    this.expiresAtMs = session ? session.expiresAt * 1000 : 0;
    this.user = session?.user ?? null;
    if (session) {
      const wait = Math.max(5_000, this.expiresAtMs - Date.now() - REFRESH_AHEAD_MS);
      this.timer = setTimeout(() => void this.refresh().catch(() => {}), wait);
    }
    for (const fn of this.listeners) fn(this.user);
  }

  setUser(user: User): void {
    this.user = user;
    for (const fn of this.listeners) fn(user);
  }

  /**
   * The first look at the session on page load: a visitor who never signed in on this browser has no
   * hint cookie, so no request is made for them.
   */
  restore(): Promise<User | null> {
    if (typeof document !== 'undefined' && !/(?:^|;\s*)sankofa_signed_in=1/.test(document.cookie)) {
      this.set(null);
      return Promise.resolve(null);
    }
    return this.refresh();
  }

  /** Exchanges the refresh cookie for a new session; null when there is none. */
  refresh(): Promise<User | null> {
    this.inflight ??= apiRequest<Session>(api.refresh.path, { method: api.refresh.method, retries: 4 })
      .then((s) => {
        this.set(s);
        return s.user;
      })
      .catch((err) => {
        if (err instanceof ApiError && err.status === 401) {
          this.set(null);
          return null;
        }
        throw err;
      })
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }

  /** A usable access token, refreshing first when it is about to expire. */
  async getAccessToken(): Promise<string | null> {
    if (this.accessToken && Date.now() < this.expiresAtMs - 10_000) return this.accessToken;
    if (!this.user && !this.accessToken) return null;
    await this.refresh();
    return this.accessToken;
  }

  async signIn(email: string, password: string): Promise<User> {
    const s = await apiRequest<Session>(api.signIn.path, { method: api.signIn.method, body: { email, password } });
    this.set(s);
    return s.user;
  }

  /** The form: the server e-mails a code to the address (the same answer for every address). */
  async startSignUp(body: {
    email: string;
    password: string;
    location: string;
    acceptTerms: boolean;
    biometricConsent: boolean;
  }): Promise<void> {
    await apiRequest(api.signUp.path, { method: api.signUp.method, body });
  }

  /** The code from the e-mail creates the account and signs in. */
  async confirmSignUp(email: string, code: string): Promise<User> {
    const s = await apiRequest<Session>(api.confirmSignUp.path, {
      method: api.confirmSignUp.method,
      body: { email, code },
    });
    this.set(s);
    return s.user;
  }

  async signOut(scope: SignOutScope = 'local'): Promise<void> {
    const token = await this.getAccessToken().catch(() => null);
    if (token) await this.authed(api.signOut.path, { method: api.signOut.method, body: { scope } });
    if (scope !== 'others') this.set(null);
  }

  /** Forget the session locally (e.g. the server said it was revoked). */
  clear(): void {
    this.set(null);
  }

  /** A request as the signed-in user; one retry after a refresh when the token was refused. */
  authed<T>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
    return this.withToken((token) => apiRequest<T>(path, { ...opts, token }));
  }

  /** Sends with a usable access token; once more after a refresh when the token was refused. */
  async withToken<T>(send: (token: string | null) => Promise<T>): Promise<T> {
    const token = await this.getAccessToken();
    try {
      return await send(token);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 401 || err.code === 'invalid_credentials') throw err;
      const user = await this.refresh();
      if (!user) throw err;
      return send(await this.getAccessToken());
    }
  }
}

export const sessionManager = new SessionManager();

/** The signed-in member's id as messages carry it (lower case); empty when nobody is signed in. */
export const myId = (): string => sessionManager.currentUser?.id.toLowerCase() ?? '';
