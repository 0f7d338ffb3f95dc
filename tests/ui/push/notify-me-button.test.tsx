import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InMemoryPushNotifications, type InMemoryPushOptions } from '../../../adapters/push/in-memory-push-notifications';
import type { PushTopic } from '../../../core/push/push-notifications.port';
import { NotifyMeButton } from '../../../ui/push/notify-me-button';
import { PushNotificationsContext } from '../../../ui/push/push-notifications-context';

function renderButton(options: InMemoryPushOptions, props: { topics?: readonly PushTopic[] } = {}, device = new InMemoryPushNotifications(options)) {
  const view = render(
    <PushNotificationsContext.Provider value={device}>
      <NotifyMeButton sportId={12} sportTitle="Women's Soccer" {...props} />
    </PushNotificationsContext.Provider>,
  );
  return { ...view, device, user: userEvent.setup() };
}

describe('Notify me on this device', () => {
  it('shows nothing where the browser has no web push, or where the app gives no push at all', () => {
    const { container } = renderButton({ supported: false });
    expect(container).toBeEmptyDOMElement();
    const alone = render(<NotifyMeButton sportId={12} sportTitle="Women's Soccer" />);
    expect(alone.container).toBeEmptyDOMElement();
  });

  it('in the game centre subscribes to both finals and starts on the click, asking permission only then', async () => {
    const { device, user } = renderButton({}, { topics: ['final', 'start'] });
    expect(screen.queryByRole('group', { name: 'Notify me about' })).toBeNull();
    expect(device.prompts).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Notify me on this device' }));
    expect(await screen.findByRole('status')).toHaveTextContent("Notifications on for Women's Soccer (final scores and game starting).");
    expect(device.prompts).toBe(1);
    expect(device.subscriptions.get(12)).toEqual(['final', 'start']);

    await user.click(screen.getByRole('button', { name: 'Turn off notifications' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("Notifications off for Women's Soccer."));
    expect(device.subscriptions.has(12)).toBe(false);
    expect(screen.getByRole('button', { name: 'Notify me on this device' })).toBeInTheDocument();
  });

  it('on the sport page lets the fan choose what to hear about', async () => {
    const { device, user } = renderButton({});
    const choices = screen.getByRole('group', { name: 'Notify me about' });
    expect(choices).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Game starting' }));
    await user.click(screen.getByRole('button', { name: 'Notify me on this device' }));
    expect(await screen.findByText(/Notifications on for Women's Soccer \(final scores\)/)).toBeInTheDocument();
    expect(device.subscriptions.get(12)).toEqual(['final']);
  });

  it('asks for at least one choice and sends nothing without one', async () => {
    const { device, user } = renderButton({});
    await user.click(screen.getByRole('checkbox', { name: 'Game starting' }));
    await user.click(screen.getByRole('checkbox', { name: 'Final scores' }));
    await user.click(screen.getByRole('button', { name: 'Notify me on this device' }));
    expect(screen.getByRole('status')).toHaveTextContent('Choose final scores, game starting, or both.');
    expect(device.prompts).toBe(0);
    expect(device.subscriptions.size).toBe(0);
  });

  it('says plainly when the fan or the browser refuses permission', async () => {
    const { device, user } = renderButton({ answer: 'denied' }, { topics: ['final', 'start'] });
    await user.click(screen.getByRole('button', { name: 'Notify me on this device' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Notifications are blocked for this site in your browser/);
    expect(screen.queryByRole('button')).toBeNull();
    expect(device.subscriptions.size).toBe(0);

    cleanup();
    // Blocked before: said at once, with no button that could not work.
    const blocked = renderButton({ permission: 'denied' });
    expect(screen.getByRole('status')).toHaveTextContent(/blocked/);
    expect(screen.queryByRole('button')).toBeNull();
    expect(blocked.device.prompts).toBe(0);
  });

  it('shows a sport already on for this device as on', async () => {
    const device = new InMemoryPushNotifications({ permission: 'granted' });
    device.subscriptions.set(12, ['start']);
    renderButton({}, {}, device);
    expect(await screen.findByRole('button', { name: 'Turn off notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Notifications on for Women's Soccer (game starting).");
  });
});
