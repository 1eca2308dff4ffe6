/** @vitest-environment jsdom */
import { render } from '@testing-library/react';
import { ChatWidget } from './ChatWidget';

describe('ChatWidget', () => {
  afterEach(() => {
    for (const node of document.querySelectorAll('script[data-chat-widget]')) node.remove();
    vi.unstubAllGlobals();
  });

  it('adds no script when NEXT_PUBLIC_CHAT_SCRIPT_URL is unset', () => {
    render(<ChatWidget src={undefined} />);
    expect(document.querySelector('script[data-chat-widget]')).toBeNull();
  });

  it('adds the script only once the page is idle', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(<ChatWidget src="https://chat.example/widget.js" />);
    expect(document.querySelector('script[data-chat-widget]')).toBeNull();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    const script = document.querySelector<HTMLScriptElement>('script[data-chat-widget]');
    expect(script?.src).toBe('https://chat.example/widget.js');
    expect(script?.async).toBe(true);
  });

  it('does not load if the page is left before it is idle', () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const { unmount } = render(<ChatWidget src="https://chat.example/widget.js" />);
    unmount();
    expect(cancelled).toEqual([7]);
  });
});
