import type { PlaywrightTestConfig } from '@playwright/test';

/** How every Playwright config of the project opens pages: Debian's Chromium, Russian, Moscow time. */
export const SCHOOL_BROWSER: NonNullable<PlaywrightTestConfig['use']> = {
  locale: 'ru-RU',
  timezoneId: 'Europe/Moscow',
  screenshot: 'only-on-failure',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  },
};
