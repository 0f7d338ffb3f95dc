import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

const navIsOpen = () => document.documentElement.classList.contains('nav-is-open');

async function menuToggle() {
  await screen.findByRole('banner');
  return screen.getByRole('button', { name: 'Menu' });
}

function mobilePanel(): HTMLElement {
  return document.getElementById('mobile-nav-panel') as HTMLElement;
}

/** The panel's links load on the way to its first open (DESIGN 7): they show once loaded. */
async function panelLoaded(): Promise<HTMLElement> {
  return within(mobilePanel()).findByRole('navigation', { name: 'Main' });
}

describe('mobile main navigation', () => {
  it('opens and closes the off-canvas panel with the Menu toggle and marks the page', async () => {
    const { user } = renderApp('/');
    const toggle = await menuToggle();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-nav-panel');
    expect(mobilePanel()).not.toBeVisible();

    await user.click(toggle);
    await panelLoaded();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(mobilePanel()).toBeVisible();
    await waitFor(() => expect(navIsOpen()).toBe(true));
    const panelNav = within(mobilePanel()).getByRole('navigation', { name: 'Main' });
    expect(within(panelNav).getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/tickets');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobilePanel()).not.toBeVisible();
    await waitFor(() => expect(navIsOpen()).toBe(false));
  });

  it('shows level-1 items as an accordion of their columns', async () => {
    const { user } = renderApp('/');
    await user.click(await menuToggle());
    await panelLoaded();
    const panel = mobilePanel();
    const sports = within(panel).getByRole('button', { name: 'Sports' });
    expect(sports).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('link', { name: 'Baseball' })).not.toBeInTheDocument();

    await user.click(sports);
    expect(sports).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'Baseball' })).toHaveAttribute('href', '/sports/baseball');
    expect(within(panel).getByRole('link', { name: 'Baseball News' })).toHaveAttribute('href', '/sports/baseball/news');

    await user.click(within(panel).getByRole('button', { name: 'Fans' }));
    expect(sports).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).getByRole('link', { name: 'Promotions' })).toBeVisible();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user } = renderApp('/');
    const toggle = await menuToggle();
    await user.click(toggle);
    await panelLoaded();
    await user.tab();
    expect(within(mobilePanel()).getByRole('button', { name: 'Sports' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await waitFor(() => expect(navIsOpen()).toBe(false));
  });

  it('closes when focus leaves the panel', async () => {
    const { user } = renderApp('/');
    const toggle = await menuToggle();
    await user.click(toggle);
    await panelLoaded();
    await user.tab();
    expect(within(mobilePanel()).getByRole('button', { name: 'Sports' })).toHaveFocus();
    // Back to the toggle is still inside; one more step leaves.
    await user.tab({ shift: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab({ shift: true });
    expect(toggle).not.toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on route change', async () => {
    const { user, router } = renderApp('/');
    const toggle = await menuToggle();
    await user.click(toggle);
    await panelLoaded();
    await user.click(within(mobilePanel()).getByRole('link', { name: 'Tickets' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tickets');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(navIsOpen()).toBe(false));
  });

  it('renders the closed panel empty; its links load when the toggle is pointed at, and show on the first open', async () => {
    const { user } = renderApp('/');
    const toggle = await menuToggle();
    expect(mobilePanel()).toBeEmptyDOMElement();
    await user.hover(toggle);
    expect(mobilePanel()).toBeEmptyDOMElement();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = await panelLoaded();
    expect(within(nav).getByRole('link', { name: 'Tickets' })).toBeVisible();
  });

  it('opens from the keyboard on the first press, the panel next in the tab order', async () => {
    const { user } = renderApp('/');
    const toggle = await menuToggle();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await panelLoaded();
    await user.tab();
    expect(within(mobilePanel()).getByRole('button', { name: 'Sports' })).toHaveFocus();
  });
});
