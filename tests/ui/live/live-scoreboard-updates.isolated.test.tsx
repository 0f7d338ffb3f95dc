import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type * as SmartLinkModule from '../../../ui/shell/smart-link';
import type { LiveEventItem } from '../../../core/games/live-event-item';
import { LiveScoreboard } from '../../../ui/live/live-scoreboard';
import { LiveScoreboardContext } from '../../../ui/live/live-scoreboard-context';
import { scoreboardStream } from '../support/scoreboard-stream';

// Each game's card is one SmartLink: counting its renders by address counts each card's renders.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../../ui/shell/smart-link', async (importOriginal) => {
  const actual = await importOriginal<typeof SmartLinkModule>();
  return {
    ...actual,
    SmartLink: (props: Parameters<typeof actual.SmartLink>[0]) => {
      renders.set(props.href, (renders.get(props.href) ?? 0) + 1);
      return createElement(actual.SmartLink, props);
    },
  };
});

function item(id: number, home: number, away: number): LiveEventItem {
  const side = (name: string, score: number) => ({ icon: null, name, abbreviation: null, Score: score, color: null });
  return {
    id, date: '2026-11-21', formatedDate: 'November 21, 2026', dateTime: '2026-11-21T13:00:00', dateTimeUtc: `2026-11-21T${10 + id}:00:00Z`, endDateTime: null, endDateTimeUtc: null,
    gameType: 'C', gameState: 3, gameStateDisplay: 'Live', gameTime: '7:42', gameLocationIndicator: 'H', gameStatus: '2nd Half', period: 2, periodsRegulation: 2,
    location: { location: null, facilityTitle: null, HAN: 'H', neutralHomeTeam: false }, sport: { id: 1, title: 'Sport 1', shortname: 's', global_sport_shortname: null },
    teams: { home: side('Ridgemont State', home), away: side(`Visitors ${id}`, away) }, schoolIsHome: true, opponentIsHome: false,
    opponentInfo: { id: 1, image: null, title: `Visitors ${id}`, prefix: null, website: null },
  };
}

describe('live scoreboard updates (#24)', () => {
  it("renders again only the card of the game an update changed; the stream's full list again renders nothing", () => {
    const stream = scoreboardStream();
    renders.clear();
    render(
      <MemoryRouter>
        <LiveScoreboardContext.Provider value={{ gamesUnderWay: () => Promise.resolve([]), stream }}>
          <LiveScoreboard />
        </LiveScoreboardContext.Provider>
      </MemoryRouter>,
    );
    stream.emit({ type: 'scoreboard', items: [item(1, 7, 3), item(2, 0, 0), item(3, 14, 10)] });
    expect(screen.getAllByRole('link')).toHaveLength(3);
    const first = new Map(renders);

    // The same games again, fresh off the wire (as after a reconnect): no card renders.
    stream.emit({ type: 'scoreboard', items: [item(1, 7, 3), item(2, 0, 0), item(3, 14, 10)] });
    expect(renders).toEqual(first);

    // A score in game 2: its card alone renders, with the new score.
    stream.emit({ type: 'item', item: item(2, 3, 0) });
    expect(renders.get('/game-center/2')).toBe(first.get('/game-center/2')! + 1);
    expect(renders.get('/game-center/1')).toBe(first.get('/game-center/1'));
    expect(renders.get('/game-center/3')).toBe(first.get('/game-center/3'));
    expect(screen.getByRole('link', { name: /Ridgemont State 3, Visitors 2 0/ })).toBeInTheDocument();
  });
});
