import { base, CONFERENCE_MEMBERS, pickOf, placeAt, shuffled, type PlanContext, type PlannedGame, type Slot } from './planned-game';

/** A meet sport's season: invitationals away, some hosted at home, the conference championships last. */
export function meetSeason(ctx: PlanContext, seasonIndex: number, slots: Slot[]): PlannedGame[] {
  const { random, profile } = ctx;
  const suffixes: Record<string, string[]> = {
    golf: ['Invitational', 'Intercollegiate', 'Classic'],
    'cross-country': ['Invitational', 'Open', 'Challenge'],
    track: ['Invitational', 'Open', 'Relays', 'Classic'],
    swimming: ['Invitational', 'Sprint Classic', 'Invitational'],
    rowing: ['Regatta', 'Cup', 'Sprints'],
  };
  const names = suffixes[profile.score] ?? ['Invitational'];
  const hosts = shuffled(random, [...ctx.nonConference, ...[...Array(CONFERENCE_MEMBERS).keys()]]);
  return slots.map((slot, index) => {
    const game = base(ctx, seasonIndex, slot, pickOf(random, slot.times));
    game.allDay = profile.allDay;
    game.endDay = profile.meetDays > 1 ? slot.day + profile.meetDays - 1 : null;
    const championship = index === slots.length - 1;
    if (championship) {
      game.eventTitle = `${ctx.conferenceName} Championships`;
      game.tournament = game.eventTitle;
      game.type = 'T';
      game.opponentIndex = (seasonIndex * 4 + 1) % CONFERENCE_MEMBERS;
      placeAt(ctx, game, 'N', ctx.pool[game.opponentIndex]!.location);
    } else if (index % 3 === 1) {
      // The school hosts every third meet, each under its own name.
      game.eventTitle = `${ctx.schoolShortName} ${names[Math.floor(index / 3) % names.length]}`;
    } else {
      game.opponentIndex = hosts[index % hosts.length]!;
      game.eventTitle = `${ctx.pool[game.opponentIndex]!.shortTitle} ${names[index % names.length]}`;
      placeAt(ctx, game, 'A', ctx.venues.town);
    }
    return game;
  });
}
