import type { UserInfo } from '@/lib/api/schemas/account';
import { planForVipLevel, PLANS } from '@/lib/plans';
import type { users } from '@/server/db/schema';

/** The user-info object of API.md. */
export function toUserInfo(user: typeof users.$inferSelect): UserInfo {
  const plan = planForVipLevel(user.vipLevel);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    vipLevel: user.vipLevel,
    vipFlag: PLANS[plan].vipFlag,
    plan,
    credits: user.credits,
    runwayExpireTimestamp: user.runwayExpireAt?.getTime() ?? null,
    createTimestamp: user.createdAt.getTime(),
    locale: user.locale,
  };
}
