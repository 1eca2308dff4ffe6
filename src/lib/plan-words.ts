/**
 * What the pricing page and the help say about the plans, worked out from the plan table
 * (plans.ts) so the words can never promise more than the product does: which modes a plan
 * opens, and the queue's head starts and the bound they put on how long a video can be passed.
 */
import { MODES, type Mode } from './modes';
import { ANONYMOUS_RIGHTS, PLAN_IDS, PLANS, type PlanId, type PlanRights } from './plans';

/** The modes a plan's switches open (Extend is the only mode behind a switch). */
export function modesFor(rights: PlanRights): Mode[] {
  return MODES.filter((mode) => mode !== 'extend' || rights.extend);
}

/** The modes a plan lacks. */
export function modesWithout(rights: PlanRights): Mode[] {
  const open = modesFor(rights);
  return MODES.filter((mode) => !open.includes(mode));
}

/** Each plan's head start in the queue, in minutes, in the plan table's order. */
export function headStarts(): { plan: PlanId; minutes: number }[] {
  return PLAN_IDS.map((plan) => ({ plan, minutes: PLANS[plan].queueHeadStartMinutes }));
}

/**
 * How much later a video may be sent and still go ahead of another one: the widest gap between
 * two head starts, visitors' included. Beyond it nobody passes, so no video waits without bound.
 */
export function queuePassBoundMinutes(): number {
  const minutes = [ANONYMOUS_RIGHTS.queueHeadStartMinutes, ...headStarts().map((entry) => entry.minutes)];
  return Math.max(...minutes) - Math.min(...minutes);
}
