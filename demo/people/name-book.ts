import { pick, type Random } from '../random';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names';

/** Hands out full names that are unique within one school (players and staff alike). */
export class NameBook {
  private readonly taken = new Set<string>();

  take(random: Random, gender: 'M' | 'F'): { firstName: string; lastName: string } {
    const firsts = gender === 'M' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES;
    for (;;) {
      const firstName = pick(random, firsts);
      const lastName = pick(random, LAST_NAMES);
      const key = `${firstName} ${lastName}`;
      if (this.taken.has(key)) continue;
      this.taken.add(key);
      return { firstName, lastName };
    }
  }
}
