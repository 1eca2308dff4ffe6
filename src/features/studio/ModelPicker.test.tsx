/** @vitest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18nFor, messages, renderWithI18n } from '../../../tests/support/i18n-render';
import { LOCALE_CODES } from '@/lib/i18n/locales';
import type { ModelId } from '@/lib/models';
import { CORE_MODELS, catalogue, type ModelInput, publicRow } from '@/lib/models';
import { useStudioStore } from '@/stores/studio-store';
import { useUserStore } from '@/stores/user-store';
import { ModelPicker } from './ModelPicker';
import { fixtureUser } from '../../../tests/support/client-fixtures';

vi.mock('./studio-actions', () => ({ loadModels: vi.fn(async () => undefined) }));

const app = messages('en', 'app');
const i18n = await i18nFor(['app', 'common']);

function renderPicker(model: string, onPick = vi.fn()) {
  renderWithI18n(
    i18n,
    <>
      <ModelPicker model={model as ModelId} onPick={onPick} />
      <p>outside</p>
    </>,
  );
  return onPick;
}

const paidUser = fixtureUser('pro', { credits: 100 });

describe('ModelPicker', () => {
  beforeEach(() => {
    useUserStore.setState({ user: null, dialog: null, dialogOptions: {}, status: 'ready' });
    useStudioStore.setState({ models: null });
  });

  it('lists video models with NEW and PRO badges, base as our own, and marks every model each plan may use', () => {
    renderPicker('base');
    fireEvent.click(screen.getByTestId('model-picker'));
    const [video, own] = screen.getAllByRole('listbox');
    expect(video).toHaveTextContent(app.models['veo-3-quality'].name);
    expect(video).toHaveTextContent(app.models.badges.pro);
    expect(video).toHaveTextContent(app.models.badges.new);
    expect(own).toHaveTextContent(app.models.base.name);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toContain(app.models.ownSection);
    // The badge follows the plan table: Base and Veo 3 Fast are open to every plan, Veo 3 Quality is not.
    const badged = (id: string) =>
      within(document.querySelector(`[data-model="${id}"]`) as HTMLElement).queryByText(app.models.badges.free);
    expect(badged('base')).not.toBeNull();
    expect(badged('veo-3-fast')).not.toBeNull();
    expect(badged('veo-3-quality')).toBeNull();
    // base costs credits: nothing in the picker calls it free.
    expect(screen.getByTestId('model-panel')).not.toHaveTextContent(/\bfree\b/i);
  });

  it.each(LOCALE_CODES)("names SPEC's models as SPEC §3 gives them (%s)", async (locale) => {
    // SPEC §3's table, word for word: product names, the same in every language.
    const specNames = { 'veo-3-quality': 'Google Veo 3 Quality', 'veo-3-fast': 'Google Veo 3 Fast', base: 'Base' };
    renderWithI18n(await i18nFor(['app', 'common'], locale), <ModelPicker model="veo-3-quality" onPick={vi.fn()} />);
    expect(screen.getByTestId('model-picker')).toHaveTextContent(specNames['veo-3-quality']);
    fireEvent.click(screen.getByTestId('model-picker'));
    for (const [id, name] of Object.entries(specNames)) {
      const option = screen.getByRole('option', { name: new RegExp(name) });
      expect(option).toHaveAttribute('data-model', id);
      expect(option.firstElementChild?.firstElementChild?.firstChild?.textContent).toBe(name);
    }
  });

  it('opens the pricing modal without Basic for a Pro model without a paid plan, and keeps the model', async () => {
    const onPick = renderPicker('base');
    fireEvent.click(screen.getByTestId('model-picker'));
    fireEvent.click(screen.getByRole('option', { name: new RegExp(app.models['veo-3-quality'].name) }));
    await waitFor(() =>
      expect(useUserStore.getState()).toMatchObject({ dialog: 'pricing', dialogOptions: { hideBasic: true } }),
    );
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.queryByTestId('model-panel')).toBeNull();
  });

  it('sets an allowed model and closes; a paid user may take the Pro model', async () => {
    const onPick = renderPicker('base');
    fireEvent.click(screen.getByTestId('model-picker'));
    fireEvent.click(screen.getByRole('option', { name: new RegExp(app.models['veo-3-fast'].name) }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('veo-3-fast'));
    expect(screen.queryByTestId('model-panel')).toBeNull();
    useUserStore.setState({ user: paidUser });
    fireEvent.click(screen.getByTestId('model-picker'));
    fireEvent.click(screen.getByRole('option', { name: new RegExp(app.models['veo-3-quality'].name) }));
    await waitFor(() => expect(onPick).toHaveBeenLastCalledWith('veo-3-quality'));
    expect(useUserStore.getState().dialog).toBeNull();
  });

  it('shows an unknown model as veo-3-fast, and closes on a click outside', () => {
    renderPicker('sora-9');
    expect(screen.getByTestId('model-picker')).toHaveTextContent(app.models['veo-3-fast'].name);
    fireEvent.click(screen.getByTestId('model-picker'));
    expect(screen.getByTestId('model-panel')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByTestId('model-panel')).toBeNull();
  });

  it('greys the models this server cannot run, with the reason, never picks them, and leaves one that was current', async () => {
    const models = catalogue()
      .map(publicRow)
      .map((model) =>
        model.provider === 'veo'
          ? { ...model, available: false, reason: 'not-configured' as const, servedBy: null }
          : { ...model, available: true, servedBy: null },
      );
    useUserStore.setState({ user: paidUser });
    const onPick = renderPicker('veo-3-fast');
    act(() => useStudioStore.getState().setModels(models));
    // The current model cannot run here: the studio falls back to base.
    expect(onPick).toHaveBeenCalledWith('base');
    onPick.mockClear();
    fireEvent.click(screen.getByTestId('model-picker'));
    const veo = screen.getByRole('option', { name: new RegExp(app.models['veo-3-quality'].name) });
    expect(veo).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('model-reason-veo-3-quality')).toHaveTextContent(
      app.studio.modelReasons['not-configured'],
    );
    fireEvent.click(veo);
    await act(async () => undefined);
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('option', { name: new RegExp(app.models.base.name) })).not.toHaveAttribute('aria-disabled');
  });

  it('names what serves each remote model, and gives the date of a retirement', () => {
    const models = catalogue()
      .map(publicRow)
      .map((model) =>
        model.id === 'gemini-omni-flash'
          ? {
              ...model,
              available: false,
              reason: 'retired' as const,
              retiredOn: '2026-09-30',
              servedBy: {
                provider: 'gemini-omni' as const,
                remoteId: 'gemini-omni-flash-preview',
                label: 'Gemini Omni Flash',
              },
            }
          : model.provider === 'veo'
            ? {
                ...model,
                available: true,
                servedBy: {
                  provider: 'vertex-veo' as const,
                  remoteId: 'veo-3.1-fast-generate-001',
                  label: 'Veo 3.1 via Vertex AI',
                },
              }
            : { ...model, available: true, servedBy: { provider: 'local' as const, label: 'Vidloom' } },
      );
    renderPicker('base');
    act(() => useStudioStore.getState().setModels(models));
    fireEvent.click(screen.getByTestId('model-picker'));
    expect(screen.getByTestId('model-served-by-veo-3-fast')).toHaveTextContent(
      app.studio.servedBy.replace('{{name}}', 'Veo 3.1 via Vertex AI'),
    );
    expect(screen.queryByTestId('model-served-by-base')).toBeNull();
    // A model named after what serves it gets no second line saying so.
    expect(screen.queryByTestId('model-served-by-gemini-omni-flash')).toBeNull();
    // The date in the reader's format (English here), not as the server sent it.
    expect(screen.getByTestId('model-reason-gemini-omni-flash')).toHaveTextContent(
      app.studio.modelReasons.retiredOn.replace('{{date}}', 'September 30, 2026'),
    );
  });

  it('shows each configured hosted provider in a section of its own, with what each model takes, its price and limits', async () => {
    const hosted = (id: string, provider: 'fal' | 'replicate' | 'comfyui', extra: object) => ({
      id,
      name: `Model ${id}`,
      provider,
      isNew: true,
      isPro: false,
      isFree: false,
      modes: ['generate' as const],
      qualities: ['720p' as const, '1080p' as const],
      durations: [5 as const, 10 as const],
      aspectRatios: ['16:9' as const],
      minPlan: 'free' as const,
      pricing: { kind: 'per-second' as const, credits: { '720p': 3, '1080p': 6 } },
      inputs: ['text', 'images'] as ModelInput[],
      maxImages: 1,
      available: true,
      servedBy: { provider, label: provider },
      ...extra,
    });
    const core = CORE_MODELS.map((model) => ({ ...publicRow(model), available: true, servedBy: null }));
    const models = [
      ...core,
      hosted('fal-one', 'fal', {}),
      hosted('fal-two', 'fal', {
        inputs: ['images'],
        pricing: { kind: 'per-second', credits: 4 },
        durations: [4, 5, 6, 8, 10],
        qualities: ['540p', '720p', '1080p'],
      }),
      // Replicate has no token here: its models are left out, not greyed.
      hosted('replicate-one', 'replicate', { available: false, reason: 'not-configured', servedBy: null }),
      // A configured ComfyUI server whose workflow is missing: shown greyed with why.
      hosted('comfyui-one', 'comfyui', {
        inputs: ['text'],
        available: false,
        reason: 'not-found',
        reasonText: 'ComfyUI workflow x not found',
      }),
    ];
    useUserStore.setState({ user: paidUser });
    const onPick = renderPicker('base');
    act(() => useStudioStore.getState().setModels(models));
    fireEvent.click(screen.getByTestId('model-picker'));
    expect(screen.getByTestId('model-group-fal')).toHaveTextContent(app.models.groups.fal);
    expect(screen.queryByTestId('model-group-replicate')).toBeNull();
    expect(screen.queryByRole('option', { name: /Model replicate-one/ })).toBeNull();
    expect(screen.getByTestId('model-group-comfyui')).toHaveTextContent(app.models.groups.comfyui);
    // Price from the cheapest quality, then the durations and qualities it offers.
    const seconds = (n: number) => app.duration.seconds_other.replace('{{count, number}}', String(n));
    expect(screen.getByTestId('model-terms-fal-one')).toHaveTextContent(
      `${app.studio.price.perSecondFrom_other.replace('{{count, number}}', '3')} · ${seconds(5)} / ${seconds(10)} · 720p / 1080p`,
    );
    // Every duration and quality from the first to the last: said as ranges.
    expect(screen.getByTestId('model-terms-fal-two')).toHaveTextContent(
      `${app.studio.price.perSecond_other.replace('{{count, number}}', '4')} · 4–${seconds(10)} · 540p–1080p`,
    );
    // SPEC's models say their limits in their description: their line is the price alone.
    expect(screen.getByTestId('model-terms-base')).toHaveTextContent(
      new RegExp(`^${app.studio.price.from_other.replace('{{count, number}}', '2')}$`),
    );
    const falTwo = screen.getByRole('option', { name: /Model fal-two/ });
    expect(falTwo).toHaveTextContent(app.studio.modelInputs.images);
    expect(screen.getByRole('option', { name: /Model fal-one/ })).toHaveTextContent(
      app.studio.modelInputs['text-images'],
    );
    const comfy = screen.getByRole('option', { name: /Model comfyui-one/ });
    expect(comfy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('model-reason-comfyui-one')).toHaveTextContent(app.studio.modelReasons['not-found']);
    fireEvent.click(falTwo);
    await act(async () => undefined);
    expect(onPick).toHaveBeenCalledWith('fal-two');
  });
});
