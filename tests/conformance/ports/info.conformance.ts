import { describe, expect, it } from 'vitest';
import type { FormLookup } from '../../../core/forms/forms-repository.port';
import { isAscending, itDegrades, UNKNOWN_ID, type ConformanceContext } from '../conformance-context';
import type { AdapterSet } from '../adapter-set';

/** The demo school's forms by availability, found by asking for the first ids (forms have no list). */
async function formsByAvailability(set: AdapterSet): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let id = 1; id <= 30 && found.size < 4; id += 1) {
    const lookup: FormLookup = await set.forms.form(String(id));
    if (lookup.kind === 'found' && !found.has(lookup.form.availability)) found.set(lookup.form.availability, String(id));
  }
  return found;
}

/** Tickets, social accounts, partners, forms and newsletter sign-ups. */
export function infoConformance(context: ConformanceContext): void {
  describe('TicketsRepository', () => {
    it('gives the ticket office, packages, and the next ticketed events soonest first, by sport', async () => {
      const { tickets } = context.set();
      expect((await tickets.experience())?.sports.length).toBeGreaterThan(0);
      expect((await tickets.packages()).some((item) => item.active)).toBe(true);
      expect(await tickets.system()).not.toBeNull();
      const events = await tickets.nextEvents();
      expect(events.length).toBeGreaterThan(0);
      expect(isAscending(events.map((event) => new Date(event.date).toISOString()))).toBe(true);
      const sportId = events[0]!.sportId;
      const bySport = await tickets.nextEvents(sportId);
      expect(bySport.length).toBeGreaterThan(0);
      expect(bySport.every((event) => event.sportId === sportId)).toBe(true);
    });

    itDegrades(context, async ({ tickets }) => {
      expect([await tickets.experience(), await tickets.packages(), await tickets.nextEvents(), await tickets.system()]).toEqual([null, [], [], null]);
    });
  });

  describe('SocialAccountsRepository and PartnersRepository', () => {
    it('gives the school’s social account groups, and an empty partner list when it promotes none', async () => {
      const set = context.set('coastalbay');
      const groups = await set.socialAccounts.groups();
      expect(groups.length).toBeGreaterThan(0);
      expect(groups.every((group) => group.accounts.length > 0)).toBe(true);
      expect(await set.partners.promoted()).toEqual([]);
    });

    itDegrades(context, async ({ socialAccounts, partners }) => {
      expect(await socialAccounts.groups()).toEqual([]);
      expect(await partners.promoted()).toEqual([]);
    });
  });

  describe('FormsRepository', () => {
    it('opens active, pending, closed and full forms as such; an unknown form is missing', async () => {
      const set = context.set();
      const forms = await formsByAvailability(set);
      expect([...forms.keys()].sort()).toEqual(['active', 'closed', 'full', 'pending']);
      const active = await set.forms.form(forms.get('active')!);
      if (active.kind !== 'found') throw new Error(`expected a form, got ${active.kind}`);
      expect(active.form.title.length).toBeGreaterThan(0);
      expect(await set.forms.form(String(UNKNOWN_ID))).toEqual({ kind: 'missing' });
    });

    it('refuses a submission to a closed or full form as blocked, saying why', async () => {
      const set = context.set();
      const forms = await formsByAvailability(set);
      for (const reason of ['closed', 'full'] as const) {
        const result = await set.forms.submit(forms.get(reason)!, { values: {}, idempotencyKey: `conformance-${reason}-${context.today()}` }, 'public');
        expect(result).toMatchObject({ kind: 'blocked', reason });
      }
    });

    itDegrades(context, async ({ forms }) => {
      expect(await forms.form('1')).toEqual({ kind: 'failed' });
      expect((await forms.submit('1', { values: {}, idempotencyKey: 'k' }, 'public')).kind).toBe('failed');
      expect(await forms.submissions('1', { pageIndex: 0, pageSize: 10 })).toEqual({ kind: 'failed' });
    });
  });

  describe('SubscriptionRepository', () => {
    it('stores a sign-up for the school’s sports, and refuses one for a sport it does not have', async () => {
      const set = context.set();
      const sport = (await set.sports.list()).find((candidate) => !candidate.non_sport)!;
      await expect(set.subscriptions.subscribe({ email: `fan-${context.today()}@example.com`, sports: [String(sport.id)] })).resolves.toBeUndefined();
      await expect(set.subscriptions.subscribe({ email: 'fan@example.com', sports: [String(UNKNOWN_ID)] })).rejects.toBeDefined();
    });

    itDegrades(context, async ({ subscriptions }) => {
      await expect(subscriptions.subscribe({ email: 'fan@example.com', sports: ['1'] })).rejects.toBeDefined();
    });
  });
}
