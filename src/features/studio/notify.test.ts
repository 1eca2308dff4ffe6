/** @vitest-environment jsdom */
import { enableNotifications, notificationsEnabled, notifyFinished } from './notify';

const shown: { title: string; body?: string }[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => FakeNotification.permission);
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, body: options?.body });
  }
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
}

describe('notifications when a video finishes', () => {
  beforeEach(() => {
    shown.length = 0;
    window.localStorage.clear();
    vi.stubGlobal('Notification', FakeNotification);
    FakeNotification.permission = 'default';
  });

  it('stay off until the visitor turns them on and the browser agrees', async () => {
    setHidden(true);
    expect(notifyFinished('Ready', 'a fox')).toBe(false);
    FakeNotification.requestPermission.mockResolvedValueOnce('denied');
    expect(await enableNotifications()).toBe(false);
    expect(notificationsEnabled()).toBe(false);
    FakeNotification.permission = 'granted';
    expect(await enableNotifications()).toBe(true);
    expect(notificationsEnabled()).toBe(true);
  });

  it('show only while the tab is hidden', async () => {
    FakeNotification.permission = 'granted';
    await enableNotifications();
    setHidden(false);
    expect(notifyFinished('Ready', 'a fox')).toBe(false);
    setHidden(true);
    expect(notifyFinished('Ready', 'a fox in the snow')).toBe(true);
    expect(shown).toEqual([{ title: 'Ready', body: 'a fox in the snow' }]);
  });
});
