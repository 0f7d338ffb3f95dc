import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

async function mainNav() {
  await screen.findByRole('banner');
  return screen.getByRole('navigation', { name: 'Main' });
}

const navIsOpen = () => document.documentElement.classList.contains('nav-is-open');

describe('desktop main navigation', () => {
  it('shows level-1 items with columns as buttons and the others as links', async () => {
    renderApp('/');
    const nav = await mainNav();
    const sports = within(nav).getByRole('button', { name: 'Sports' });
    expect(sports).toHaveAttribute('aria-expanded', 'false');
    expect(sports).toHaveAttribute('aria-controls', 'main-nav-panel-100');
    expect(within(nav).getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/tickets');
    const shop = within(nav).getByRole('link', { name: 'Shop (opens in a new tab)' });
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
    // Closed panels are out of the accessibility tree.
    expect(within(nav).queryByRole('link', { name: 'Football' })).not.toBeInTheDocument();
  });

  it('opens on hover and closes when the mouse leaves', async () => {
    const { user } = renderApp('/');
    const nav = await mainNav();
    const sports = within(nav).getByRole('button', { name: 'Sports' });
    await user.hover(sports);
    expect(sports).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(navIsOpen()).toBe(true));
    const panel = document.getElementById('main-nav-panel-100') as HTMLElement;
    // The panel's links load on the way to the first open.
    expect(await within(panel).findByRole('link', { name: 'Football' })).toHaveAttribute('href', '/sports/football');
    // A level-2 item's schedule/roster/news and social links, named with their sport.
    expect(within(panel).getByRole('link', { name: 'Football Schedule' })).toHaveAttribute('href', '/sports/football/schedule');
    expect(within(panel).getByRole('link', { name: 'Volleyball Roster' })).toHaveAttribute('href', '/sports/volleyball/roster');
    expect(within(panel).getByRole('link', { name: 'Football X (opens in a new tab)' })).toHaveAttribute('href', 'https://x.com/nsu_football');

    // Clicking an item the mouse already opened keeps it open.
    await user.click(sports);
    expect(sports).toHaveAttribute('aria-expanded', 'true');

    await user.unhover(sports);
    expect(sports).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(navIsOpen()).toBe(false));
  });

  it('opens on click, closes on a second click, and keeps one menu open at a time', async () => {
    const { user } = renderApp('/');
    const nav = await mainNav();
    const sports = within(nav).getByRole('button', { name: 'Sports' });
    const fans = within(nav).getByRole('button', { name: 'Fans' });

    sports.focus();
    await user.keyboard('{Enter}');
    expect(sports).toHaveAttribute('aria-expanded', 'true');

    fans.focus();
    await user.keyboard('{Enter}');
    expect(fans).toHaveAttribute('aria-expanded', 'true');
    expect(sports).toHaveAttribute('aria-expanded', 'false');
    const fansPanel = document.getElementById('main-nav-panel-200') as HTMLElement;
    expect(within(fansPanel).getByRole('link', { name: 'Promotions' })).toBeVisible();
    expect(within(fansPanel).getByRole('separator')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: true }).filter((b) => nav.contains(b))).toHaveLength(1);

    await user.keyboard('{Enter}');
    expect(fans).toHaveAttribute('aria-expanded', 'false');
    expect(navIsOpen()).toBe(false);
  });

  it('closes on Escape and returns focus to the level-1 button', async () => {
    const { user } = renderApp('/');
    const nav = await mainNav();
    const sports = within(nav).getByRole('button', { name: 'Sports' });
    await user.click(sports);
    expect(sports).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(document.getElementById('main-nav-panel-100') as HTMLElement).getByRole('link', { name: 'Football' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(sports).toHaveAttribute('aria-expanded', 'false');
    expect(sports).toHaveFocus();
    await waitFor(() => expect(navIsOpen()).toBe(false));
  });

  it('closes when focus moves out of the navigation', async () => {
    const { user } = renderApp('/');
    const nav = await mainNav();
    const shop = within(nav).getByRole('link', { name: 'Shop (opens in a new tab)' });
    const sports = within(nav).getByRole('button', { name: 'Sports' });
    sports.focus();
    await user.keyboard('{Enter}');
    expect(sports).toHaveAttribute('aria-expanded', 'true');
    // Moving within the navigation keeps it open ...
    await user.tab();
    expect(sports).toHaveAttribute('aria-expanded', 'true');
    // ... leaving it (back past the first item to the logo) closes it.
    sports.focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Northfield State University' })).toHaveFocus();
    expect(sports).toHaveAttribute('aria-expanded', 'false');
    expect(shop).toBeInTheDocument();
  });

  it('closes on route change', async () => {
    const { user, router } = renderApp('/');
    const nav = await mainNav();
    const fans = within(nav).getByRole('button', { name: 'Fans' });
    await user.click(fans);
    await user.click(within(document.getElementById('main-nav-panel-200') as HTMLElement).getByRole('link', { name: 'Promotions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    await waitFor(() => expect(fans).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(navIsOpen()).toBe(false));
  });
});
