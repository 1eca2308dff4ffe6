/**
 * The studio's state: the mode, its parameters (reset to the defaults on every mode switch,
 * SPEC §4), whether a generation is starting (a second start is blocked meanwhile), and the
 * history the studio shows.
 */
import { create } from 'zustand';
import type { ModelId, ModelInfo } from '@/lib/models';
import type { Mode } from '@/lib/modes';
import { isPending, type VideoRecord } from '@/lib/video-record';
import { defaultParams, type StudioParams, withModel, withShape } from '@/lib/studio';

export { isPending };

type StudioState = {
  mode: Mode;
  /** The storyboard is open in place of the mode's form (its tab is the studio's own, not a mode of modes.ts). */
  story: boolean;
  params: StudioParams;
  generating: boolean;
  records: VideoRecord[];
  page: number;
  pages: number;
  durationFilter: 5 | 8 | null;
  /** GET /api/v1/models, once loaded: which models this server can run. */
  models: ModelInfo[] | null;
  setModels: (models: ModelInfo[]) => void;
  setMode: (mode: Mode) => void;
  /** Opens the storyboard, on the base model's shape and voice defaults. */
  openStory: () => void;
  setParams: (change: Partial<StudioParams>) => void;
  setModel: (model: ModelId) => void;
  setShape: (change: Partial<Pick<StudioParams, 'quality' | 'duration' | 'aspectRatio'>>) => void;
  setGenerating: (generating: boolean) => void;
  setHistory: (records: VideoRecord[], page: number, pages: number) => void;
  upsertRecords: (records: VideoRecord[]) => void;
  removeRecords: (ids: string[]) => void;
  setDurationFilter: (duration: 5 | 8 | null) => void;
};

export const useStudioStore = create<StudioState>((set) => ({
  mode: 'generate',
  story: false,
  params: defaultParams(),
  generating: false,
  records: [],
  page: 1,
  pages: 1,
  durationFilter: null,
  models: null,
  setModels: (models) => set({ models }),
  setMode: (mode) => set({ mode, story: false, params: defaultParams() }),
  openStory: () => set({ story: true, params: defaultParams() }),
  setParams: (change) => set((state) => ({ params: { ...state.params, ...change } })),
  setModel: (model) => set((state) => ({ params: withModel(state.params, model) })),
  setShape: (change) => set((state) => ({ params: withShape(state.params, change) })),
  setGenerating: (generating) => set({ generating }),
  setHistory: (records, page, pages) => set({ records, page, pages }),
  upsertRecords: (incoming) =>
    set((state) => {
      const byId = new Map(state.records.map((record) => [record.id, record]));
      for (const record of incoming) byId.set(record.id, record);
      return { records: [...byId.values()].sort((a, b) => b.createTimestamp - a.createTimestamp) };
    }),
  removeRecords: (ids) => set((state) => ({ records: state.records.filter((record) => !ids.includes(record.id)) })),
  setDurationFilter: (durationFilter) => set({ durationFilter }),
}));
