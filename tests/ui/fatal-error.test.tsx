import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('fatal error screen (spec 2.4)', () => {
  it('shows its message, the school support address and a Home Page button', async () => {
    renderApp('/boom');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@northfield.example.edu' })).toHaveAttribute('href', 'mailto:help@northfield.example.edu');
    expect(screen.getByRole('button', { name: 'Home Page' })).toBeInTheDocument();
    expect(screen.queryByText('Scoreboard feed exploded')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Something went wrong'));
  });

  it('shows the error text only with the sidearmDev query', async () => {
    renderApp('/boom?sidearmDev');
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.getByText('Scoreboard feed exploded')).toBeInTheDocument();
  });

  it('falls back to the default support address when even the site data failed', async () => {
    renderApp('/?sidearmDev=1', {
      shell: () => {
        throw new Error('Settings service unavailable');
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.getByRole('link', { name: 'support@example.edu' })).toHaveAttribute('href', 'mailto:support@example.edu');
    expect(screen.getByText('Settings service unavailable')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('clears the error and goes home from the Home Page button', async () => {
    const { user, router } = renderApp('/boom');
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    await user.click(screen.getByRole('button', { name: 'Home Page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northfield Athletics' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.errors).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
