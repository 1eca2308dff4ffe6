import Link from 'next/link';
import { useRouter } from 'next/router';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from '@/lib/i18n/react';
import { formatNumber, numberFormat } from '@/lib/intl';
import { PLAN_IDS, type PlanId } from '@/lib/plans';
import { adminApi, type UserDetail } from './admin-api';
import { AuditTable } from './AuditView';
import {
  buttonClass,
  cellClass,
  dangerClass,
  inputClass,
  linkClass,
  Loading,
  numberCellClass,
  Panel,
  ReasonField,
  Stat,
  Table,
  useLoad,
  When,
} from './ui';

/** One account: what it has, what happened to it, and the actions on it. */
export function UserView({ id }: { id: string }) {
  const { t, i18n } = useTranslation(['admin', 'userSetting']);
  const { data, failed, reload } = useLoad(() => adminApi.user(id), String(id));
  if (!data) return <Loading failed={failed} />;
  const { user } = data;
  const n = (value: number) => formatNumber(i18n.language, value);
  return (
    <div className="space-y-4" data-testid="admin-user">
      <div>
        <Link href="/admin/users" className={`text-sm ${linkClass}`}>
          {t('back')}
        </Link>
        <h2 className="mt-1 break-all text-xl font-semibold text-ink">{user.email ?? user.id}</h2>
        <p className="break-all text-xs text-ink-soft">{user.id}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label={t('user.plan')} value={t(`plans.${user.plan}`)} testId="user-plan" />
        <Stat label={t('user.credits')} value={n(user.credits)} testId="user-credits" />
        <Stat
          label={t('user.status')}
          value={user.disabled ? t('user.disabled') : t('user.active')}
          testId="user-status"
        />
        <Stat label={t('user.role')} value={t(`user.roles.${user.role}`)} />
        <Stat label={t('user.created')} value={<When at={user.createdAt} />} />
        <Stat
          label={t('user.signIns')}
          value={[...(user.password ? [t('user.password')] : []), ...data.signIns].join(', ') || '–'}
        />
      </dl>
      <Actions detail={data} onDone={reload} />
      <UserLedger rows={data.ledger} />
      <div className="grid gap-4 lg:grid-cols-2">
        <UserVideos videos={data.videos} />
        <UserDevices devices={data.devices} />
      </div>
      <Panel title={t('audit.title')}>
        <AuditTable rows={data.audit} />
      </Panel>
    </div>
  );
}

/** The account's credit movements, newest first, each with the balance after it and its job. */
function UserLedger({ rows }: { rows: UserDetail['ledger'] }) {
  const { t, i18n } = useTranslation(['admin', 'userSetting']);
  return (
    <Panel title={t('user.ledger')}>
      <Table
        label={t('user.ledger')}
        testId="user-ledger"
        head={[
          { label: t('columns.when') },
          { label: t('columns.reason') },
          { label: t('columns.change'), end: true },
          { label: t('columns.balance'), end: true },
          { label: t('columns.job') },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={cellClass}>
              <When at={row.createdAt} />
            </td>
            <td className={cellClass}>{t(`userSetting:billing.reasons.${row.reason}`)}</td>
            <td className={numberCellClass} dir="ltr">
              {numberFormat(i18n.language, { signDisplay: 'exceptZero' }).format(row.delta)}
            </td>
            <td className={numberCellClass}>{formatNumber(i18n.language, row.balanceAfter)}</td>
            <td className={cellClass}>
              {row.recordId ? (
                <Link href={`/admin/jobs/${row.recordId}`} className={linkClass}>
                  {row.recordId}
                </Link>
              ) : (
                '–'
              )}
            </td>
          </tr>
        ))}
      </Table>
    </Panel>
  );
}

