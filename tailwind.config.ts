import type { Config } from 'tailwindcss';

// Loaded from src/index.css through `@config`; system font stack, so no web font can shift the layout.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eff6ff',
          100: '#dbeafe',
          500: '#3b82f6',
          600: '#2563eb',
          700: '#1d4ed8',
          800: '#1e40af',
          900: '#1e3a8a',
        },
        accent: {
          500: '#f59e0b',
          600: '#d97706',
        },
      },
      spacing: {
        sidebar: '16rem',
      },
    },
  },
} satisfies Config;
