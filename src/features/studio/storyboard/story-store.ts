/**
 * The storyboard's state: the story as written, its shot cards and the story-wide options. Kept
 * outside the component so a story survives a look at another mode's tab.
 */
import { create } from 'zustand';
import { DEFAULT_STORY_OPTIONS, moveShot, newShot, newStorySeed, type ShotCard, type StoryOptions } from './story';

type StoryState = {
  text: string;
  shots: ShotCard[];
  options: StoryOptions;
  /** The board's seed: the same for every Generate of this board, so unchanged shots are reused. */
  seed: number;
  /** A story opened again from the history: its words, shots, options and seed. */
  load: (story: { text: string; shots: Omit<ShotCard, 'id'>[]; options: StoryOptions; seed: number }) => void;
  setText: (text: string) => void;
  /** The cards of a split, replacing the ones there were. */
  setShotTexts: (texts: string[]) => void;
  updateShot: (id: string, change: Partial<Omit<ShotCard, 'id'>>) => void;
  addShot: () => void;
  removeShot: (id: string) => void;
  moveShot: (from: number, to: number) => void;
  setOptions: (change: Partial<StoryOptions>) => void;
  reset: () => void;
};

const initial = () => ({ text: '', shots: [] as ShotCard[], options: DEFAULT_STORY_OPTIONS, seed: newStorySeed() });

export const useStoryStore = create<StoryState>((set) => ({
  ...initial(),
  load: ({ text, shots, options, seed }) =>
    set({ text, shots: shots.map((shot) => ({ ...newShot(shot.text), ...shot })), options, seed }),
  setText: (text) => set({ text }),
  setShotTexts: (texts) => set({ shots: texts.map((text) => newShot(text)) }),
  updateShot: (id, change) =>
    set((state) => ({ shots: state.shots.map((shot) => (shot.id === id ? { ...shot, ...change } : shot)) })),
  addShot: () => set((state) => ({ shots: [...state.shots, newShot()] })),
  removeShot: (id) => set((state) => ({ shots: state.shots.filter((shot) => shot.id !== id) })),
  moveShot: (from, to) => set((state) => ({ shots: moveShot(state.shots, from, to) })),
  setOptions: (change) => set((state) => ({ options: { ...state.options, ...change } })),
  reset: () => set(initial()),
}));
