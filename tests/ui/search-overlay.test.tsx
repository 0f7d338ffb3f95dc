import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

async function openSearch() {
  const rendered = renderApp('/');
  await screen.findByRole('banner');
  const toggle = screen.getByRole('button', { name: 'Search' });
  await rendered.user.click(toggle);
  // The form loads with the first open (DESIGN 7): it shows once loaded, its input focused.
  const input = await screen.findByRole('searchbox', { name: 'Search' });
  return { ...rendered, toggle, input, submit: screen.getByRole('button', { name: 'Submit search' }) };
}

describe('search overlay', () => {
  it('opens from the toggle with a focused input and its placeholder', async () => {
    const { toggle, input } = await openSearch();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('placeholder', 'Search...');
    await waitFor(() => expect(input).toHaveFocus());
    expect(screen.getByRole('search')).toContainElement(input);
  });

  it('keeps the submit button disabled and out of the tab order while the text is blank', async () => {
    const { user, input, submit } = await openSearch();
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('tabindex', '-1');
    await user.type(input, '   ');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('tabindex', '-1');
    await user.type(input, 'hockey');
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('tabindex', '-1');
  });

  it('submits the trimmed text to /search?q= with Enter', async () => {
    const { user, router, input, toggle } = await openSearch();
    await user.type(input, '  spring football game  {Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “spring football game”' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=spring%20football%20game');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits with the button too, and Enter on blank text does nothing', async () => {
    const { user, router, input, submit } = await openSearch();
    await user.type(input, '  {Enter}');
    expect(router.state.location.pathname).toBe('/');
    await user.type(input, 'tickets & parking');
    await user.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “tickets & parking”' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=tickets%20%26%20parking');
  });

  it('closes on Escape and returns focus to the toggle, keeping the typed text', async () => {
    const { user, toggle, input } = await openSearch();
    await user.type(input, 'golf');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('searchbox', { name: 'Search' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('golf');
  });

  it('closes on a click outside and returns focus to the toggle', async () => {
    const { user, toggle } = await openSearch();
    await user.click(screen.getByRole('heading', { level: 1, name: 'Northfield Athletics' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('leaves the focus on another control that the outside click landed on', async () => {
    const { user, toggle } = await openSearch();
    const fans = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Fans' });
    await user.click(fans);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(fans).toHaveFocus();
    expect(fans).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays open for clicks inside the overlay', async () => {
    const { user, toggle, input } = await openSearch();
    await user.click(screen.getByRole('search'));
    await user.click(input);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('gives way when the mobile menu opens', async () => {
    const { user, toggle } = await openSearch();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(document.getElementById('mobile-nav-panel') as HTMLElement).getByRole('navigation')).toBeVisible());
  });

  it('renders the closed overlay empty, its form loading on the way to the first open', async () => {
    renderApp('/');
    await screen.findByRole('banner');
    const overlay = document.getElementById('site-search')!;
    expect(overlay).not.toBeVisible();
    expect(overlay).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-controls', 'site-search');
  });
});