function UserVideos({ videos }: { videos: UserDetail['videos'] }) {
  const { t, i18n } = useTranslation(['admin', 'userSetting']);
  return (
    <Panel title={t('user.videos')}>
      {videos.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('empty')}</p>
      ) : (
        <Table
          label={t('user.videos')}
          head={[
            { label: t('columns.when') },
            { label: t('columns.state') },
            { label: t('columns.model') },
            { label: t('columns.cost'), end: true },
          ]}
        >
          {videos.map((video) => (
            <tr key={video.id}>
              <td className={cellClass}>
                <Link href={`/admin/jobs/${video.id}`} className={linkClass}>
                  <When at={video.createdAt} />
                </Link>
              </td>
              <td className={cellClass}>{t(`states.${video.state}`)}</td>
              <td className={cellClass}>{video.model}</td>
              <td className={numberCellClass}>{formatNumber(i18n.language, video.cost)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Panel>
  );
}

function UserDevices({ devices }: { devices: UserDetail['devices'] }) {
  const { t } = useTranslation(['admin', 'userSetting']);
  return (
    <Panel title={t('user.devices')}>
      {devices.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('empty')}</p>
      ) : (
        <Table
          label={t('user.devices')}
          head={[{ label: t('columns.when') }, { label: t('columns.ip') }, { label: t('columns.device') }]}
        >
          {devices.map((device) => (
            <tr key={device.id}>
              <td className={cellClass}>
                <When at={device.createdAt} />
              </td>
              <td className={cellClass} dir="ltr">
                {device.ip}
              </td>
              <td className={`${cellClass} text-xs text-ink-soft`}>{device.id}</td>
            </tr>
          ))}
        </Table>
      )}
    </Panel>
  );
}

/** A fresh key per intended change: a second click of the same change lands on the first. */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Runs one action on the account; `after` clears its form once it succeeded. */
type Act = (run: () => Promise<unknown>, after?: () => void) => Promise<void>;

/** The actions on an account; one at a time: while one runs, every action's button waits. */
function Actions({ detail, onDone }: { detail: UserDetail; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'userSetting']);
  const [busy, setBusy] = useState(false);

  const act: Act = async (run, after) => {
    setBusy(true);
    try {
      await run();
      toast.success(t('done'));
      after?.();
      onDone();
    } catch {
      // The API client has said what went wrong.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <AdjustCredits user={detail.user} busy={busy} act={act} />
      <ChangePlan user={detail.user} busy={busy} act={act} />
      <Access user={detail.user} busy={busy} act={act} />
    </div>
  );
}

type ActionProps = { user: UserDetail['user']; busy: boolean; act: Act };

function AdjustCredits({ user, busy, act }: ActionProps) {
  const { t } = useTranslation(['admin', 'userSetting']);
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const deltaId = useId();

  const adjust = (event: FormEvent) => {
    event.preventDefault();
    void act(
      () => adminApi.userAction(user.id, 'credits', { delta: Number(delta), reason, key }),
      () => {
        setDelta('');
        setReason('');
        setKey(newKey());
      },
    );
  };

  return (
    <Panel title={t('user.adjust')}>
      <form className="space-y-2" onSubmit={adjust}>
        <div>
          <label htmlFor={deltaId} className="block text-xs text-ink-soft">
            {t('user.delta')}
          </label>
          <input
            id={deltaId}
            type="number"
            step={1}
            required
            className={`${inputClass} mt-1`}
            value={delta}
            onChange={(event) => setDelta(event.target.value)}
            data-testid="credit-delta"
          />
        </div>
        <ReasonField value={reason} onChange={setReason} required />
        <button type="submit" className={buttonClass} disabled={busy}>
          {t('user.apply')}
        </button>
      </form>
    </Panel>
  );
}

function ChangePlan({ user, busy, act }: ActionProps) {
  const { t } = useTranslation(['admin', 'userSetting']);
  const [plan, setPlan] = useState<PlanId>(user.plan);
  const planId = useId();

  const changePlan = (event: FormEvent) => {
    event.preventDefault();
    void act(() => adminApi.userAction(user.id, 'plan', { plan }));
  };

  return (
    <Panel title={t('user.changePlan')}>
      <form className="space-y-2" onSubmit={changePlan}>
        <div>
          <label htmlFor={planId} className="block text-xs text-ink-soft">
            {t('user.plan')}
          </label>
          <select
            id={planId}
            className={`${inputClass} mt-1`}
            value={plan}
            onChange={(event) => setPlan(event.target.value as PlanId)}
          >
            {PLAN_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`plans.${id}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass} disabled={busy || plan === user.plan}>
          {t('user.savePlan')}
        </button>
      </form>
    </Panel>
  );
}

/** Disable or enable the account, or delete it, with the reason the audit log keeps. */
function Access({ user, busy, act }: ActionProps) {
  const { t } = useTranslation(['admin', 'userSetting']);
  const router = useRouter();
  const [reason, setReason] = useState('');

  const access = (event: FormEvent) => {
    event.preventDefault();
    const action = user.disabled ? 'enable' : 'disable';
    void act(
      () => adminApi.userAction(user.id, action, reason ? { reason } : {}),
      () => setReason(''),
    );
  };
  const remove = () => {
    if (!reason.trim()) {
      toast.error(t('reasonNeeded'));
      return;
    }
    if (!window.confirm(t('user.deleteConfirm', { email: user.email ?? user.id }))) return;
    void act(
      () => adminApi.userAction(user.id, 'delete', { reason }),
      () => void router.push('/admin/users'),
    );
  };

  return (
    <Panel title={t('user.access')}>
      <form className="space-y-2" onSubmit={access}>
        <ReasonField value={reason} onChange={setReason} required={!user.disabled} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={user.disabled ? buttonClass : dangerClass} disabled={busy}>
            {user.disabled ? t('user.enable') : t('user.disable')}
          </button>
          <button type="button" className={dangerClass} disabled={busy} onClick={remove}>
            {t('user.delete')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
