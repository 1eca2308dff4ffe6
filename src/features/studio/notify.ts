/**
 * Opt-in browser notifications (issue 5): when a video finishes while the tab is hidden, a
 * system notification says so. Asked for only when the visitor turns it on; remembered on
 * this device.
 */
const KEY = 'notifyOnDone';

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function notificationsEnabled(): boolean {
  return notificationsSupported() && Notification.permission === 'granted' && window.localStorage.getItem(KEY) === '1';
}

/** Asks the browser once; true when notifications are on afterwards. */
export async function enableNotifications(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return false;
  window.localStorage.setItem(KEY, '1');
  return true;
}

/** Shows a notification if they are on and the page is not being looked at. */
export function notifyFinished(title: string, body: string): boolean {
  if (!notificationsEnabled() || !document.hidden) return false;
  new Notification(title, { body: body.slice(0, 120), icon: '/favicon.svg', tag: 'vidloom-video' });
  return true;
}
