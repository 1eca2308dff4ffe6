import type { Config } from 'tailwindcss';

// Colours are CSS variables declared with `@theme` in src/styles/globals.css, so the dark
// theme can swap them under `.dark` without touching components.
const config: Config = {
  content: ['./src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Noto Sans',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
      },
    },
  },
};

export default config;
