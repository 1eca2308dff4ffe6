import { useEffect } from 'react';
import { publicEnv } from '@/public-env';
import { whenIdle } from '@/lib/idle';

/**
 * The live-chat widget (SPEC §1). Its third-party script is added only when
 * NEXT_PUBLIC_CHAT_SCRIPT_URL is set, and only once the page is idle, so it never competes
 * with the first paint.
 */
export function ChatWidget({ src = publicEnv.NEXT_PUBLIC_CHAT_SCRIPT_URL }: { src?: string }) {
  useEffect(() => {
    if (!src) return;
    if (document.querySelector('script[data-chat-widget]')) return;
    return whenIdle(() => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.chatWidget = '';
      document.body.appendChild(script);
    });
  }, [src]);
  return null;
}
