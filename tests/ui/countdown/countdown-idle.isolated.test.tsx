import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HomeFeedRules from '../../../core/home/home-feed-rules';
import type { FeaturedCountdown } from '../../../core/home/home-feed';
import { CountdownPanel } from '../../../ui/countdown/countdown-panel';
import { GameCountdown } from '../../../ui/live/game-countdown';
import { TEST_NOW } from '../../support/test-clock';
import { observing, withFakeIntersectionObserver } from '../support/intersection-observer';

// The panel's own body calls dayLabel once per render: counting the calls counts the renders of
// everything in the panel but the digits.
const counted = vi.hoisted(() => ({ panelRenders: 0 }));
vi.mock('../../../core/home/home-feed-rules', async (importOriginal) => {
  const actual = await importOriginal<typeof HomeFeedRules>();
  return {
    ...actual,
    dayLabel: (date: string) => {
      counted.panelRenders += 1;
      return actual.dayLabel(date);
    },
  };
});

// The tests' instant (tests/support/test-clock.ts), under fake timers: the same counts on any day.
const START = TEST_NOW;
const HOUR = 3_600_000;

function featured(target: number): FeaturedCountdown {
  return {
    game_id: 7,
    title: 'Football vs. Test State',
    target,
    date: new Date(target).toISOString().slice(0, 10),
    time: '7:00 PM',
    location_indicator: 'H',
    location: 'Home Field',
    sport: { id: 1, title: 'Football', slug: 'football' },
    opponent: { title: 'Test State', image: null },
  };
}

const unit = (timer: HTMLElement, name: string) => within(timer).getByText(name).previousElementSibling?.textContent;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  counted.panelRenders = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the countdown panel on an idle page (#24)', () => {
  it('a tick renders only the digits, not the panel around them', () => {
    render(
      <MemoryRouter>
        <CountdownPanel countdown={featured(START + 2 * HOUR + 30_000)} heading="Next featured game" />
      </MemoryRouter>,
    );
    const timer = screen.getByRole('timer');
    expect(unit(timer, 'Seconds')).toBe('30');
    const rendersAfterMount = counted.panelRenders;
    expect(rendersAfterMount).toBeGreaterThan(0);

    act(() => vi.advanceTimersByTime(5_000));
    expect(unit(timer, 'Seconds')).toBe('25');
    act(() => vi.advanceTimersByTime(30_000));
    // The minutes changed too: 1:59:55 left.
    expect(unit(timer, 'Minutes')).toBe('59');
    expect(unit(timer, 'Seconds')).toBe('55');
    expect(counted.panelRenders).toBe(rendersAfterMount);
  });

  it('renders the panel again when the countdown finishes (game day)', () => {
    render(
      <MemoryRouter>
        <CountdownPanel countdown={featured(START + 3_000)} heading="Next featured game" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('timer')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText("It's game day!")).toBeInTheDocument();
  });

  it('off screen it stops ticking (no timer left), and back on screen it shows the time left at once and ticks again', async () => {
    await withFakeIntersectionObserver((observers) => {
      render(
        <MemoryRouter>
          <CountdownPanel countdown={featured(START + HOUR)} heading="Next featured game" />
        </MemoryRouter>,
      );
      const band = document.querySelector('[data-countdown-game]')!;
      const [observer] = observing(observers, band);
      expect(observer).toBeDefined();
      // On screen means in the viewport itself.
      expect(observer!.margin).toBe('0px');
      const timer = screen.getByRole('timer');

      observer!.report(true);
      act(() => vi.advanceTimersByTime(2_000));
      expect(unit(timer, 'Seconds')).toBe('58');

      observer!.report(false);
      // Nothing is scheduled while it is off screen: the page is idle.
      expect(vi.getTimerCount()).toBe(0);
      act(() => vi.advanceTimersByTime(10_000));
      expect(unit(timer, 'Seconds')).toBe('58');

      observer!.report(true);
      // 1 h - 12 s left: shown at once, before any tick.
      expect(unit(timer, 'Minutes')).toBe('59');
      expect(unit(timer, 'Seconds')).toBe('48');
      act(() => vi.advanceTimersByTime(1_000));
      expect(unit(timer, 'Seconds')).toBe('47');
    });
  });
});

describe("the game centre's countdown on an idle page (#24)", () => {
  it('off screen it stops ticking, and back on screen it ticks again', async () => {
    await withFakeIntersectionObserver((observers) => {
      render(<GameCountdown target={START + HOUR} clock={{ now: () => Date.now() }} />);
      const timer = screen.getByRole('timer', { name: 'Countdown to the game' });
      const [observer] = observing(observers, timer);
      observer!.report(false);
      expect(vi.getTimerCount()).toBe(0);
      act(() => vi.advanceTimersByTime(5_000));
      expect(unit(timer, 'Seconds')).toBe('00');
      observer!.report(true);
      expect(unit(timer, 'Seconds')).toBe('55');
      act(() => vi.advanceTimersByTime(1_000));
      expect(unit(timer, 'Seconds')).toBe('54');
    });
  });
});
