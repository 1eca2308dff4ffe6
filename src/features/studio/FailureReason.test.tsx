/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { formatNumber } from '@/lib/intl';
import type { VideoRecord } from '@/lib/video-record';
import { FIXTURE_NOW, fixtureRecord } from '../../../tests/support/client-fixtures';
import { i18nFor, messages, renderWithI18n } from '../../../tests/support/i18n-render';
import { HistoryCard } from './HistoryCard';
import { RecordDetail } from './RecordDetail';

const de = messages('de', 'app');

/** A failed fal job, as the API answers it: English for programs, the reason by key for the page. */
const failed = fixtureRecord('a', {
  state: 'fail',
  videoUrl: null,
  cost: 4,
  failMsg: "fal could not make this video: Downstream service error: the model couldn't render this video",
  failReason: {
    key: 'providerFailed',
    vars: { provider: 'fal' },
    detail: "Downstream service error: the model couldn't render this video",
  },
});

function card(record: VideoRecord, i18n: Awaited<ReturnType<typeof i18nFor>>) {
  return renderWithI18n(i18n, <HistoryCard record={record} now={FIXTURE_NOW} selection={null} actions={null} />);
}

describe('a failed video in the history', () => {
  it("shows the German sentence, the credits returned, and the provider's words quoted under it", async () => {
    card(failed, await i18nFor(['app', 'common'], 'de'));
    const sentence = screen.getByText(/fal konnte dieses Video nicht erstellen\./);
    expect(sentence).toHaveTextContent('4 Credits wurden zurückgebucht.');
    expect(sentence).not.toHaveTextContent('could not make');
    const quote = screen.getByTestId('failure-detail');
    expect(quote.tagName).toBe('BLOCKQUOTE');
    expect(quote).toHaveTextContent("„Downstream service error: the model couldn't render this video“");
    expect(quote).toHaveAttribute('dir', 'auto');
  });

  it('fills the variables in the reader’s language and shows no quote for our own failures', async () => {
    const arabic = await i18nFor(['app', 'common'], 'ar');
    card(
      {
        ...failed,
        failReason: { key: 'renderFailed', vars: { attempts: 3 } },
        failMsg: 'Rendering failed after 3 attempts',
      },
      arabic,
    );
    const template = messages('ar', 'app').failure.renderFailed as string;
    const sentence = template.replace('{{attempts, number}}', formatNumber('ar', 3));
    const line = screen.getByText(sentence, { exact: false });
    expect(line).toHaveTextContent(arabic.t('app:history.refunded', { count: 4 }));
    expect(line).not.toHaveTextContent('Rendering failed');
    expect(screen.queryByTestId('failure-detail')).toBeNull();
  });

  it('shows the English failMsg of a record from before reasons had keys', async () => {
    card(
      { ...failed, failReason: null, failMsg: 'Rendering failed: the render process stopped (exit 1)' },
      await i18nFor(['app', 'common'], 'de'),
    );
    expect(screen.getByText(/Rendering failed: the render process stopped \(exit 1\)/)).toHaveTextContent(
      '4 Credits wurden zurückgebucht.',
    );
    expect(screen.queryByTestId('failure-detail')).toBeNull();
  });

  it('says it could not be made when it has neither', async () => {
    card({ ...failed, failReason: null, failMsg: null }, await i18nFor(['app', 'common'], 'de'));
    expect(screen.getAllByText(new RegExp(de.history.failedShort as string)).length).toBeGreaterThan(1);
  });
});

describe('a failed video opened large', () => {
  it("shows the German sentence and the provider's words quoted under it", async () => {
    renderWithI18n(
      await i18nFor(['app', 'common'], 'de'),
      <RecordDetail
        record={{
          ...failed,
          failReason: { key: 'providerTimeout', vars: { provider: 'ComfyUI', seconds: 1800 } },
          failMsg: "ComfyUI took longer than the model's limit of 1800 s; the request was cancelled",
        }}
        onClose={() => undefined}
        actions={null}
      />,
    );
    const dialog = screen.getByTestId('video-detail');
    expect(
      within(dialog).getByText(
        'ComfyUI hat länger gebraucht als das Limit dieses Modells von 1.800 s, daher wurde die Anfrage abgebrochen.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByTestId('failure-detail')).toBeNull();
  });

  it('quotes a safety block in the reader’s quotation marks', async () => {
    renderWithI18n(
      await i18nFor(['app', 'common'], 'fr'),
      <RecordDetail
        record={{
          ...failed,
          failReason: { key: 'providerSafety', detail: 'Flagged as sensitive (E005)' },
          failMsg: "The video was blocked by the provider's safety filters: Flagged as sensitive (E005)",
        }}
        onClose={() => undefined}
        actions={null}
      />,
    );
    const dialog = screen.getByTestId('video-detail');
    expect(
      within(dialog).getByText('Les filtres de sécurité du fournisseur ont bloqué cette vidéo.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('failure-detail').textContent).toBe('«\u202fFlagged as sensitive (E005)\u202f»');
  });
});
