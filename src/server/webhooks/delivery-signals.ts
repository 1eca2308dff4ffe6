/**
 * "Deliveries are due": a job settled or a user asked to send one again, so the deliverer of
 * this process looks now instead of at its next poll. Within one process only; a deliverer in
 * another process finds the rows at its next poll.
 */
import { EventEmitter } from 'node:events';
import { processSingleton } from '@/lib/process-singleton';

const emitter = () => processSingleton('webhookDeliveries', () => new EventEmitter());

export function signalDeliveriesDue(): void {
  emitter().emit('due');
}

export function onDeliveriesDue(listener: () => void): () => void {
  emitter().on('due', listener);
  return () => emitter().off('due', listener);
}
