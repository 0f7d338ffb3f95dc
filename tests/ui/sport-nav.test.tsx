import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { footballPage } from './fixtures/shell-data';

const sportNavIsOpen = () => document.documentElement.classList.contains('sport-nav-is-open');

async function sportNav() {
  return screen.findByRole('navigation', { name: 'Football navigation' });
}

describe('sport navigation', () => {
  it('appears under the header on sport pages only', async () => {
    const { user } = renderApp('/sports/football');
    const nav = await sportNav();
    expect(screen.getByRole('banner')).toContainElement(nav);
    expect(within(nav).getByRole('link', { name: 'Football' })).toHaveAttribute('href', '/sports/football');

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Northfield State University' }));
    await screen.findByRole('heading', { level: 1, name: 'Northfield Athletics' });
    expect(screen.queryByRole('navigation', { name: 'Football navigation' })).not.toBeInTheDocument();
  });

  it('is hidden when the sport has no navigation', async () => {
    renderApp('/sports/football', { sportPages: { football: { ...footballPage, sportNavigation: [] } } });
    await screen.findByRole('heading', { level: 1, name: 'Football' });
    expect(screen.queryByRole('navigation', { name: 'Football navigation' })).not.toBeInTheDocument();
  });

  it("opens the 'Links' sub-menu with a +/- toggle and marks the page", async () => {
    const { user } = renderApp('/sports/football');
    const nav = await sportNav();
    const links = within(nav).getByRole('button', { name: 'Links' });
    expect(links).toHaveAttribute('aria-expanded', 'false');
    expect(links).toHaveTextContent('+');

    await user.click(links);
    expect(links).toHaveAttribute('aria-expanded', 'true');
    expect(links).toHaveTextContent('−');
    await waitFor(() => expect(sportNavIsOpen()).toBe(true));
    const menu = document.getElementById(links.getAttribute('aria-controls') as string) as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '/sports/football/schedule');
    expect(within(menu).getByRole('link', { name: 'Roster' })).toHaveAttribute('href', '/sports/football/roster');

    await user.click(links);
    expect(links).toHaveAttribute('aria-expanded', 'false');
    expect(links).toHaveTextContent('+');
    await waitFor(() => expect(sportNavIsOpen()).toBe(false));
  });

  it('expands one item with children at a time, and Escape closes everything', async () => {
    const { user } = renderApp('/sports/football');
    const nav = await sportNav();
    const links = within(nav).getByRole('button', { name: 'Links' });
    await user.click(links);
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(within(nav).queryByRole('link', { name: 'Coaches' })).not.toBeInTheDocument();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Coaches' })).toHaveAttribute('href', '/sports/football/coaches');
    expect(within(nav).getByRole('link', { name: 'Season Tickets (opens in a new tab)' })).toHaveAttribute('target', '_blank');

    await user.keyboard('{Escape}');
    expect(links).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    await waitFor(() => expect(sportNavIsOpen()).toBe(false));
  });

  it('closes on route change', async () => {
    const { user, router } = renderApp('/sports/football');
    const nav = await sportNav();
    const links = within(nav).getByRole('button', { name: 'Links' });
    await user.click(links);
    expect(links).toHaveAttribute('aria-expanded', 'true');
    const before = router.state.location.key;
    // The sport's home link stays on the page, so the same navigation is seen closing.
    await user.click(within(nav).getByRole('link', { name: 'Football' }));
    await waitFor(() => expect(router.state.location.key).not.toBe(before));
    await waitFor(() => expect(links).toHaveAttribute('aria-expanded', 'false'));
    expect(sportNavIsOpen()).toBe(false);
  });
});
