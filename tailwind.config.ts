import type { Config } from 'tailwindcss';

// The shell is always light (SPEC §1): no dark variant is configured on purpose.
const config: Config = {
  content: ['./src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#f3f1ff',
          100: '#e9e5ff',
          200: '#d5ceff',
          500: '#7357ff',
          600: '#5b3df5',
          700: '#4a2fd6',
          900: '#241a66',
        },
        ink: { DEFAULT: '#16151c', soft: '#4b4a57', faint: '#6b6a78' },
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Noto Sans', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
};

export default config;
