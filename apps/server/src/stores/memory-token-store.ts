import type { LiveSession, Session, TokenStore } from './types';
import { hashToken, newToken } from './token-hash';

interface Entry {
  session: Session;
  expiresAt: number;
}

/** In-process sessions for a single instance. */
export class MemoryTokenStore implements TokenStore {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  private created = 0;

  constructor(private readonly ttlMs: number) {}

  async create(session: Session): Promise<string> {
    const token = newToken();
    const hash = hashToken(token);
    this.entries.set(hash, { session, expiresAt: Date.now() + this.ttlMs });
    let hashes = this.byUser.get(session.userId);
    if (!hashes) this.byUser.set(session.userId, (hashes = new Set()));
    hashes.add(hash);
    // sessions that simply lapse are swept now and then, so memory stays bounded
    if (++this.created % 500 === 0) await this.count();
    return token;
  }

  async touch(token: string): Promise<Session | null> {
    const hash = hashToken(token);
    const entry = this.entries.get(hash);
    if (!entry) return null;
    const now = Date.now();
    if (entry.expiresAt <= now) {
      this.remove(hash, entry.session.userId);
      return null;
    }
    entry.expiresAt = now + this.ttlMs;
    return entry.session;
  }

  async delete(token: string): Promise<void> {
    const hash = hashToken(token);
    const entry = this.entries.get(hash);
    if (entry) this.remove(hash, entry.session.userId);
  }

  async deleteUser(userId: string, keep?: string): Promise<void> {
    for (const hash of [...(this.byUser.get(userId) ?? [])]) if (hash !== keep) this.remove(hash, userId);
  }

  async count(): Promise<number> {
    const now = Date.now();
    let n = 0;
    for (const [hash, entry] of this.entries) {
      if (entry.expiresAt > now) n++;
      else this.remove(hash, entry.session.userId);
    }
    return n;
  }

  async purgeExpired(): Promise<number> {
    const before = this.entries.size;
    await this.count();
    return before - this.entries.size;
  }

  async list(): Promise<LiveSession[]> {
    const now = Date.now();
    const out: LiveSession[] = [];
    for (const [hash, entry] of this.entries) {
      if (entry.expiresAt > now) out.push({ id: hash, session: entry.session, expiresAt: entry.expiresAt });
      else this.remove(hash, entry.session.userId);
    }
    return out;
  }

  async deleteById(id: string): Promise<boolean> {
    const entry = this.entries.get(id);
    if (!entry) return false;
    this.remove(id, entry.session.userId);
    return entry.expiresAt > Date.now();
  }

  private remove(hash: string, userId: string): void {
    this.entries.delete(hash);
    const hashes = this.byUser.get(userId);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.byUser.delete(userId);
  }
}
